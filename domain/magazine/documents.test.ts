import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text.ts';
import type { Shipment } from './shipments.ts';
import { renderInvoicePdf, renderShipmentPdf, renderShipmentXlsx } from './documents.ts';

const fonts = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const site = { name: 'Mission Évangélique Le Phare', publicUrl: 'https://lephare.example' };
const parcel = (i: number, kind: 'domicile' | 'eglise' = 'domicile') => ({
  kind,
  code: `code${String(i).padStart(12, '0')}`,
  count: kind === 'eglise' ? 12 : 1,
  nom: kind === 'eglise' ? 'Église évangélique d’Alès' : `Abonné ${i}`,
  adresse: '5 rue des Lilas',
  codePostal: '30100',
  ville: 'Alès',
  pays: 'France',
  email: null,
  path: `/exp/code${String(i).padStart(12, '0')}/42`,
});
const shipment: Shipment = {
  revueId: 42,
  numero: 'n° 120',
  parcels: [...Array.from({ length: 15 }, (_, i) => parcel(i)), parcel(99, 'eglise')],
  subscribersShipped: 27,
  renewalReminders: 0,
};

describe('magazine documents', () => {
  it('draws the labels and the church list as a PDF of two label pages and the list', async () => {
    const pdf = Buffer.from(await renderShipmentPdf(fonts, shipment, site, new Date('2026-03-01T10:00:00Z')));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it('prints the country by name and a long church name whole on the labels', async () => {
    const longName = 'Église évangélique de la Mission du Phare de Conakry-Kaloum et de ses environs';
    const labels: Shipment = {
      ...shipment,
      parcels: [
        { ...parcel(1), pays: 'FR' },
        { ...parcel(2, 'eglise'), nom: longName, codePostal: '001', ville: 'Conakry', pays: 'GN' },
      ],
    };
    const pdf = await renderShipmentPdf(fonts, labels, site, new Date('2026-03-01T10:00:00Z'));
    // The first page alone: the labels (the church list after them names the church too).
    const text = pdfText(pdf, ['-raw', '-l', '1']).replace(/\s+/g, ' ');
    expect(text).toContain('30100 Alès France');
    expect(text).toContain('001 Conakry Guinée');
    expect(text).toContain(longName);
    expect(text).not.toMatch(/\b(FR|GN)\b/);
    expect(text).not.toContain('…');
  });

  it('keeps each label’s footer left of its QR code, the parcel’s code whole', async () => {
    const pdf = await renderShipmentPdf(fonts, { ...shipment, parcels: [parcel(99, 'eglise')] }, site, new Date());
    const box = pdfText(pdf, ['-bbox', '-l', '1']);
    const words = [
      ...box.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
    ];
    const right = Math.max(...words.filter(([, , , w]) => /colis|code|ex\./.test(w)).map(([, , xMax]) => Number(xMax)));
    // The first label's QR code starts at its width less the padding and the code's side (drawLabel), in mm.
    const qrLeft = 105 - 4 - (42.3 - 2 * 4);
    expect(right).toBeLessThan((qrLeft * 72) / 25.4);
    expect(box).toContain('code000000000099');
  });

  it('lists every parcel with its confirmation link in the spreadsheet', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await renderShipmentXlsx(shipment, site)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(17);
    expect(sheet.getRow(17).getCell(1).value).toBe('Église');
    expect(sheet.getRow(17).getCell(7).value).toBe(12);
    expect(sheet.getRow(2).getCell(10).value).toBe('https://lephare.example/exp/code000000000000/42');
    expect(sheet.getRow(2).getCell(6).value).toBe('France');
  });

  it('names the country in the spreadsheet as on the labels', async () => {
    const book = new ExcelJS.Workbook();
    const guinea: Shipment = { ...shipment, parcels: [{ ...parcel(1), pays: 'GN' }] };
    await book.xlsx.load(Buffer.from(await renderShipmentXlsx(guinea, site)) as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(2).getCell(6).value).toBe('Guinée');
  });

  it('draws an invoice', async () => {
    const pdf = await renderInvoicePdf(fonts, {
      number: '2026-0001',
      paidAt: new Date('2026-03-01T10:00:00Z'),
      seller: { name: site.name, address: '12 chemin des Oliviers, 30140 Anduze' },
      buyer: { name: 'Sara LAMBERT', address: '8 rue du Temple, 30100 Alès, France', email: 's@example.org' },
      formula: '2 ans (4 numéros)',
      delivery: 'à domicile',
      subscriptionCents: 1800,
      deliveryCents: 1600,
      totalCents: 3400,
    });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
