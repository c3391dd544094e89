import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../tests/support/global-setup.ts';
import { createLogger } from '../platform/logger.ts';
import { loadConfig } from '../platform/config.ts';
import { localFileStore } from '../platform/files.ts';
import { DatabaseUnreachable, openDatabase, type Database } from './client.ts';
import { seedIfEmpty } from './seed/index.ts';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';

/** The driver when the PostgreSQL server goes away or is not there yet (decision 0083). */
const serverUrl = process.env.TEST_DATABASE_URL;
const dropped: string[] = [];
afterAll(async () => {
  for (const name of dropped) await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
});

/** A new, empty database on the test server (nothing migrated). */
async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `f_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl!, `create database ${name}`);
  dropped.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

describe('start against a database that cannot be reached', () => {
  /** A start against `url`, allowed 1.5 s: what it failed with, and after how long. */
  async function failedStart(url: string) {
    const started = Date.now();
    const failure = await openDatabase({ url, startTimeoutMs: 1500 }).then(
      () => null,
      (err: unknown) => err,
    );
    return { failure, waitedMs: Date.now() - started };
  }

  it('tries again for the time allowed, then fails with one French line naming DATABASE_URL without its password', async () => {
    const { failure, waitedMs } = await failedStart('postgres://site:secret@127.0.0.1:1/mission');
    expect(failure).toBeInstanceOf(DatabaseUnreachable);
    const message = (failure as Error).message;
    expect(message).toMatch(
      /^Base de données injoignable \(DATABASE_URL=postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/mission/,
    );
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
    expect(waitedMs).toBeGreaterThanOrEqual(1000);
  });

  it('tries again too when the server is reached through a socket whose file is gone (a server stopped)', async () => {
    const { failure, waitedMs } = await failedStart('postgres://site@localhost/mission?host=/nonexistent');
    expect(failure).toBeInstanceOf(DatabaseUnreachable);
    expect((failure as Error).message).toContain('connect ENOENT /nonexistent/.s.PGSQL.5432');
    expect(waitedMs).toBeGreaterThanOrEqual(1000);
  });

  it('tells a database that is away from a statement’s own fault', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    // A file the site reads, missing: not the database.
    expect(isDatabaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBe(
      false,
    );
  });
});

describe.skipIf(!serverUrl)('PostgreSQL server going away and processes started together', () => {
  it('survives the server ending its connections (a restart, a failover), and answers again at once', async () => {
    const { name, url } = await emptyDatabase();
    const lost: Error[] = [];
    const database = await openDatabase({ url, poolSize: 3, onIdleError: (err) => lost.push(err) });
    try {
      // Three idle connections in the pool.
      await Promise.all([1, 2, 3].map(() => database.sql.executeSql('select pg_sleep(0.05)')));
      await adminQuery(
        serverUrl!,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );
      // The server ends the three backends one after the other: each idle connection is noticed as it goes.
      await expect.poll(() => lost.length).toBeGreaterThanOrEqual(3);
      expect(lost.every(isDatabaseUnavailable)).toBe(true);
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('migrates and seeds once when two processes start together on an empty database', async () => {
    const { url } = await emptyDatabase();
    const seeded: string[] = [];
    const log = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
    log.info = ((_: unknown, message?: string) => void seeded.push(message ?? '')) as typeof log.info;
    const folder = mkdtempSync(path.join(tmpdir(), 'mission-faults-files-'));
    const start = async (): Promise<Database> => {
      const database = await openDatabase({ url, poolSize: 4 });
      await seedIfEmpty(database, { db: database.db, files: localFileStore(folder), log, demoAccounts: false });
      return database;
    };
    const databases = await Promise.all([start(), start()]).finally(() =>
      rmSync(folder, { recursive: true, force: true }),
    );
    await Promise.all(databases.map((database) => database.close()));
    expect(seeded.filter((message) => message === 'contenu de démonstration chargé')).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_extension where extname = $1',
      ['unaccent'],
    );
    await client.end();
    expect(rows[0].n).toBe(1);
  }, 180_000);
});
