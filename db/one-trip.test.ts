import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminQuery } from '../tests/support/global-setup.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { inOneTrip, openDatabase, type Database, type DbOrTx } from './client.ts';

/** A page's reads sent together on one connection (decision 0154). */
const serverUrl = process.env.TEST_DATABASE_URL;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The PostgreSQL backend (one per connection) that ran the statement. */
const backend = async (on: DbOrTx = t.ctx.db) => {
  const { rows } = (await on.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return rows[0].pid;
};

describe.skipIf(!serverUrl)('on a PostgreSQL server', () => {
  /** Another pool on the test's database, whose statements may take 300 ms at most. */
  let hasty: Database;
  beforeAll(async () => {
    const { rows } = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(serverUrl!);
    url.pathname = `/${rows[0].name}`;
    hasty = await openDatabase({ url: url.toString(), poolSize: 2, queryTimeoutMs: 300 });
  });
  afterAll(() => hasty.close());

  it('runs the statements started together on one connection, where the pool alone spreads them', async () => {
    const together = await inOneTrip(t.ctx.db, () => Promise.all([backend(), backend(), backend()]));
    expect(new Set(together).size).toBe(1);
    const apart = await Promise.all([backend(), backend(), backend()]);
    expect(new Set(apart).size).toBe(3);
  });

  it('writes the statements started together to the database in one piece', async () => {
    const port = Number(new URL(serverUrl!).port || 5432);
    const writes = () => {
      const spies = [vi.spyOn(Socket.prototype, '_write'), vi.spyOn(Socket.prototype, '_writev')];
      return () => {
        const count = spies.flatMap((s) => s.mock.contexts).filter((s) => (s as Socket).remotePort === port).length;
        spies.forEach((s) => s.mockRestore());
        return count;
      };
    };
    await backend(); // the pool's connections are open: only statements are written below
    await inOneTrip(t.ctx.db, backend);
    let counted = writes();
    await inOneTrip(t.ctx.db, () => Promise.all([backend(), backend(), backend()]));
    expect(counted()).toBe(1);
    counted = writes();
    await Promise.all([backend(), backend(), backend()]);
    expect(counted()).toBe(3);
  });

  it('keeps the statements after a wait on the same connection, and fails a wrong statement alone', async () => {
    const [first, failed, ...after] = await inOneTrip(t.ctx.db, async () => {
      const first = await backend();
      const settled = await Promise.allSettled([t.ctx.db.execute(sql`select 1 / 0`), backend(), backend()]);
      return [first, ...settled] as const;
    });
    expect(failed.status).toBe('rejected');
    expect(after).toEqual([
      { status: 'fulfilled', value: first },
      { status: 'fulfilled', value: first },
    ]);
  });

  it("runs a transaction started inside on one of the pool's connections, not the batch's", async () => {
    const [read, inTransaction] = await inOneTrip(t.ctx.db, () =>
      Promise.all([backend(), t.ctx.db.transaction((tx) => backend(tx))]),
    );
    expect(inTransaction).not.toBe(read);
  });

  it("sends another database's statements to its own pool", async () => {
    const [ours, theirs] = await inOneTrip(t.ctx.db, () => Promise.all([backend(), backend(hasty.db)]));
    expect(theirs).not.toBe(ours);
  });

  it('fails a statement past its time, in a batch or a transaction, without ending the process', async () => {
    const sleep = sql`select pg_sleep(1)`;
    await expect(inOneTrip(hasty.db, () => hasty.db.execute(sleep))).rejects.toThrow();
    await expect(hasty.db.transaction((tx) => tx.execute(sleep))).rejects.toThrow();
    expect(await inOneTrip(hasty.db, () => backend(hasty.db))).toBeGreaterThan(0);
  });

  it('fails the batch when its connection is cut, without ending the process, and the pool serves the next', async () => {
    const failure = await inOneTrip(t.ctx.db, async () => {
      await adminQuery(serverUrl!, `select pg_terminate_backend(${await backend()})`);
      // The connection's end arrives while no statement waits: an event the batch must listen to.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return backend();
    }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(await inOneTrip(t.ctx.db, backend)).toBeGreaterThan(0);
  });
});

describe.skipIf(serverUrl)('on PGlite', () => {
  it('runs the work as it is: one engine in the process, no round trip to save', async () => {
    expect(await inOneTrip(t.ctx.db, () => Promise.all([backend(), backend()]))).toHaveLength(2);
  });
});
