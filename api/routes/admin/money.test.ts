import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { createDonation, recordChoice } from '../../../domain/donations/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
let admin: { id: number; email: string };
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  admin = await createMember(t.ctx, { email: 'tresorier@exemple.fr', roles: ['ROLE_ADMIN'] });
  const member = await createMember(t.ctx, { email: 'donateur@exemple.fr', roles: ['ROLE_AG_VOTE'] });
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
});
afterAll(() => t.close());

const donor = {
  civilite: 'Mme',
  nom: 'Durand',
  prenom: 'Élise',
  montant: '150',
  adressePostale: '3 rue des Cévennes',
  ville: 'Alès',
  pays: 'France',
  codePostal: '30100',
  tel: '0600000000',
};

/** A gift promised by cheque or transfer, as the site records it; answers its number. */
async function promised(email: string, choix: 'CHEQUE' | 'RIB' = 'CHEQUE', extra: Record<string, string> = {}) {
  const { id } = await createDonation(t.ctx, { ...donor, ...extra, email }, null);
  await recordChoice(t.ctx, id, choix, null);
  const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.publicId, id));
  return row.id;
}

async function journal(action: string) {
  return t.ctx.db
    .select()
    .from(schema.staffAudit)
    .where(eq(schema.staffAudit.action, action))
    .orderBy(schema.staffAudit.id);
}

const operations: [string, string, unknown?][] = [
  ['GET', '/admin/donations'],
  ['GET', '/admin/donations/1'],
  ['POST', '/admin/donations/1/received', {}],
  ['POST', '/admin/receipts/2026-000001/correct', { ...donor }],
  ['GET', '/admin/donations/export/2026'],
];

describe('money operations', () => {
  it.each(operations)(
    '%s %s: 401 to a visitor, 403 to a member without ROLE_ADMIN, nothing changed',
    async (method, path, body) => {
      await promised('refus@exemple.fr');
      const count = async () =>
        Promise.all(
          [schema.staffAudit, schema.receipts].map(async (table) => {
            const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
            return n;
          }),
        );
      const before = await count();
      expect((await call(api, method, path, { body })).status).toBe(401);
      const refused = await call(api, method, path, { body, token: memberToken });
      expect(refused.status).toBe(403);
      expect(await count()).toEqual(before);
      const [first] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.id, 1));
      expect(first.etat).toBe('PROMIS');
    },
  );

  it('marks a promised cheque received: paid, receipt issued and mailed as donation:received does, journal kept', async () => {
    const id = await promised('cheque-recu@exemple.fr');
    const res = await call(api, 'POST', `/admin/donations/${id}/received`, {
      body: { date: '2026-01-15' },
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const code = res.body.data.receipt as string;
    expect(res.body.data.message).toContain(`reçu fiscal n° ${code}`);
    const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.id, id));
    expect(row).toMatchObject({ etat: 'PAYE', amountPaidCents: 15_000 });
    expect(row.paidAt?.toISOString()).toBe('2026-01-15T12:00:00.000Z');
    await t.runJobs();
    const mails = await readOutbox(t.ctx.db, 'cheque-recu@exemple.fr');
    expect(mails.some((m) => m.text.includes(code))).toBe(true);
    const [record] = (await journal('donation.received')).filter((x) => x.subjectId === String(id));
    expect(record).toMatchObject({ actorId: admin.id, actorEmail: admin.email, subjectType: 'donation' });
    expect(record.before).toMatchObject({ etat: 'PROMIS', choix: 'CHEQUE' });
    expect(record.after).toMatchObject({ etat: 'PAYE', receipt: code });

    // A second time: refused (409), nothing more recorded.
    const again = await call(api, 'POST', `/admin/donations/${id}/received`, { body: {}, token: adminToken });
    expect(again.status).toBe(409);
    expect((await journal('donation.received')).filter((x) => x.subjectId === String(id))).toHaveLength(1);
  });

  it('refuses a date in the future or unreadable with 400, and changes nothing', async () => {
    const id = await promised('futur@exemple.fr', 'RIB');
    for (const date of ['2999-01-01', 'demain']) {
      const res = await call(api, 'POST', `/admin/donations/${id}/received`, { body: { date }, token: adminToken });
      expect(res.status).toBe(400);
    }
    const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.id, id));
    expect(row.etat).toBe('PROMIS');
    expect((await call(api, 'POST', '/admin/donations/999999/received', { body: {}, token: adminToken })).status).toBe(
      404,
    );
  });

  it('corrects a receipt as receipt:correct does: a new number replaces it, the journal keeps both', async () => {
    const id = await promised('correction@exemple.fr');
    const received = await call(api, 'POST', `/admin/donations/${id}/received`, { body: {}, token: adminToken });
    const code = received.body.data.receipt as string;
    const bad = await call(api, 'POST', `/admin/receipts/${code}/correct`, {
      body: { ...donor, nom: '' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    const res = await call(api, 'POST', `/admin/receipts/${code}/correct`, {
      body: { ...donor, nom: 'Durand-Vidal' },
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const newer = res.body.data.receipt as string;
    expect(newer).not.toBe(code);
    const detail = await call(api, 'GET', `/admin/donations/${id}`, { token: adminToken });
    expect(detail.body.data.nom).toBe('DURAND-VIDAL');
    expect(detail.body.data.receipts).toMatchObject([
      { code, inForce: false, replaces: null },
      { code: newer, inForce: true, replaces: code },
    ]);
    const [record] = await journal('receipt.correct');
    expect(record).toMatchObject({ subjectType: 'donation', subjectId: String(id) });
    expect(record.before).toMatchObject({ receipt: code, donateur: { nom: 'DURAND' } });
    expect(record.after).toMatchObject({ receipt: newer, donateur: { nom: 'DURAND-VIDAL' } });
    // Corrected twice from the same old receipt: refused.
    const twice = await call(api, 'POST', `/admin/receipts/${code}/correct`, { body: donor, token: adminToken });
    expect(twice.status).toBe(409);
  });

  it('lists donations filtered by state, method and dates, searched, sorted and paginated on the server', async () => {
    await promised('liste-a@exemple.fr', 'RIB', { nom: 'Abraham', montant: '20' });
    await promised('liste-b@exemple.fr', 'CHEQUE', { nom: 'Zacharie', montant: '500' });
    const list = async (query: string) =>
      (await call(api, 'GET', `/admin/donations?${query}`, { token: adminToken })).body.data;
    const rib = await list('etat=PROMIS&mode=RIB');
    expect(rib.rows.length).toBeGreaterThan(0);
    expect(rib.rows.every((r: { etat: string; choix: string }) => r.etat === 'PROMIS' && r.choix === 'RIB')).toBe(true);
    const paid = await list('etat=PAYE');
    expect(paid.rows.every((r: { receipt: string | null }) => r.receipt)).toBe(true);
    expect((await list('q=zachar')).rows.map((r: { nom: string }) => r.nom)).toEqual(['ZACHARIE']);
    expect((await list('q=LISTE-B%40EXEMPLE')).rows.map((r: { nom: string }) => r.nom)).toEqual(['ZACHARIE']);
    expect((await list('q=%25')).total).toBe(0);
    // By the reference the donor was given, or its start, in either case.
    const [zacharie] = (await list('q=zacharie')).rows as { id: number; reference: string }[];
    for (const q of [
      zacharie.reference,
      zacharie.reference.slice(0, 7).toLowerCase(),
      zacharie.reference.slice(0, 5),
    ]) {
      expect((await list(`q=${q}`)).rows.map((r: { id: number }) => r.id)).toContain(zacharie.id);
    }
    expect((await list('tri=montant&ordre=desc')).rows[0].amountCents).toBe(50_000);
    expect((await list('du=2999-01-01')).total).toBe(0);
    const everything = await list('tri=nimporte&page=abc');
    expect(everything.query).toMatchObject({ tri: 'createdAt', ordre: 'desc', page: 1 });
  });

  it("exports a year's gifts for the accounts as a workbook that reads back, recorded in the journal", async () => {
    const year = t.ctx.clock.now().getUTCFullYear();
    const id = await promised('export@exemple.fr', 'CHEQUE', { nom: 'Exportée', montant: '75.50' });
    const received = await call(api, 'POST', `/admin/donations/${id}/received`, { body: {}, token: adminToken });
    const code = received.body.data.receipt as string;
    const res = await api.request(`/admin/donations/export/${year}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`dons-${year}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet(`Dons ${year}`)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Date de réception',
      'Référence',
      'Reçu fiscal n°',
      'Civilité',
      'Nom',
      'Prénom',
      'Adresse',
      'Code postal',
      'Ville',
      'Pays',
      'E-mail',
      'Mode de paiement',
      'Montant (€)',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    const line = rows.find((r) => r[2] === code)!;
    expect(line).toMatchObject({ 4: 'EXPORTÉE', 11: 'Chèque', 12: 75.5 });
    expect(rows.at(-1)).toMatchObject({ 11: 'Total' });
    expect(book.getWorksheet('Totaux par mode')).toBeTruthy();
    expect(book.getWorksheet(`Reçus émis ${year}`)!.rowCount).toBeGreaterThan(1);
    const [record] = await journal('donations.export');
    expect(record).toMatchObject({ subjectType: 'donations', subjectId: String(year), actorEmail: admin.email });

    expect((await call(api, 'GET', '/admin/donations/export/vingt', { token: adminToken })).status).toBe(400);
  });
});
