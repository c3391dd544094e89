import { AsyncLocalStorage } from 'node:async_hooks';
import { parse, protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import type { Exchange } from './pglite-engine.ts';

type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** The part of PGlite that Drizzle's PGlite driver calls. */
export interface PgliteQueries {
  query: Query;
  transaction<T>(callback: (tx: { query: Query }) => Promise<T>): Promise<T>;
  /**
   * A script of several statements (simple protocol, no values): the rows of every statement in order, as a library
   * reads node-postgres' answer to a script (pg-boss's `begin; … returning …; commit`).
   */
  script<T>(text: string): Promise<Results<T>>;
}

/**
 * Marks the code running inside a transaction's callback. The engine has one session: a statement sent on the
 * database (not on the transaction's handle) from there would wait for the transaction to end, which waits for
 * the statement — it fails at once instead (decision 0025).
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export class StatementOutsideTransactionError extends Error {
  constructor() {
    super("a statement was sent on the database from inside a transaction: use the transaction's handle");
  }
}

function refuseInsideTransaction() {
  if (openTransaction.getStore()?.open) throw new StatementOutsideTransactionError();
}

/**
 * PGlite's type parsers, with one for each array type as PGlite adds them when it starts (read from pg_type, so
 * arrays of the types the migrations created are included).
 */
export async function pgliteParsers(exchange: Exchange): Promise<Parsers> {
  const parsers: Parsers = { ...types.parsers };
  const { rows } = await pgliteQueries(exchange, parsers).query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
  );
  for (const { oid, typarray } of rows) {
    parsers[typarray] = (value) => types.arrayParser(value, parsers[oid], typarray);
  }
  return parsers;
}

/**
 * Drizzle's `query()` and `transaction()` over an exchange with PGlite, wherever it runs (decision 0023). Values are
 * prepared as node-postgres prepares them, so a statement behaves the same on PGlite and PostgreSQL; replies are
 * read with PGlite's own protocol parser and result reader.
 *
 * The engine runs statements in the order they are sent, so a statement outside any transaction is sent at once,
 * unless a transaction is open or waiting: it then waits its turn, and a transaction holds the turn until it ends.
 */
export function pgliteQueries(exchange: Exchange, parsers: Parsers): PgliteQueries {
  const reader = new protocol.Parser();
  const parserTables = new Map<string, Parsers>();

  /** The parsers with the caller's overrides (Drizzle passes the same few for every statement). */
  function parsersFor(options?: QueryOptions): Parsers {
    const overrides = options?.parsers;
    if (!overrides) return parsers;
    const key = Object.keys(overrides).join(',');
    let table = parserTables.get(key);
    if (!table) parserTables.set(key, (table = { ...parsers, ...overrides }));
    return table;
  }

  /** Sends the statement synchronously (before the first await), then reads the reply (null values: a script). */
  async function run<T>(text: string, params: unknown[] | null = [], options?: QueryOptions): Promise<Results<T>> {
    const reply = await exchange(text, params && params.map((value) => pgUtils.prepareValue(value)));
    const messages: BackendMessage[] = [];
    reader.parse(reply, (message) => messages.push(message));
    const error = messages.find((m) => m.name === 'error');
    if (error) throw Object.assign(error, { query: text, params });
    const results = parse.parseResults(messages, parsersFor(options), { rowMode: options?.rowMode });
    if (params) return results[0] as Results<T>;
    return { rows: results.flatMap((r) => r.rows), fields: results.at(-1)?.fields ?? [] } as Results<T>;
  }

  /** Runs now, or after the transactions open or waiting. */
  function inTurn<T>(send: () => Promise<T>): Promise<T> {
    try {
      refuseInsideTransaction();
    } catch (err) {
      return Promise.reject(err);
    }
    if (queued === 0) return send();
    const { ready, release } = takeTurn();
    return ready.then(() => {
      const result = send();
      release();
      return result;
    });
  }

  /** Resolves when every caller ahead has sent its statements (a transaction: when it has ended). */
  let turn: Promise<void> = Promise.resolve();
  /** Callers holding or waiting for a turn. */
  let queued = 0;
  function takeTurn(): { ready: Promise<void>; release(): void } {
    const ready = turn;
    let release!: () => void;
    turn = new Promise((resolve) => (release = resolve));
    queued++;
    return {
      ready,
      release: () => {
        queued--;
        release();
      },
    };
  }

  return {
    query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      return inTurn(() => run<T>(text, params, options));
    },

    script<T>(text: string) {
      return inTurn(() => run<T>(text, null));
    },

    async transaction(callback) {
      refuseInsideTransaction();
      const { ready, release } = takeTurn();
      await ready;
      let closed = false;
      const tx = {
        query: ((text, params, options) => {
          if (closed) return Promise.reject(new Error('Transaction is closed'));
          return run(text, params, options);
        }) as Query,
      };
      const state = { open: true };
      try {
        await run('BEGIN');
        try {
          const result = await openTransaction.run(state, () => callback(tx));
          closed = true;
          await run('COMMIT');
          return result;
        } catch (err) {
          if (!closed) {
            closed = true;
            await run('ROLLBACK');
          }
          throw err;
        }
      } finally {
        state.open = false;
        release();
      }
    },
  };
}
