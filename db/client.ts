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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      listen: (channel, handlers) => listenOn(url, channel, handlers),
    };
  }
  const engine = options.thread ? await startPgliteThread(options.dataDir) : await pgliteInPlace(options.dataDir);
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
  };
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
