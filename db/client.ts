import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db, DbOrTx, OpenOptions } from './database.ts';
import { listenOn } from './listen.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { BatchingPool } from './one-trip.ts';
import { isDatabaseUnavailable, withoutPassword } from '../platform/database-unavailable.ts';
import type { SqlExecutor } from '../platform/jobs.ts';
import * as schema from './schema/index.ts';

export { schema };
export type { Database, Db, DbOrTx, OpenOptions } from './database.ts';
export { inOneTrip } from './one-trip.ts';

/** The database could not be reached within the start's time: its message names DATABASE_URL, without password. */
export class DatabaseUnreachable extends Error {}

/** The one lock of migrations and seed (an arbitrary constant, the same in every process of the site). */
const prepareLock = 7_307_201_883;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { url } = options;
  if (url) {
    await reachable(url, options.startTimeoutMs ?? 0);
    const pool = new BatchingPool({
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
      close: () => pool.close(),
      exclusive,
      listen: (channel, handlers) => listenOn(url, channel, handlers),
    };
  }
  // Loaded only here: a process on a PostgreSQL server does without PGlite and its client (decision 0142).
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite(options);
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
