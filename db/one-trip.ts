import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * A page's reads sent to PostgreSQL together (decision 0154): during `inOneTrip`, every statement run outside a
 * transaction goes on one connection in PostgreSQL's pipeline mode, the statements started in the same turn written
 * in one piece; their answers come back in order, each its own (an error fails its statement alone). Five reads cost
 * the site one write and about one wake-up of the database instead of five.
 */

/** The connections a process keeps for batches, beside its pool: a batch holds one for about one round trip. */
const BATCH_CONNECTIONS = 4;

/** The connection a batch holds, emptied when the batch ends so that a promise outliving it uses the pool. */
interface Held {
  pool: BatchingPool;
  client: pg.PoolClient | null;
}

const batch = new AsyncLocalStorage<Held>();

/**
 * The site's pool, its connections as pg makes them. Inside one of its batches, `query` goes to the batch's
 * connection. A subclass, not a wrapper: Drizzle starts a transaction on a connection of its own only when its client
 * is a `pg.Pool`, so a transaction inside a batch takes one of the pool's connections, never the batch's.
 */
export class BatchingPool extends pg.Pool {
  /**
   * The batches' connections, in pipeline mode, apart from the pool's: in that mode a statement past its time closes
   * its connection, which a transaction's connection (without a listener of its errors) must not do.
   */
  readonly batches: pg.Pool;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.batches = new pg.Pool({ ...config, max: BATCH_CONNECTIONS, pipeline: true });
    // A batch connection lost while idle is reported where the pool's own are.
    this.batches.on('error', (err) => this.emit('error', err));
  }

  /** pg's overloads of `query`, their arguments passed on unchanged. */
  override query(...args: unknown[]): never {
    const held = batch.getStore();
    const client = held?.pool === this ? held.client : null;
    return Reflect.apply(client ? client.query : super.query, client ?? this, args) as never;
  }

  async close() {
    await Promise.all([this.end(), this.batches.end()]);
  }
}

/**
 * Runs `work`, its statements outside a transaction on one connection, sent together. For reads and single statements:
 * a transaction started inside takes a connection of the pool as usual. On PGlite (one engine in the process, no round
 * trip) or inside another batch, `work` runs as it is.
 */
export async function inOneTrip<T>(db: Db, work: () => Promise<T>): Promise<T> {
  // Drizzle keeps the client it was given: the site's pool on a PostgreSQL server, PGlite's client otherwise.
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof BatchingPool) || batch.getStore()?.client) return work();
  const client = await pool.batches.connect();
  let lost: Error | undefined;
  // A connection lost while no statement waits (or a statement past its time, which closes it in pipeline mode) is
  // reported as an event: without a listener it would end the process.
  const onError = (err: Error) => (lost = err);
  client.on('error', onError);
  const held: Held = { pool, client };
  // What `work` starts in this turn, with the promises it chains (a query builder starts on its `then`), is written
  // in one piece once the turn's microtasks have run.
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  stream.cork();
  let corked = true;
  const flush = () => {
    if (corked) stream.uncork();
    corked = false;
  };
  const flushing = setImmediate(flush);
  try {
    return await batch.run(held, work);
  } finally {
    clearImmediate(flushing);
    flush();
    held.client = null;
    client.off('error', onError);
    // Answers still on their way after a failure arrive in order, for the statements that asked: the connection goes
    // back to the batches unless it is gone.
    client.release(lost);
  }
}
