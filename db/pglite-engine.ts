import { mkdirSync } from 'node:fs';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.ts';

/** A statement's values as node-postgres sends them (its `prepareValue`). */
export type StatementValues = (string | Uint8Array | null)[];

/**
 * Sends one statement to the engine and answers the engine's raw reply (protocol messages, up to ReadyForQuery).
 * `values` null sends the text as a simple query, which may hold several statements (a library's own schema script).
 */
export type Exchange = (text: string, values: StatementValues | null) => Promise<Uint8Array>;

/** The embedded database in a folder (in memory when none), created if new, with its extensions, and migrated. */
export async function startPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { unaccent, pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  return client;
}

/** Statements kept prepared (least recently used closed first); longer texts (bulk inserts) never are. */
const maxPrepared = 500;
const maxPreparedLength = 4000;

/**
 * Runs beside PGlite, on whichever thread holds it. A statement goes the way node-postgres talks to a server: Parse
 * (once per text, as a named prepared statement), Bind, Describe, Execute and Sync in one message, run
 * synchronously: statements never interleave, and they run in the order they arrive (decisions 0020, 0023). PGlite's own
 * query() makes six calls into the engine per statement and parses and plans its text every time.
 */
export function statementExchange(client: PGlite): Exchange {
  /** Statement text → name, in order of last use. */
  const prepared = new Map<string, string>();
  let named = 0;

  return (text, values) => {
    if (values === null) return run(client, protocol.serialize.query(text)).done;
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
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const { reply, done } = run(client, Buffer.concat(messages));
    if (preparing && hasMessage(reply, parseComplete)) prepared.set(text, name!);
    return done;
  };
}

/**
 * Runs protocol messages and answers the raw reply, not read here: execProtocolRaw() would also parse it into
 * messages, for nothing (the caller reads them), a tenth of the engine thread's time. The engine runs synchronously
 * within the call, so the reply is whole when it returns (and statements never interleave); PGlite's file systems
 * in Node write through, so there is nothing to flush after.
 */
function run(client: PGlite, messages: Uint8Array): { reply: Uint8Array; done: Promise<Uint8Array> } {
  const chunks: Uint8Array[] = [];
  const ran = client.execProtocolRawStream(messages, {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(new Uint8Array(chunk)),
  });
  const reply = chunks.length === 1 ? chunks[0] : concatenated(chunks);
  return { reply, done: ran.then(() => reply) };
}

/** One array of its own (a Buffer may share its memory with others, which another thread must not be given). */
function concatenated(chunks: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

const parseComplete = 0x31; // '1'

/** Whether a reply holds a message of this type: each is a type byte, then its length (4 bytes, itself included). */
function hasMessage(reply: Uint8Array, type: number): boolean {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let at = 0; at + 5 <= reply.length; at += 1 + view.getInt32(at + 1)) {
    if (reply[at] === type) return true;
  }
  return false;
}
