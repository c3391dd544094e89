import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import {
  advanceSimulatedClock,
  confirmTestMeans,
  createRegularGift,
  startMeansSetup,
} from '../../../domain/giving/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';
import { DONOR } from '../../../tests/support/donor.ts';

/** The staff's calls on monthly giving (decision 0120): the overview, the annual receipts' preview and run, the export. */
let t: TestContext;
let api: ReturnType<typeof createApi>;
let token: string;
let memberToken: string;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  const admin = await createMember(t.ctx, { email: 'tresoriere@exemple.fr', roles: ['ROLE_ADMIN'] });
  token = (await apiSignIn(api, admin.email)).token;
  const member = await createMember(t.ctx, { email: 'lucie@exemple.fr', firstname: 'Lucie', lastname: 'Vert' });
  memberToken = (await apiSignIn(api, member.email)).token;
  for (const [userId, numero] of [
    [member.id, '4242 4242 4242 4242'],
    [admin.id, '4000 0000 0000 0341'],
  ] as const) {
    const setup = await startMeansSetup(t.ctx, { userId }, { moyen: 'card' });
    await confirmTestMeans(
      t.ctx,
      { userId },
      {
        clientSecret: setup.clientSecret,
        moyen: 'card',
        numero,
        expiration: '12/34',
        cryptogramme: '123',
      },
    );
    await createRegularGift(t.ctx, { userId }, { ...DONOR, montant: 15, jour: 28, setupId: setup.setupId });
  }
});
afterAll(() => t.close());

describe('monthly giving in the back office', () => {
  let year: number;
  it('shows the donors, their states, the month’s payments and the failures to follow up', async () => {
    const [first] = await t.ctx.db.select().from(schema.regularGiftPayments);
    expect(first).toBeUndefined();
    const gifts = await t.ctx.db.select().from(schema.regularGifts);
    const due = gifts[0].nextChargeOn!;
    year = Number(due.slice(0, 4));
    await advanceSimulatedClock(t.ctx, new Date(`${due}T12:00:00Z`));
    expect((await call(api, 'GET', '/admin/regular-gifts', { token: memberToken })).status).toBe(403);
    const res = await call(api, 'GET', `/admin/regular-gifts?mois=${due.slice(0, 7)}`, { token });
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view.states).toEqual({ active: 1, failing: 1 });
    expect(view.monthlyCents).toBe(1500);
    expect(view.payments.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'paid']);
    expect(view.failures).toMatchObject([{ state: 'failing', lastError: expect.any(String) }]);
    expect(view.trend).toHaveLength(12);
    expect(view.trend.at(-1)).toMatchObject({ month: due.slice(0, 7), cents: 1500, count: 1 });
  });

  it('previews the year’s receipts, then issues them once: two confirmations at once, one run and a 409', async () => {
    const early = await call(api, 'GET', `/admin/annual-receipts?annee=${year}`, { token });
    expect(early.status).toBe(400);
    expect(early.body.fields.annee).toContain('année terminée');
    await advanceSimulatedClock(t.ctx, new Date(`${year + 1}-01-20T12:00:00Z`));
    const preview = (await call(api, 'GET', `/admin/annual-receipts?annee=${year}`, { token })).body.data;
    expect(preview.years[0]).toBe(year);
    expect(preview.preview).toMatchObject({ year, totalCents: 1500, donors: [{ payments: 1, totalCents: 1500 }] });
    const body = { annee: year, jeton: preview.preview.token };
    const runs = await Promise.all([
      call(api, 'POST', '/admin/annual-receipts', { token, body }),
      call(api, 'POST', '/admin/annual-receipts', { token, body }),
    ]);
    expect(runs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(runs.find((r) => r.status === 200)!.body.data).toMatchObject({ issued: 1 });
    const receipts = await t.ctx.db.select().from(schema.receipts);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ givingYear: year, email: 'lucie@exemple.fr', number: 1 });
    const again = await call(api, 'POST', '/admin/annual-receipts', { token, body });
    expect(again.status).toBe(409);
    const bad = await call(api, 'POST', '/admin/annual-receipts', { token, body: { annee: 'deux mille' } });
    expect(bad.status).toBe(400);
  });

  it('adds the regular gifts to the year’s export', async () => {
    const res = await api.request(`/admin/donations/export/${year}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet(`Dons réguliers ${year}`)!;
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toMatchObject({ 1: 'VERT', 2: 'Lucie', 4: 'Carte', 7: 15 });
    const totals: unknown[][] = [];
    book.getWorksheet('Totaux par mode')!.eachRow((row) => totals.push((row.values as unknown[]).slice(1)));
    expect(totals).toContainEqual(['Dons réguliers', 1, 15]);
    // Issued today (the real clock's year), the annual receipt is among the year's receipts.
    const issuedYear = t.ctx.clock.now().getUTCFullYear();
    const exported = await api.request(`/admin/donations/export/${issuedYear}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const issuedBook = new ExcelJS.Workbook();
    await issuedBook.xlsx.load(await exported.arrayBuffer());
    const issued: unknown[][] = [];
    issuedBook
      .getWorksheet(`Reçus émis ${issuedYear}`)!
      .eachRow((row, n) => n > 1 && issued.push((row.values as unknown[]).slice(1)));
    expect(issued).toContainEqual(expect.objectContaining({ 3: `Dons réguliers ${year}`, 6: 'Dons réguliers', 7: 15 }));
  });

  it('records a refund after the receipt: left out, no receipt can certify nothing; refused twice', async () => {
    const [paid] = (await t.ctx.db.select().from(schema.regularGiftPayments)).filter((x) => x.status === 'paid');
    const path = `/admin/regular-gifts/payments/${paid.id}/reversal`;
    expect((await call(api, 'POST', path, { token, body: { motif: 'perdu' } })).status).toBe(400);
    expect((await call(api, 'POST', path, { token: memberToken, body: { motif: 'refunded' } })).status).toBe(403);
    expect(
      (await call(api, 'POST', '/admin/regular-gifts/payments/99999/reversal', { token, body: { motif: 'refunded' } }))
        .status,
    ).toBe(404);
    const reversed = await call(api, 'POST', path, { token, body: { motif: 'refunded' } });
    expect(reversed.status).toBe(200);
    expect(reversed.body.data.receipt).toBeNull();
    expect((await call(api, 'POST', path, { token, body: { motif: 'refunded' } })).status).toBe(409);
  });
});
