import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * A page's reads sent to PostgreSQL together (decision 0154): during `inOneTrip`, every statement run outside a
 * transaction goes on one connection of the pool, in PostgreSQL's pipeline mode, the statements started in one turn
 * written in one piece; their answers come back in order, each its own (an error fails its statement alone). Five
 * reads cost the site one write and about one wake-up of the database instead of five.
 */

/** The connection a batch holds; emptied when the batch ends, so that a promise outliving it uses the pool. */
interface Held {
  client: pg.PoolClient | null;
}

const batch = new AsyncLocalStorage<Held>();

/**
 * The site's pool: `query` goes to the held connection inside a batch, else as pg-pool does. A subclass, not a
 * wrapper, because Drizzle starts a transaction on a connection of its own only when its client is a `pg.Pool`.
 */
export class PipelinedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, pipeline: true });
  }

  /** pg's overloads of `query`, their arguments passed on unchanged. */
  override query(...args: unknown[]): never {
    const held = batch.getStore()?.client;
    return Reflect.apply(held ? held.query : super.query, held ?? this, args) as never;
  }
}

const pools = new WeakMap<Db, PipelinedPool>();

/** Called by openDatabase: the pool whose connections carry `db`'s batches. */
export function carriesBatches(db: Db, pool: PipelinedPool) {
  pools.set(db, pool);
}

/**
 * Runs `work`, its statements outside a transaction on one connection, sent together. For reads and single statements:
 * a transaction started inside takes a connection of its own as usual. On PGlite (one engine, no round trip) or
 * inside another batch, `work` runs as it is.
 */
export async function inOneTrip<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool || batch.getStore()?.client) return work();
  const client = await pool.connect();
  let lost: Error | undefined;
  // A connection lost while no statement waits is reported as an event: without a listener it would end the process.
  const onError = (err: Error) => (lost = err);
  client.on('error', onError);
  const held: Held = { client };
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  let failed = false;
  try {
    // The statements `work` starts before its first wait are written in one piece when the stream is uncorked.
    stream.cork();
    let running: Promise<T>;
    try {
      running = batch.run(held, work);
    } finally {
      stream.uncork();
    }
    return await running;
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    held.client = null;
    client.off('error', onError);
    // After a failure a statement may still be on the wire: the connection is closed rather than shared half-read.
    client.release(failed || lost ? (lost ?? true) : undefined);
  }
}
