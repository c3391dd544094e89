import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteParsers, pgliteQueries } from './pglite-client.ts';
import { startPgliteThread } from './pglite-thread.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'mission-pglite-thread-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const open = async (dataDir: string) => {
  const engine = await startPgliteThread(dataDir);
  return { engine, queries: pgliteQueries(engine.exchange, await pgliteParsers(engine.exchange)) };
};

describe('PGlite on its own thread', () => {
  it('keeps what was written once closed, and the migrated schema, when started again on the same folder', async () => {
    const dataDir = path.join(folder, 'db');
    const first = await open(dataDir);
    await first.queries.query('create table essai (titre text)');
    await first.queries.query('insert into essai values ($1)', ['Gardée']);
    await first.engine.close();
    await expect(first.engine.exchange('select 1', [])).rejects.toThrow('stopped');

    const again = await open(dataDir);
    expect((await again.queries.query('select titre from essai')).rows).toEqual([{ titre: 'Gardée' }]);
    expect((await again.queries.query('select count(*)::int as n from donation')).rows).toEqual([{ n: 0 }]);
    await again.engine.close();
    // Migrates a fresh folder (no template: the start itself is under test), beside the other passes of the suite.
  }, 120_000);

  it('refuses to start on a folder it cannot use', async () => {
    const notAFolder = path.join(folder, 'fichier');
    writeFileSync(notAFolder, 'pas un dossier');
    await expect(startPgliteThread(notAFolder)).rejects.toThrow('the database did not start');
  });
});
