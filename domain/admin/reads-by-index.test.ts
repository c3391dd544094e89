import { count, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { indexesRead, tablesReadWhole } from '../../tests/support/query-plans.ts';
import { paidSinceStatement } from './dashboard.ts';
import { donationListQuerySchema, subscriberListQuerySchema } from './forms.ts';
import { chargesOfMonthStatement, paidByMonthStatement } from './giving.ts';
import { currentReceiptsStatement, donationFilter, donationPageStatement } from './money.ts';
import { memberPageStatement, membersSearched } from './people.ts';
import { parisYearsStatement } from '../paris-periods.ts';
import { subscriberFilter } from './subscriptions.ts';

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
  tables.filter((table) => ['donation', 'receipt', 'app_user', 'regular_gift_payment', 'abonne'].includes(table));

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

it("finds the gifts, members and subscribers a staff search names through each table's trigram index", async () => {
  const db = t.ctx.db;
  const whole = async (query: { toSQL(): { sql: string; params: unknown[] } }) =>
    growing(await tablesReadWhole(db, query.toSQL()));
  // The gifts: by the donor (decision 0161), or by the reference given to them (a range of the public id).
  for (const q of ['dupont', 'DON-1A2B']) {
    const query = donationListQuerySchema.parse({ q });
    expect(await whole(donationPageStatement(t.ctx, query))).toEqual([]);
    const counted = db.select({ total: count() }).from(schema.donations).where(donationFilter(query));
    expect(await whole(counted)).toEqual([]);
    expect(await indexesRead(db, counted.toSQL())).toContain('donation_search_trgm_idx');
    if (q.startsWith('DON-')) expect(await indexesRead(db, counted.toSQL())).toContain('donation_public_id_unique');
  }
  const members = memberPageStatement(t.ctx, membersSearched('dupont'), 1);
  expect(await whole(members)).toEqual([]);
  expect(await indexesRead(db, members.toSQL())).toContain('app_user_search_trgm_idx');
  const subscribers = db
    .select({ total: count() })
    .from(schema.subscribers)
    .where(subscriberFilter(subscriberListQuerySchema.parse({ q: 'lyon' })));
  expect(await whole(subscribers)).toEqual([]);
  expect(await indexesRead(db, subscribers.toSQL())).toContain('abonne_search_trgm_idx');
});

it('finds the years of paid gifts and paid charges (the downloads, the annual receipts) along their indexes', async () => {
  const d = schema.donations;
  const p = schema.regularGiftPayments;
  for (const statement of [
    parisYearsStatement(d, d.paidAt, sql`${d.etat} = 'PAYE'`),
    parisYearsStatement(p, p.paidAt, sql`${p.status} = 'paid'`),
  ]) {
    expect(growing(await tablesReadWhole(t.ctx.db, new PgDialect().sqlToQuery(statement)))).toEqual([]);
  }
});
