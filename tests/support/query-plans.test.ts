import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from './context.ts';
import { tablesReadWhole } from './query-plans.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const d = schema.donations;
const page = () => t.ctx.db.select({ id: d.id }).from(d).orderBy(asc(d.createdAt), asc(d.id)).limit(25);

it('lets pass a page read in the order of an index, which stops with the page', async () => {
  expect(await tablesReadWhole(t.ctx.db, page().toSQL())).toEqual([]);
});

it('finds a page whose rows the index walk filters: it may read the whole table to fill the page', async () => {
  expect(await tablesReadWhole(t.ctx.db, page().where(eq(d.ville, 'Nîmes')).toSQL())).toEqual(['donation']);
});

it('finds a whole table sorted for a page, or read in full', async () => {
  const byTown = t.ctx.db.select({ id: d.id }).from(d).orderBy(asc(d.ville)).limit(25);
  expect(await tablesReadWhole(t.ctx.db, byTown.toSQL())).toEqual(['donation']);
  expect(await tablesReadWhole(t.ctx.db, t.ctx.db.select({ id: d.id }).from(d).toSQL())).toEqual(['donation']);
});
