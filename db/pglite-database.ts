import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db, OpenOptions } from './database.ts';
import { pgliteParsers, pgliteQueries } from './pglite-client.ts';
import { startPglite, statementExchange } from './pglite-engine.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

/** The embedded database (no DATABASE_URL): on a thread of its own for the server, in place for tests and scripts. */
export async function openPglite(options: OpenOptions): Promise<Database> {
  const engine = options.thread
    ? await startPgliteThread(options.dataDir, options.onEngineStopped)
    : await pgliteInPlace(options.dataDir);
  const queries = pgliteQueries(engine.exchange, await pgliteParsers(engine.exchange));
  // Drizzle's PGlite driver only calls query() and transaction() (decisions 0020, 0023).
  const db = drizzle({ client: queries as unknown as PGlite, schema }) as unknown as Db;
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

/** PGlite on the calling thread: for tests and short scripts, where a thread of its own would only add its start. */
async function pgliteInPlace(dataDir?: string) {
  const client = await startPglite(dataDir);
  return { exchange: statementExchange(client), close: () => client.close() };
}
