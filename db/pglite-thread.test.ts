import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pgliteParsers, pgliteQueries } from './pglite-client.ts';
import { startPgliteThread } from './pglite-thread.ts';

/** The threads started, to end one as a crash would. */
const workers = vi.hoisted(() => [] as Worker[]);
vi.mock('../platform/worker.ts', async (original) => {
  const actual = await original<typeof import('../platform/worker.ts')>();
  return {
    typeScriptWorker: (...args: Parameters<typeof actual.typeScriptWorker>) => {
      const worker = actual.typeScriptWorker(...args);
      workers.push(worker);
      return worker;
    },
  };
});

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

  it('tells its owner when the thread dies on its own, and not when it is closed', async () => {
    // The folder of the first test, already migrated when it ran (a fresh one is made and migrated otherwise): the
    // start is not under test here, only how the thread's end is told.
    const dataDir = path.join(folder, 'db');
    const stopped: Error[] = [];
    const closed = await startPgliteThread(dataDir, (err) => stopped.push(err));
    await closed.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toEqual([]);

    const engine = await startPgliteThread(dataDir, (err) => stopped.push(err));
    await workers.at(-1)!.terminate();
    await expect(engine.exchange('select 1', [])).rejects.toThrow('stopped');
    await vi.waitFor(() => expect(stopped).toHaveLength(1));
    expect(stopped[0].message).toContain('the database thread stopped');
  }, 120_000);
});
