import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

type Parsers = PGlite['parsers'];
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** The part of PGlite that Drizzle's PGlite driver calls. */
export interface PgliteQueries {
  query: Query;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec' | 'rollback'>) => Promise<T>): Promise<T>;
}

/** Statements kept prepared per database (least recently used dropped first); longer texts (bulk inserts) never are. */
const maxPrepared = 500;
const maxPreparedLength = 4000;

/**
 * Parameterised statements for Drizzle, sent the way node-postgres talks to a server: Parse (once per statement
 * text, as a named prepared statement), Bind with the values as text, Describe, Execute and Sync in one message.
 * PGlite's own query() makes six calls into the engine per statement, parses the text every time and copies its
 * table of type parsers on each call; on the donation path that was most of the time spent (decision 0020).
 * Values are prepared as node-postgres prepares them, so a statement behaves the same on PGlite and PostgreSQL.
 */
export function pgliteQueries(client: PGlite): PgliteQueries {
  /** Statement text → name, in order of last use. */
  const prepared = new Map<string, string>();
  let named = 0;
  const parserTables = new Map<string, Parsers>();

  /** PGlite's parsers with the caller's overrides (Drizzle passes the same few for every statement). */
  function parsersFor(options?: QueryOptions): Parsers {
    const overrides = options?.parsers;
    if (!overrides) return client.parsers;
    const key = Object.keys(overrides).join(',');
    let table = parserTables.get(key);
    if (!table) parserTables.set(key, (table = { ...client.parsers, ...overrides }));
    return table;
  }

  /** One statement; the caller holds PGlite's query lock (and its transaction lock outside a transaction). */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const messages: Uint8Array[] = [];
    let name = prepared.get(text);
    const preparing = name === undefined && text.length <= maxPreparedLength;
    if (name !== undefined) {
      prepared.delete(text);
      prepared.set(text, name);
    } else if (preparing) {
      name = `s${++named}`;
      if (prepared.size >= maxPrepared) {
        const [oldest, oldName] = prepared.entries().next().value!;
        prepared.delete(oldest);
        messages.push(protocol.serialize.close({ type: 'S', name: oldName }));
      }
    }
    if (name === undefined || preparing) messages.push(protocol.serialize.parse({ name, text }));
    messages.push(
      protocol.serialize.bind({ statement: name, values: params.map((value) => pgUtils.prepareValue(value)) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const { messages: answer } = await client.execProtocol(Buffer.concat(messages), { throwOnError: false });
    if (preparing && answer.some((m) => m.name === 'parseComplete')) prepared.set(text, name!);
    const error = answer.find((m) => m.name === 'error');
    if (error) throw Object.assign(error, { query: text, params });
    return parse.parseResults(answer, parsersFor(options), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  return {
    query: (text, params, options) =>
      client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options))),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          query: (text, params, options) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return client._runExclusiveQuery(() => run(text, params, options));
          },
          exec: tx.exec,
          rollback: tx.rollback,
        }),
      ),
  };
}
