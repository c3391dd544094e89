import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { tablesReadWhole } from '../../tests/support/query-plans.ts';
import { publicFileStatement } from './files.ts';
import { categoryStatement } from './lists.ts';

/**
 * The library's reads that run on every page of a list and for every cover served go through indexes: a library of
 * 100,000 media read whole took 60–200 ms a statement (decision 0158).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The tables that grow with the library; the year's readings, the live meetings and the settings stay small. */
const growing = (tables: string[]) => tables.filter((table) => /^(media|fichier)/.test(table));

it('finds whether a file is public (a cover, a track, a reading) by index', async () => {
  expect(growing(await tablesReadWhole(t.ctx.db, publicFileStatement(t.ctx.db, 1).toSQL()))).toEqual([]);
});

it("reads a list's media by the index of the categories", async () => {
  expect(await tablesReadWhole(t.ctx.db, categoryStatement(t.ctx, 'exhortationsAudio').toSQL())).toEqual([]);
});
