import QRCode from 'qrcode';
import type { Parcel, Shipment } from './shipments.ts';
import { formatEuros } from '../money.ts';
import { renderPdf, type PdfDoc, type PdfFonts } from '../../platform/pdf.ts';
import { formatParis } from '../../platform/dates.ts';
import { newWorkbook } from '../../platform/workbook.ts';

/**
 * The magazine's documents: the shipment's labels (one per home subscriber and per church parcel, each with the QR
 * code of its confirmation link) and the church parcel list in one PDF, the shipment list as a spreadsheet, and a
 * subscription's invoice.
 */

const mm = 72 / 25.4;
/** Labels of 105 × 42.3 mm, 2 × 7 on an A4 sheet (the usual adhesive sheets). */
const label = { w: 105 * mm, h: 42.3 * mm, cols: 2, rows: 7, top: (297 - 7 * 42.3) / 2 };

/**
 * Draws the QR code of a text as filled runs of dark modules, written as one path (far smaller and quicker than an
 * image per label). The mask is fixed: choosing the best of eight costs more than the whole label.
 */
function drawQr(doc: PdfDoc, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 2 });
  const n = qr.modules.size;
  const cell = size / n;
  const data = qr.modules.data;
  const ops: string[] = [];
  const f = (v: number) => v.toFixed(2);
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!data[r * n + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && data[r * n + c]) c++;
      ops.push(`${f(x + start * cell)} ${f(y + r * cell)} ${f((c - start) * cell)} ${f(cell)} re`);
    }
  }
  doc.fillColor('#000000');
  doc.addContent(`${ops.join('\n')}\nf`);
}

/** Cut to `max` characters with an ellipsis (the quick path of pdfkit's text, without its line wrapper). */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const frenchRegions = new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });

/** A country as the post reads it: « France », « Guinée » for the ISO code stored; anything else as written. */
function countryName(pays: string): string {
  return /^[A-Z]{2}$/.test(pays) ? frenchRegions.of(pays)! : pays;
}

/**
 * The recipient's name in at most three lines of `width` points: at 10 pt when it fits in two, else smaller down to
 * 8 pt in three, and only past that cut with an ellipsis (a church's name is how the parcel finds its way).
 */
function nameLines(doc: PdfDoc, name: string, width: number): { size: number; lines: string[] } {
  const words = name.split(/\s+/).filter(Boolean);
  let wrapped: string[] = [];
  for (const [size, most] of [
    [10, 2],
    [9, 2],
    [8, 3],
  ]) {
    doc.fontSize(size);
    wrapped = [];
    for (const word of words) {
      const last = wrapped.at(-1);
      if (last !== undefined && doc.widthOfString(`${last} ${word}`) <= width)
        wrapped[wrapped.length - 1] += ` ${word}`;
      else wrapped.push(word);
    }
    if (wrapped.length <= most && wrapped.every((l) => doc.widthOfString(l) <= width)) return { size, lines: wrapped };
  }
  const lines = wrapped.length > 3 ? [...wrapped.slice(0, 2), wrapped.slice(2).join(' ')] : wrapped;
  return { size: 8, lines: lines.map((text) => fitted(doc, text, width)) };
}

/** The text as it is when it fits in `width` points, else cut with an ellipsis. */
function fitted(doc: PdfDoc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

function drawLabel(doc: PdfDoc, p: Parcel, url: string, numero: string, x: number, y: number) {
  const pad = 4 * mm;
  const qrSize = label.h - 2 * pad;
  drawQr(doc, url, x + label.w - pad - qrSize, y + pad, qrSize);
  const left = x + pad;
  const line = (text: string, at: number) => doc.text(text, left, y + pad + at, { lineBreak: false });
  doc.fillColor('#1b1a19').font('bold');
  const name = nameLines(doc, p.nom, label.w - 3 * pad - qrSize);
  name.lines.forEach((text, i) => line(text, i * (name.size + 1)));
  // The address follows the name, however many lines it took.
  const below = (name.lines.length - 1) * (name.size + 1) + name.size - 10;
  doc.font('regular').fontSize(9);
  line(cut(p.adresse || ' ', 36), 14 + below);
  line(cut(`${p.codePostal} ${p.ville}`, 36), 25 + below);
  line(cut(countryName(p.pays), 36), 36 + below);
  // The footer stays left of the QR code: on one line when it fits there, else the code on a line of its own.
  doc.fontSize(7).fillColor('#4a4642');
  const beside = label.w - 3 * pad - qrSize;
  const issue = `Revue ${numero}${p.count > 1 ? ` — colis de ${p.count} ex.` : ''}`;
  const whole = `${issue} — code ${p.code}`;
  const footer = doc.widthOfString(whole) <= beside ? [whole] : [issue, `code ${p.code}`];
  footer.forEach((text, i) => line(fitted(doc, text, beside), label.h - 2 * pad - 8 - (footer.length - 1 - i) * 8));
}

/** The labels, then the church parcel list, as one PDF. */
export function renderShipmentPdf(
  fonts: PdfFonts,
  shipment: Shipment,
  site: { name: string; publicUrl: string },
  createdAt: Date,
): Promise<Uint8Array> {
  const url = (p: Parcel) => new URL(p.path, site.publicUrl).toString();
  return renderPdf(
    fonts,
    { title: `Expédition de la revue ${shipment.numero}`, author: site.name, createdAt },
    (doc) => {
      const perPage = label.cols * label.rows;
      const parcels = shipment.parcels;
      parcels.forEach((p, i) => {
        const at = i % perPage;
        if (i > 0 && at === 0) doc.addPage({ size: 'A4', margin: 0 });
        if (i === 0) doc.page.margins = { top: 0, left: 0, right: 0, bottom: 0 };
        const col = at % label.cols;
        const row = Math.floor(at / label.cols);
        drawLabel(doc, p, url(p), shipment.numero, col * label.w, label.top * mm + row * label.h);
      });
      const churches = parcels.filter((p) => p.kind === 'eglise');
      if (parcels.length) doc.addPage({ size: 'A4', margin: 50 });
      doc.x = 50;
      doc.y = 50;
      doc.fillColor('#1d3557').font('bold').fontSize(15).text(`Revue ${shipment.numero} : colis des églises`);
      doc.moveDown(0.5).fillColor('#1b1a19').font('regular').fontSize(10);
      doc.text(
        `${shipment.subscribersShipped} abonné(s) dans cette expédition : ${parcels.length - churches.length} à domicile, ${churches.reduce((n, p) => n + p.count, 0)} dans ${churches.length} église(s).`,
      );
      doc.moveDown(0.8);
      for (const p of churches) {
        doc.font('bold').text(`${p.nom} — ${p.count} exemplaire${p.count > 1 ? 's' : ''}`);
        doc
          .font('regular')
          .text(
            `${p.adresse ? `${p.adresse}, ` : ''}${p.codePostal} ${p.ville} — contact : ${p.email ?? 'aucun'} — code ${p.code}`,
          );
        doc.moveDown(0.4);
      }
      if (!churches.length) doc.text('Aucun colis d’église dans cette expédition.');
    },
  );
}

/** The shipment list as an .xlsx workbook. */
export async function renderShipmentXlsx(shipment: Shipment, site: { publicUrl: string }): Promise<Uint8Array> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(`Revue ${shipment.numero}`.slice(0, 31));
  sheet.columns = [
    { header: 'Type', key: 'type', width: 10 },
    { header: 'Destinataire', key: 'nom', width: 32 },
    { header: 'Adresse', key: 'adresse', width: 36 },
    { header: 'Code postal', key: 'codePostal', width: 12 },
    { header: 'Ville', key: 'ville', width: 20 },
    { header: 'Pays', key: 'pays', width: 16 },
    { header: 'Exemplaires', key: 'count', width: 12 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Code', key: 'code', width: 20 },
    { header: 'Lien de confirmation', key: 'lien', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const p of shipment.parcels)
    sheet.addRow({
      type: p.kind === 'eglise' ? 'Église' : 'Domicile',
      nom: p.nom,
      adresse: p.adresse,
      codePostal: p.codePostal,
      ville: p.ville,
      pays: countryName(p.pays),
      count: p.count,
      email: p.email ?? '',
      code: p.code,
      lien: new URL(p.path, site.publicUrl).toString(),
    });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** What an invoice shows (spec: the association's name and address, date, formula, delivery, amount). */
export interface InvoiceDocument {
  number: string;
  paidAt: Date;
  seller: { name: string; address: string };
  buyer: { name: string; address: string; email: string };
  formula: string;
  delivery: string;
  subscriptionCents: number;
  deliveryCents: number;
  totalCents: number;
}

export function renderInvoicePdf(fonts: PdfFonts, inv: InvoiceDocument): Promise<Uint8Array> {
  return renderPdf(
    fonts,
    { title: `Facture n° ${inv.number}`, author: inv.seller.name, createdAt: inv.paidAt },
    (doc) => {
      doc.fillColor('#1d3557').font('bold').fontSize(14).text(inv.seller.name);
      doc.fillColor('#1b1a19').font('regular').fontSize(10).text(inv.seller.address);
      doc.moveDown(2);
      doc.font('bold').fontSize(18).fillColor('#1d3557').text(`Facture n° ${inv.number}`, { align: 'right' });
      doc.font('regular').fontSize(10).fillColor('#1b1a19');
      doc.text(`Date : ${formatParis(inv.paidAt, 'fr')}`, { align: 'right' });
      doc.moveDown(1.5);
      doc.font('bold').text('Abonné');
      doc.font('regular').text(inv.buyer.name).text(inv.buyer.address).text(inv.buyer.email);
      doc.moveDown(1.5);
      const row = (label: string, value: string, bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'bold' : 'regular').text(label, 50, y, { width: 340 });
        doc.text(value, 400, y, { width: 145, align: 'right' });
        doc.moveDown(0.4);
      };
      row(`Abonnement à la revue imprimée — formule ${inv.formula}`, formatEuros(inv.subscriptionCents));
      row(`Livraison : ${inv.delivery}`, formatEuros(inv.deliveryCents));
      doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke('#999999').moveDown(0.4);
      row('Total payé par carte bancaire', formatEuros(inv.totalCents), true);
      doc.moveDown(2).font('regular').fontSize(9).fillColor('#4a4642');
      doc.text('Facture acquittée.', 50);
    },
  );
}
