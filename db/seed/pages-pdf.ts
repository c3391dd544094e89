import { renderPdf, type PdfDoc, type PdfFonts } from '../../platform/pdf.ts';

/** The shapes of content/pages/<slug>.json that the PDFs print (domain/pages/content.ts describes them whole). */
export interface PrintedSection {
  titre: string;
  couleur?: string;
  paragraphes: string[];
  references?: { ref: string; texte: string }[];
}
export interface PrintedPage {
  titre: string;
  intro: string;
  sections?: PrintedSection[];
  notes?: string[];
  pdf?: { nom: string; titre: string };
  documents?: GovernanceDocument[];
}
export interface GovernanceDocument {
  nom: string;
  titre: string;
  paragraphes: string[];
}

const ink = '#1b1a19';
const blue = '#1d3557';

function heading(doc: PdfDoc, text: string, colour = blue) {
  doc.moveDown(0.8);
  const y = doc.y;
  const height = doc.font('bold').fontSize(12).heightOfString(text, { width: 479 }) + 10;
  if (y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.rect(50, top, 495, height).fill(colour);
  doc.fillColor('#ffffff').text(text, 58, top + 5, { width: 479 });
  doc.fillColor(ink).font('regular').fontSize(10.5);
  doc.x = 50;
  doc.y = top + height + 6;
}

function paragraph(doc: PdfDoc, text: string) {
  doc.font('regular').fontSize(10.5).fillColor(ink).text(text, { align: 'justify', lineGap: 2 }).moveDown(0.5);
}

/**
 * The full version of a page (confession of faith, sect question) as a PDF: title, introduction, each section with
 * its Bible references quoted, the footnotes.
 */
export function editorialPagePdf(fonts: PdfFonts, page: PrintedPage, author: string, at: Date): Promise<Uint8Array> {
  const title = page.pdf?.titre ?? page.titre;
  return renderPdf(fonts, { title, author, createdAt: at }, (doc) => {
    doc.font('bold').fontSize(18).fillColor(blue).text(title, { align: 'center' });
    doc.font('regular').fontSize(10).fillColor('#4a4642').text(author, { align: 'center' }).moveDown(1);
    paragraph(doc, page.intro);
    for (const section of page.sections ?? []) {
      heading(doc, section.titre, section.couleur);
      for (const p of section.paragraphes) paragraph(doc, p);
      for (const r of section.references ?? []) {
        doc.font('bold').fontSize(9.5).fillColor(ink).text(`${r.ref} — `, { continued: true });
        doc.font('regular').text(`« ${r.texte} »`, { lineGap: 1.5 }).moveDown(0.3);
      }
    }
    if (page.notes?.length) {
      heading(doc, 'Notes');
      page.notes.forEach((note, i) => {
        doc
          .font('regular')
          .fontSize(9.5)
          .fillColor(ink)
          .text(`[${i + 1}] ${note}`, { lineGap: 1.5 })
          .moveDown(0.3);
      });
    }
  });
}

/** A governance document (auditor's report, assembly minutes) as a PDF. */
export function governanceDocumentPdf(
  fonts: PdfFonts,
  document: GovernanceDocument,
  author: string,
  at: Date,
): Promise<Uint8Array> {
  return renderPdf(fonts, { title: document.titre, author, createdAt: at }, (doc) => {
    doc.font('bold').fontSize(10).fillColor('#4a4642').text(author.toUpperCase(), { align: 'left' }).moveDown(1.5);
    doc.font('bold').fontSize(16).fillColor(blue).text(document.titre).moveDown(1);
    for (const p of document.paragraphes) paragraph(doc, p);
  });
}
