import type * as Fontkit from 'fontkit';
import { lateImport } from './late-import.ts';

/**
 * PDF documents with pdfkit. pdfkit's built-in fonts are the 14 standard PDF fonts, which are not embedded;
 * we embed a TrueType font (subset to the glyphs used) so accents print the same everywhere.
 */
export interface PdfFonts {
  regular: string;
  bold: string;
}

export type PdfDoc = PDFKit.PDFDocument;

/**
 * pdfkit and fontkit, loaded with the first document: a process that makes none (most answer pages) does not hold
 * them, 33 MB of resident memory (decision 0140).
 */
const loadLibraries = lateImport(() =>
  Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkit]) => ({
    PDFDocument: pdfkit.default,
    fontkit,
  })),
);

/**
 * Parsed fonts, kept for the life of the process: parsing a large TrueType font costs more than drawing a page.
 * pdfkit takes a fontkit font as it is and subsets it per document.
 */
const fontCache = new Map<string, Fontkit.Font>();
function openFont(fontkit: typeof Fontkit, file: string): PDFKit.Mixins.PDFFontSource {
  let font = fontCache.get(file);
  if (!font) {
    font = fontkit.openSync(file) as Fontkit.Font;
    fontCache.set(file, font);
  }
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/** Draws a one-or-more-page A4 document and answers its bytes. Fonts are registered as 'regular' and 'bold'. */
export async function renderPdf(
  fonts: PdfFonts,
  info: { title: string; author: string; createdAt: Date },
  draw: (doc: PdfDoc) => void,
): Promise<Uint8Array> {
  const { PDFDocument, fontkit } = await loadLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: true,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt, ModDate: info.createdAt },
    lang: 'fr-FR',
  });
  doc.registerFont('regular', openFont(fontkit, fonts.regular));
  doc.registerFont('bold', openFont(fontkit, fonts.bold));
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
