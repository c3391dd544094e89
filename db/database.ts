import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SqlExecutor } from '../platform/jobs.ts';
import type { ListenHandlers } from './listen.ts';
import type * as schema from './schema/index.ts';

/** The database as the site sees it, whichever engine serves it (db/client.ts opens it). */
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
