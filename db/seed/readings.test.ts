import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { schema } from '../client.ts';
import { mediaReference } from './media-reference.ts';
import { readings } from './readings.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const env = { db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false };
  await mediaReference.run(env);
  // The Bible books are another seeder's; the readings only need their names and reading media ids.
  await t.ctx.db.insert(schema.livreBibles).values(
    Array.from({ length: 66 }, (_, i) => ({
      id: i + 1,
      numLivre: i + 1,
      nom1: i === 0 ? 'Genèse' : `Livre ${i + 1}`,
      nomSimple3: `L${i + 1}`,
      testament: i < 39 ? ('AT' as const) : ('NT' as const),
      couleur: '#1d3557',
      idMediaLivre: 1449 + i,
    })),
  );
  await readings.run(env);
  await readings.run(env);
}, 120_000);
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (
      (await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

describe('readings seeder', () => {
  it('creates the reading media, tracks and daily readings, and can run twice', async () => {
    expect(await count('daily_reading')).toBe(3 * 366);
    expect(await count('daily_reading where fichier_id is null')).toBe(0);
    expect(await count('media where id between 1449 and 1514')).toBe(66);
    expect(await count('media where id in (137, 153) or id between 2401 and 2406')).toBe(8);
    expect(await count('media_fichier where media_id = 1449')).toBe(5);
  });

  it('moves the media id sequence past the fixed ids', async () => {
    const [row] = await t.ctx.db
      .insert(schema.media)
      .values({ titre: 'Nouveau', mediaTypeId: 1 })
      .returning({ id: schema.media.id });
    expect(row.id).toBeGreaterThan(2406);
  });

  it('titles the first day from the plan', async () => {
    const rows = await t.ctx.db
      .select()
      .from(schema.dailyReadings)
      .where(sql`jour = '01-01'`)
      .orderBy(schema.dailyReadings.plan);
    expect(rows.map((r) => r.titre)).toEqual(['Genèse 1-2', 'Livre 19 1, Livre 40 1', 'Livre 20 1']);
  });
});
