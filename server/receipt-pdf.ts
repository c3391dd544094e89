import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Documents } from '../domain/context.ts';
import { euroAmountInWords, formatDate, type ReceiptDocument } from '../domain/donations/index.ts';
import { formatEuros, TAX_RELIEF_INCOME_CAP_PERCENT, TAX_RELIEF_PERCENT } from '../domain/money.ts';
import type { Config } from '../platform/config.ts';
import { renderPdf, type PdfDoc, type PdfFonts } from '../platform/pdf.ts';

/** The fonts a receipt embeds and the signer's signature it shows (a PNG or JPEG file), or none. */
export interface ReceiptAssets extends PdfFonts {
  signature: string | null;
}

/** The receipt's assets from the settings; a signature named but missing stops the start, never a receipt. */
export function receiptAssets(c: Config): ReceiptAssets {
  const signature = c.RECEIPT_SIGNATURE_IMAGE ? path.resolve(c.RECEIPT_SIGNATURE_IMAGE) : null;
  if (signature && !existsSync(signature)) {
    throw new Error(`RECEIPT_SIGNATURE_IMAGE : fichier introuvable (${signature})`);
  }
  return { regular: c.PDF_FONT, bold: c.PDF_FONT_BOLD, signature };
}

/** The boxes of the form's choices, as printed on Cerfa n° 11580*05; the receipt ticks the one that applies. */
const forms = ['Acte authentique', 'Acte sous seing privé', 'Déclaration de don manuel', 'Autres'] as const;
const natures = ['Numéraire', 'Titres de sociétés cotés', 'Autres'] as const;
const modes = ['Remise d’espèces', 'Chèque', 'Virement, prélèvement, carte bancaire'] as const;
const articles = ['200 du CGI', '238 bis du CGI', '978 du CGI'] as const;
/** How each payment method is ticked ("Mode de versement"). */
const modeOf = {
  CARTE: 'Virement, prélèvement, carte bancaire',
  RIB: 'Virement, prélèvement, carte bancaire',
  CHEQUE: 'Chèque',
} as const;

function section(doc: PdfDoc, title: string) {
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(50, y, 495, 20).fill('#1d3557');
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(11)
    .text(title, 58, y + 5);
  doc.fillColor('#1b1a19').font('regular').fontSize(10).moveDown(0.6);
  doc.x = 50;
}

function line(doc: PdfDoc, label: string, value: string) {
  doc.font('bold').text(`${label} : `, { continued: true }).font('regular').text(value);
}

/** A row of the form's boxes, ☒ for the one that applies and ☐ for the others (read as such by pdftotext too). */
function boxes(doc: PdfDoc, label: string, options: readonly string[], ticked: string) {
  const row = options.map((o) => `${o === ticked ? '☒' : '☐'} ${o}`).join('    ');
  if (label) line(doc, label, row);
  else doc.text(row);
}

const meansNames = { card: 'Carte bancaire', sepa_debit: 'Prélèvement SEPA' } as const;

/** An annual receipt's payments (decision 0120): the year's dates, one line each with its amount and mode. */
function regularPayments(doc: PdfDoc, regular: NonNullable<ReceiptDocument['snapshot']['reguliers']>) {
  const { annee, paiements } = regular;
  line(
    doc,
    'Dates des versements',
    `du ${formatDate(new Date(paiements[0].date))} au ${formatDate(new Date(paiements.at(-1)!.date))} (année ${annee})`,
  );
  doc
    .moveDown(0.3)
    .font('bold')
    .text(`Détail des ${paiements.length} versement${paiements.length > 1 ? 's' : ''} :`);
  doc.font('regular');
  for (const p of paiements) {
    const y = doc.y;
    doc.text(formatDate(new Date(p.date)), 70, y, { width: 110 });
    doc.text(formatEuros(p.montantCentimes), 180, y, { width: 100, align: 'right' });
    doc.text(meansNames[p.moyen], 300, y, { width: 200 });
  }
  doc.x = 50;
}

/**
 * The tax receipt, laid out after Cerfa n° 11580*05 "Reçu au titre des dons à certains organismes d'intérêt
 * général" (articles 200, 238 bis et 978 du code général des impôts).
 */
export function renderReceiptPdf(assets: ReceiptAssets, r: ReceiptDocument): Promise<Uint8Array> {
  const s = r.snapshot;
  const d = s.donateur;
  return renderPdf(
    assets,
    { title: `Reçu fiscal n° ${r.code}`, author: s.beneficiaire.nom, createdAt: r.issuedAt },
    (doc) => {
      doc.fontSize(9).fillColor('#4a4642').text('Cerfa n° 11580*05', { align: 'right' });
      doc
        .fillColor('#1d3557')
        .font('bold')
        .fontSize(15)
        .text('Reçu au titre des dons à certains organismes d’intérêt général', {
          align: 'center',
        });
      doc.font('regular').fontSize(9).fillColor('#4a4642');
      doc.text('Articles 200, 238 bis et 978 du code général des impôts', { align: 'center' });
      doc
        .moveDown(0.5)
        .fillColor('#1b1a19')
        .font('bold')
        .fontSize(12)
        .text(`Numéro d’ordre du reçu : ${r.code}`, { align: 'center' });
      if (r.replaces) {
        doc
          .font('regular')
          .fontSize(9)
          .text(`Ce reçu annule et remplace le reçu n° ${r.replaces}.`, { align: 'center' });
      }

      section(doc, 'Bénéficiaire des versements');
      line(doc, 'Nom ou dénomination', s.beneficiaire.nom);
      line(doc, 'Adresse', s.beneficiaire.adresse);
      line(doc, 'Objet', s.beneficiaire.objet);
      line(doc, 'Type', s.beneficiaire.type);

      section(doc, 'Donateur');
      line(doc, 'Nom, prénoms', `${d.civilite} ${d.nom} ${d.prenom}`);
      line(doc, 'Adresse', `${d.adresse}, ${d.codePostal} ${d.ville}, ${d.pays}`);

      section(doc, 'Versement');
      doc.text(
        'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt la somme de :',
      );
      doc.moveDown(0.3).font('bold').fontSize(12).text(formatEuros(s.montantCentimes)).fontSize(10);
      line(doc, 'Somme en toutes lettres', euroAmountInWords(s.montantCentimes));
      if (s.reguliers) regularPayments(doc, s.reguliers);
      else line(doc, 'Date du versement ou du don', formatDate(new Date(s.dateDon)));
      doc.moveDown(0.4);
      boxes(doc, 'Forme du don', forms, 'Déclaration de don manuel');
      boxes(doc, 'Nature du don', natures, 'Numéraire');
      if (s.reguliers) line(doc, 'Nature', 'dons réguliers');
      boxes(doc, 'Mode de versement', modes, modeOf[s.mode]);

      section(doc, 'Certification');
      // The donors are private persons: their relief is article 200's (238 bis is for companies, 978 for the IFI).
      doc.text(
        'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt ' +
          'prévue à l’article :',
        { align: 'justify' },
      );
      boxes(doc, '', articles, '200 du CGI');
      doc.moveDown(1);
      line(doc, 'Date', formatDate(r.issuedAt));
      line(doc, 'Signataire', `${s.signataire.nom}, ${s.signataire.qualite}`);
      if (assets.signature) doc.moveDown(0.3).image(assets.signature, { fit: [150, 50] });
      doc.moveDown(2).fontSize(8).fillColor('#4a4642');
      doc.text(
        `Les dons ouvrent droit à une réduction d’impôt sur le revenu égale à ${TAX_RELIEF_PERCENT} % de leur montant, dans la limite de ${TAX_RELIEF_INCOME_CAP_PERCENT} % du ` +
          'revenu imposable. Conservez ce reçu : il peut vous être demandé par l’administration fiscale.',
      );
    },
  );
}

/** Receipts drawn in place, on the calling thread (tests, scripts). */
export function documentsInPlace(assets: ReceiptAssets): Documents {
  return { receiptPdf: (document) => renderReceiptPdf(assets, document) };
}
