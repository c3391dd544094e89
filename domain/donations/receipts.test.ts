import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { pdfText as readPdf } from '../../tests/support/pdf-text.ts';
import { tablesReadWhole } from '../../tests/support/query-plans.ts';
import { correctReceipt } from './corrections.ts';
import { issueReceipt, listReceiptsForEmail, receiptForOwner, receiptPdf, receiptsByEmail } from './receipts.ts';

let t: TestContext;
let donation: typeof schema.donations.$inferSelect;

beforeAll(async () => {
  t = await createTestContext();
  [donation] = await t.ctx.db
    .insert(schema.donations)
    .values({
      civilite: 'Mme',
      nom: 'Éléonore',
      prenom: 'Françoise',
      amountCents: 12_345,
      adressePostale: '3 rue de l’Église',
      ville: 'Nîmes',
      pays: 'France',
      codePostal: '30000',
      tel: '0466000000',
      email: 'francoise@example.org',
      etat: 'PAYE',
      choix: 'CHEQUE',
      amountPaidCents: 12_345,
      paidAt: new Date('2026-11-20T10:00:00Z'),
    })
    .returning();
});
afterAll(() => t.close());

function pdfText(pdf: Uint8Array): string {
  return readPdf(pdf).replace(/\s+/g, ' ');
}

describe('receipt numbering', () => {
  it('gives consecutive numbers to concurrent issues, and a rolled-back issue gives its number back', async () => {
    const { db } = t.ctx;
    const issue = () => db.transaction((tx) => issueReceipt(t.ctx, tx, donation));
    const failing = db
      .transaction(async (tx) => {
        await issueReceipt(t.ctx, tx, donation);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
        return 'rolled back';
      });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, issue),
      failing,
      ...Array.from({ length: 20 }, issue),
    ]);
    const numbers = results
      .filter((r) => typeof r !== 'string')
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const codes = new Set(results.filter((r) => typeof r !== 'string').map((r) => r.code));
    expect(codes.size).toBe(40);
    expect([...codes].every((c) => /^\d{4}-\d{6}$/.test(c))).toBe(true);
  });

  it('refuses to change or delete an issued receipt', async () => {
    const [first] = await t.ctx.db.select().from(schema.receipts).limit(1);
    // The trigger's message, under Drizzle's "Failed query" error when the driver wraps it.
    const reason = (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message);
    const immutable = /^un reçu fiscal émis ne peut être ni modifié ni supprimé/;
    await expect(t.ctx.db.update(schema.receipts).set({ email: 'autre@example.org' }).catch(reason)).resolves.toMatch(
      immutable,
    );
    await expect(t.ctx.db.delete(schema.receipts).catch(reason)).resolves.toMatch(immutable);
    const [again] = await t.ctx.db.select().from(schema.receipts).limit(1);
    expect(again).toEqual(first);
  });
});

describe('receipt PDF', () => {
  it('prints the Cerfa n° 11580*05 mentions, in less than 100 KB', async () => {
    const receipt = await t.ctx.db.transaction((tx) => issueReceipt(t.ctx, tx, donation));
    const pdf = await receiptPdf(t.ctx, receipt);
    expect(pdf.byteLength).toBeLessThan(100 * 1024);
    const text = pdfText(pdf);
    for (const mention of [
      'Cerfa n° 11580*05',
      'Reçu au titre des dons à certains organismes d’intérêt général',
      `Numéro d’ordre du reçu : ${receipt.code}`,
      'Mission Évangélique Le Phare',
      'Association cultuelle (loi du 9 décembre 1905)',
      'Mme Éléonore Françoise',
      '3 rue de l’Église, 30000 Nîmes, France',
      '123,45 €',
      'cent vingt-trois euros et quarante-cinq centimes',
      'Date du versement ou du don : 20/11/2026',
      '☐ Acte sous seing privé',
      '☒ Déclaration de don manuel',
      '☒ Numéraire',
      '☒ Chèque',
      '☐ Virement, prélèvement, carte bancaire',
      'réduction d’impôt prévue à l’article :',
      '☒ 200 du CGI',
      '☐ 238 bis du CGI',
      'Daniel Rouvière, Trésorier',
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain('☒ Acte sous seing privé');
    // The signer's signature is drawn under the name: the document's only picture (with its transparency mask).
    expect(
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g)?.length,
    ).toBeGreaterThan(0);
  });

  it('is served to its owner only', async () => {
    const [receipt] = await listReceiptsForEmail(t.ctx, 'Francoise@example.org');
    const own = await receiptForOwner(t.ctx, receipt.code, { email: 'francoise@example.org' });
    expect(Buffer.from(own.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect(receiptForOwner(t.ctx, receipt.code, { email: 'autre@example.org' })).rejects.toThrow(
      'Reçu introuvable',
    );
    await expect(receiptForOwner(t.ctx, receipt.code, null)).rejects.toThrow('Reçu introuvable');
  });

  it('are found by their index, not by reading every receipt (the account page lists them on each load)', async () => {
    const query = receiptsByEmail(t.ctx.db).getQuery();
    expect(await tablesReadWhole(t.ctx.db, query)).toEqual([]);
  });
});

describe('receipt correction', () => {
  it('issues a new number naming the old receipt, which stays unchanged', async () => {
    const [old] = await t.ctx.db.select().from(schema.receipts).limit(1);
    const fixed = await correctReceipt(t.ctx, old.code, { nom: 'Eléonore-Martin' });
    expect(fixed.number).toBeGreaterThan(old.number);
    expect(fixed.replacesReceiptId).toBe(old.id);
    // Stored as every name is (spec part 1 §5): in capitals.
    expect(fixed.snapshot.donateur.nom).toBe('ELÉONORE-MARTIN');
    const text = pdfText(await receiptPdf(t.ctx, fixed));
    expect(text).toContain(`Ce reçu annule et remplace le reçu n° ${old.code}.`);
    await expect(correctReceipt(t.ctx, old.code, { nom: 'Autre' })).rejects.toThrow(
      `remplacé par le reçu n° ${fixed.code}`,
    );
    const list = await listReceiptsForEmail(t.ctx, 'francoise@example.org');
    expect(list.find((r) => r.code === old.code)?.replaced).toBe(true);
  });
});
