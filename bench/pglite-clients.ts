/**
 * The embedded database's client against Drizzle's own PGlite driver, side by side in one run (decision 0095): the
 * same Drizzle statements on one PGlite engine (the site's migrated schema and a table of 1,000 rows), through
 *   - the in-house client (db/pglite-client.ts) with PGlite in place, as tests and scripts run it;
 *   - the in-house client with PGlite on its own thread, as the server runs it (db/pglite-thread.ts);
 *   - `drizzle-orm/pglite` over PGlite itself, with only the guard against statements outside a transaction
 *     (an AsyncLocalStorage wrapper of PGlite's `query()` and `transaction()`).
 * Rows: a select by key one at a time, the same from 16 callers at once, a transaction (insert and select) from 16
 * callers, and a "page": the 12 statements a signed-in page costs, in sequence (pages per second for one caller).
 * Each row runs BENCH_SECONDS (5) after a one-second warm-up; ops/s, p50 and p99 per operation.
 *   npx tsx bench/pglite-clients.ts
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { pgliteParsers, pgliteQueries } from '../db/pglite-client.ts';
import { startPglite, statementExchange, type Exchange } from '../db/pglite-engine.ts';
import { startPgliteThread } from '../db/pglite-thread.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rows = pgTable('bench_rows', { id: integer('id').primaryKey(), name: text('name').notNull() });
type Db = PgliteDatabase<Record<string, never>>;

/** Drizzle's own driver, with the in-house client's one guard kept: a statement on the database inside a transaction. */
function guarded(client: PGlite): PGlite {
  const open = new AsyncLocalStorage<boolean>();
  const refuse = () => {
    if (open.getStore()) throw new Error('statement outside the transaction');
  };
  return {
    query: (...args: Parameters<PGlite['query']>) => (refuse(), client.query(...args)),
    transaction: (callback: Parameters<PGlite['transaction']>[0]) => (
      refuse(),
      client.transaction((tx) => open.run(true, () => callback(tx)))
    ),
  } as unknown as PGlite;
}

async function inHouse(exchange: Exchange): Promise<Db> {
  const queries = pgliteQueries(exchange, await pgliteParsers(exchange));
  return drizzle({ client: queries as unknown as PGlite });
}

async function measure(label: string, work: () => Promise<unknown>, callers: number) {
  const until = (ms: number) => performance.now() + ms;
  const loop = async (end: number, times: number[]) => {
    while (performance.now() < end) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
  };
  const warm = until(1000);
  await Promise.all(Array.from({ length: callers }, () => loop(warm, [])));
  const times: number[] = [];
  const started = performance.now();
  const end = until(seconds * 1000);
  await Promise.all(Array.from({ length: callers }, () => loop(end, times)));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return { label, perSecond: Math.round(times.length / elapsed), p50: at(0.5), p99: at(0.99) };
}

/** A signed-in page's statements (session, member, roles, a list, counts…): 12 reads by key and range. */
async function page(db: Db) {
  for (let i = 0; i < 10; i++)
    await db
      .select()
      .from(rows)
      .where(eq(rows.id, 1 + ((i * 97) % 1000)));
  await db
    .select()
    .from(rows)
    .where(sql`${rows.id} between 100 and 120`);
  await db.execute(sql`select count(*) from bench_rows`);
}

async function rowsFor(client: string, db: Db) {
  let next = 100_000 + Math.floor(Math.random() * 1_000_000_000);
  const byKey = () =>
    db
      .select()
      .from(rows)
      .where(eq(rows.id, 1 + Math.floor(Math.random() * 1000)));
  return [
    await measure(`${client}: select by key, one caller`, byKey, 1),
    await measure(`${client}: select by key, 16 callers`, byKey, 16),
    await measure(
      `${client}: transaction (insert, select), 16 callers`,
      () =>
        db.transaction(async (tx) => {
          const id = next++;
          await tx.insert(rows).values({ id, name: `n${id}` });
          await tx.select().from(rows).where(eq(rows.id, id));
        }),
      16,
    ),
    await measure(`${client}: page of 12 statements, one caller`, () => page(db), 1),
  ];
}

async function fill(db: Db) {
  await db.execute(sql`create table bench_rows (id int primary key, name text not null)`);
  await db.execute(sql`insert into bench_rows select i, 'nom ' || i from generate_series(1, 1000) i`);
}

const engine = await startPglite();
await fill(drizzle({ client: engine }));
const results = [
  ...(await rowsFor('in-house, in place', await inHouse(statementExchange(engine)))),
  ...(await rowsFor('drizzle-orm/pglite + guard', drizzle({ client: guarded(engine) }))),
];
await engine.close();

const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-clients-'));
const thread = await startPgliteThread(dataDir);
const threaded = await inHouse(thread.exchange);
await fill(threaded);
results.push(...(await rowsFor('in-house, own thread', threaded)));
await thread.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`${seconds} s per row; ops/s, p50 and p99 in ms per operation`);
console.table(results);
