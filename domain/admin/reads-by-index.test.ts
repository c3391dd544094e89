import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { tablesReadWhole } from '../../tests/support/query-plans.ts';
import { paidSinceStatement } from './dashboard.ts';
import { donationListQuerySchema } from './forms.ts';
import { chargesOfMonthStatement, paidByMonthStatement } from './giving.ts';
import { currentReceiptsStatement, donationPageStatement } from './money.ts';
import { memberPageStatement } from './people.ts';

/**
 * The back office's default views read the tables that grow with the years through indexes: at an association's
 * volume (200,000 gifts and receipts, 50,000 members, 150,000 regular charges) each read whole took 20–60 ms, and
 * more as the years add up (decision 0160).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const growing = (tables: string[]) =>
  tables.filter((table) => ['donation', 'receipt', 'app_user', 'regular_gift_payment'].includes(table));

it('reads a page of the gifts, newest first (the default view) or oldest first on a later page, by index', async () => {
  const newest = donationListQuerySchema.parse({});
  expect(growing(await tablesReadWhole(t.ctx.db, donationPageStatement(t.ctx, newest).toSQL()))).toEqual([]);
  const page3 = donationListQuerySchema.parse({ page: '3', ordre: 'asc' });
  expect(growing(await tablesReadWhole(t.ctx.db, donationPageStatement(t.ctx, page3).toSQL()))).toEqual([]);
});

it('finds the receipts in force of a page of gifts by index', async () => {
  expect(growing(await tablesReadWhole(t.ctx.db, currentReceiptsStatement(t.ctx, [1, 2, 3]).toSQL()))).toEqual([]);
});

it("sums the month's and the year's paid gifts by index", async () => {
  const now = new Date('2026-11-15T10:00:00Z');
  for (const period of ['month', 'year'] as const) {
    expect(growing(await tablesReadWhole(t.ctx.db, paidSinceStatement(t.ctx, period, now).toSQL()))).toEqual([]);
  }
});

it("reads the twelve months' paid charges and a month's charges by index", async () => {
  const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
  expect(growing(await tablesReadWhole(t.ctx.db, paidByMonthStatement(t.ctx, months).toSQL()))).toEqual([]);
  expect(growing(await tablesReadWhole(t.ctx.db, chargesOfMonthStatement(t.ctx, '2026-11').toSQL()))).toEqual([]);
});

it('reads a page of the members in name order by index', async () => {
  expect(growing(await tablesReadWhole(t.ctx.db, memberPageStatement(t.ctx, undefined, 2).toSQL()))).toEqual([]);
});
