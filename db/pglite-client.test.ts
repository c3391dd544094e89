import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteParsers, pgliteQueries, StatementOutsideTransactionError, type PgliteQueries } from './pglite-client.ts';
import { startPglite, statementExchange, type Exchange } from './pglite-engine.ts';
import { startPgliteThread } from './pglite-thread.ts';

type Engine = { exchange: Exchange; close(): Promise<void> };
const engines: [string, () => Promise<Engine>][] = [
  [
    'in place',
    async () => {
      const client = await startPglite();
      return { exchange: statementExchange(client), close: () => client.close() };
    },
  ],
  ['on its own thread', () => startPgliteThread()],
];

describe.each(engines)('pgliteQueries, PGlite %s', (_, start) => {
  let engine: Engine;
  let queries: PgliteQueries;

  beforeAll(async () => {
    engine = await start();
    queries = pgliteQueries(engine.exchange, await pgliteParsers(engine.exchange));
    await queries.query(`create table essai (
      id serial primary key, titre text not null unique, poids int, publie boolean, le timestamptz,
      donnees jsonb, mots text[], brut bytea)`);
  });
  afterAll(() => engine.close());

  const prepared = async () =>
    (await queries.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

  it('sends values as node-postgres does and reads rows back typed', async () => {
    const le = new Date('2026-03-01T10:00:00Z');
    const inserted = await queries.query<{ id: number }>(
      'insert into essai (titre, poids, publie, le, donnees, mots, brut) values ($1, $2, $3, $4, $5, $6, $7) returning id',
      ['Psaume 23', 7, true, le, JSON.stringify({ verset: 1 }), ['berger', 'repos'], Buffer.from([1, 2, 3])],
    );
    const { rows } = await queries.query<Record<string, unknown>>('select * from essai where id = $1', [
      inserted.rows[0].id,
    ]);
    expect(rows[0]).toMatchObject({
      titre: 'Psaume 23',
      poids: 7,
      publie: true,
      donnees: { verset: 1 },
      mots: ['berger', 'repos'],
    });
    expect((rows[0].le as Date).toISOString()).toBe(le.toISOString());
    expect([...(rows[0].brut as Uint8Array)]).toEqual([1, 2, 3]);
  });

  it('answers array rows when asked, with the caller’s parsers', async () => {
    const { rows } = await queries.query('select titre, le from essai where titre = $1', ['Psaume 23'], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `brut:${value}` },
    });
    expect(rows[0]).toEqual(['Psaume 23', expect.stringMatching(/^brut:2026-03-01/)]);
  });

  it('prepares a statement once and reuses it', async () => {
    const before = await prepared();
    for (let i = 0; i < 5; i++) await queries.query('select $1::int + 1 as n', [i]);
    expect(await prepared()).toBe(before + 1);
  });

  it('throws the database error with its code, and the statement still works afterwards', async () => {
    const insert = 'insert into essai (titre) values ($1)';
    await queries.query(insert, ['Unique']);
    await expect(queries.query(insert, ['Unique'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'essai_titre_key',
    });
    await expect(queries.query(insert, ['Autre'])).resolves.toMatchObject({ affectedRows: 1 });
    await expect(queries.query('select from nulle_part where x = $1', [1])).rejects.toMatchObject({ code: '42P01' });
  });

  it('runs a transaction as one unit: rolled back on error, committed otherwise', async () => {
    await expect(
      queries.transaction(async (tx) => {
        await tx.query('insert into essai (titre) values ($1)', ['Perdue']);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await queries.transaction((tx) => tx.query('insert into essai (titre) values ($1)', ['Gardée']));
    const { rows } = await queries.query<{ titre: string }>('select titre from essai where titre in ($1, $2)', [
      'Perdue',
      'Gardée',
    ]);
    expect(rows).toEqual([{ titre: 'Gardée' }]);
  });

  it('keeps a statement from another caller out of a running transaction', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = queries.transaction(async (tx) => {
      await tx.query('insert into essai (titre, poids) values ($1, $2)', ['Concurrente', 1]);
      entered();
      await new Promise((r) => setTimeout(r, 20));
      return (await tx.query<{ poids: number }>('select poids from essai where titre = $1', ['Concurrente'])).rows[0]
        .poids;
    });
    await inside;
    const update = queries.query('update essai set poids = 2 where titre = $1', ['Concurrente']);
    expect(await transaction).toBe(1);
    await update;
    const { rows } = await queries.query<{ poids: number }>('select poids from essai where titre = $1', [
      'Concurrente',
    ]);
    expect(rows[0].poids).toBe(2);
  });

  it('refuses a statement sent on the database from inside a transaction, which would wait for it forever', async () => {
    await expect(
      queries.transaction(async () => {
        await queries.query('select 1');
      }),
    ).rejects.toThrow(StatementOutsideTransactionError);
    await expect(queries.transaction(() => queries.transaction(async () => 1))).rejects.toThrow(
      StatementOutsideTransactionError,
    );
    // Once the transaction has ended, its callback's leftovers may use the database again.
    let later!: () => Promise<unknown>;
    await queries.transaction(async () => void (later = () => queries.query('select 1')));
    await expect(later()).resolves.toMatchObject({ rows: [{ '?column?': 1 }] });
  });

  it('runs a script of several statements and answers the rows of each', async () => {
    const { rows } = await queries.script<{ n: number }>(
      'begin; create temporary table t1 (n int); insert into t1 values (7), (8) returning n; select 9 as n; commit',
    );
    expect(rows).toEqual([{ n: 7 }, { n: 8 }, { n: 9 }]);
  });
});
