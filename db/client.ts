import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteParsers, pgliteQueries } from './pglite-client.ts';
import { listenOn, type ListenHandlers } from './listen.ts';
import { migrationsFolder, startPglite, statementExchange } from './pglite-engine.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { isDatabaseUnavailable, withoutPassword } from '../platform/database-unavailable.ts';
import type { SqlExecutor } from '../platform/jobs.ts';
import * as schema from './schema/index.ts';

export { schema };
export type { SqlExecutor, ListenHandlers };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: operations accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The database's own executor: without values, the text may hold several statements. */
  sql: SqlExecutor;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the site's advisory lock (PostgreSQL server), so that processes started together migrate
   * and seed one after the other: the later one waits, then finds nothing left to do. PGlite serves one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The notifications of a channel, on a connection of their own (PostgreSQL server only: PGlite serves one process,
   * which needs no word of its own changes).
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite folder; absent means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite on a thread of its own (the server's choice), rather than on the calling thread. */
  thread?: boolean;
  /** PostgreSQL: how long to try again while the server cannot be reached at start (a container before its database). */
  startTimeoutMs?: number;
  /** PostgreSQL: the longest wait for a connection, and for a statement's answer, before failing (default 3 s and 10 s). */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  /** A connection of the pool lost while idle (a restart, a failover): logged, the pool opens another when asked. */
  onIdleError?: (err: Error) => void;
  /** PGlite's thread stopped on its own: every statement fails from now on, the process must be restarted. */
  onEngineStopped?: (err: Error) => void;
}

/** The database could not be reached within the start's time: its message names DATABASE_URL, without password. */
export class DatabaseUnreachable extends Error {}

/** The one lock of migrations and seed (an arbitrary constant, the same in every process of the site). */
const prepareLock = 7_307_201_883;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { url } = options;
  if (url) {
    await reachable(url, options.startTimeoutMs ?? 0);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
      query_timeout: options.queryTimeoutMs ?? 10_000,
      keepAlive: true,
    });
    // Without a listener, an idle connection ended by the server (pg_terminate_backend, a restart) kills the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const exclusive = <T>(work: () => Promise<T>) => holdingLock(url, work);
    await exclusive(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      exclusive,
      listen: (channel, handlers) => listenOn(url, channel, handlers),
    };
  }
  const engine = options.thread
    ? await startPgliteThread(options.dataDir, options.onEngineStopped)
    : await pgliteInPlace(options.dataDir);
  const queries = pgliteQueries(engine.exchange, await pgliteParsers(engine.exchange));
  // Drizzle's PGlite driver only calls query() and transaction() (decisions 0020, 0023).
  const db = drizzlePglite({ client: queries as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: {
      executeSql: (text, values) => (values?.length ? queries.query(text, values) : queries.script(text)),
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: engine.close,
    exclusive: (work) => work(),
  };
}

/** Runs `work` holding the advisory lock on a connection of its own, released (with the connection) after. */
async function holdingLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [prepareLock]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is not reached.
    await client.query('select pg_advisory_unlock($1)', [prepareLock]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * Resolves once the server answers, trying again with a growing pause (0.25 s doubled up to 5 s) while it cannot be
 * reached, for up to `timeoutMs`; then fails with one French line naming DATABASE_URL and the reason.
 */
async function reachable(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() >= deadline) {
        const reason = err instanceof Error ? err.message || (err as { code?: string }).code : String(err);
        const waited = Math.round((Date.now() - started) / 1000);
        throw new DatabaseUnreachable(
          `Base de données injoignable (DATABASE_URL=${withoutPassword(url)}, essais pendant ${waited} s) : ${reason}`,
        );
      }
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())));
  }
}

/** PGlite on the calling thread: for tests and short scripts, where a thread of its own would only add its start. */
async function pgliteInPlace(dataDir?: string) {
  const client = await startPglite(dataDir);
  return { exchange: statementExchange(client), close: () => client.close() };
}

/**
 * Plain SQL run by Drizzle on the database or inside the caller's transaction, so that a library's statement (a job
 * added) commits or rolls back with the caller's. `$n` placeholders become Drizzle parameters.
 */
export function sqlExecutor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part))));
      const result = (await db.execute(query)) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
