import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlExecutor } from '../db/client.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { createLogger } from './logger.ts';
import { openJobQueue, type JobQueue } from './jobs.ts';

// The same checks on in-memory PGlite and, with TEST_DATABASE_URL, on PostgreSQL (decision 0024).
let t: TestContext;
let queue: JobQueue;
const ran: string[] = [];
const handlers = {
  note: async (data: unknown) => void ran.push((data as { word: string }).word),
  flaky: async () => {
    throw new Error('serveur SMTP injoignable');
  },
};

beforeAll(async () => {
  t = await createTestContext();
  await t.ctx.db.execute(sql`create table essai_taches (id serial primary key, mot text not null)`);
  queue = await openJobQueue({
    sql: t.database.sql,
    log: createLogger(t.ctx.config),
    queues: [
      { name: 'note', retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 60 },
      { name: 'flaky', retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 60 },
    ],
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('job queue', () => {
  it('keeps a job only if the transaction that added it commits, and runs it once', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into essai_taches (mot) values ('gardé')`);
      await queue.send(sqlExecutor(tx), 'note', { word: 'gardé' });
    });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into essai_taches (mot) values ('annulé')`);
        await queue.send(sqlExecutor(tx), 'note', { word: 'annulé' });
        throw new Error('échec après coup');
      }),
    ).rejects.toThrow('échec après coup');
    expect(await queue.drain(handlers)).toBe(1);
    expect(await queue.drain(handlers)).toBe(0);
    expect(ran).toEqual(['gardé']);
  });

  it('retries a failing job, then keeps it as failed where it can be seen', async () => {
    await queue.send(t.database.sql, 'flaky', {});
    expect(await queue.drain(handlers)).toBe(3);
    expect(await queue.counts()).toContainEqual({ queue: 'flaky', state: 'failed', count: 1 });
  });

  it('sends a failed job again at once, whatever later time a backoff had set', async () => {
    await queue.send(t.database.sql, 'note', { word: 'renvoyé' });
    // As a job that failed while its next attempt was set for later.
    await t.database.sql.executeSql(
      `update pgboss.job set state = 'failed', start_after = now() + interval '1 hour' where name = 'note' and state = 'created'`,
      [],
    );
    const [failed] = (await queue.list({ states: ['failed'], queues: ['note'], limit: 1, offset: 0 })).jobs;
    expect(await queue.retry(t.database.sql, 'note', failed.id)).toBe(true);
    expect(await queue.drain(handlers)).toBe(1);
    expect(ran).toContain('renvoyé');
    expect(await queue.retry(t.database.sql, 'note', failed.id)).toBe(false);
  });
});

describe('a job held by a process', () => {
  it('is taken again once that process stops beating, never from a living worker or command, however long it runs', async () => {
    const runs: string[] = [];
    const open = (maintain: boolean) =>
      openJobQueue({
        sql: t.database.sql,
        schema: 'taches_battement',
        log: createLogger(t.ctx.config),
        maintain,
        maintenanceIntervalSeconds: 1,
        queues: [{ name: 'slow', retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 300, heartbeatSeconds: 10 }],
      });
    // The server, which maintains the queue, and a command's process, which runs the due jobs itself (drain).
    const beating = await open(true);
    const command = await open(false);
    const slow = async (data: unknown) => {
      const { word } = data as { word: string };
      runs.push(word);
      // Longer than the heartbeat: the living process beats for it.
      if (word !== 'abandonnée') await new Promise((r) => setTimeout(r, 14_000));
    };
    try {
      await beating.send(t.database.sql, 'slow', { word: 'par une commande' });
      await beating.send(t.database.sql, 'slow', { word: 'longue' });
      await beating.send(t.database.sql, 'slow', { word: 'abandonnée' });
      // As a process that died left it: taken, and silent for 20 s.
      await t.database.sql.executeSql(
        `update taches_battement.job set state = 'active', started_on = now() - interval '20 seconds',
           heartbeat_on = now() - interval '20 seconds' where data->>'word' = 'abandonnée'`,
      );
      // The command takes the oldest job; the server's worker the next.
      const drained = command.drain({ slow });
      await new Promise((r) => setTimeout(r, 300));
      await beating.work({ slow });
      await expect
        .poll(async () => (await beating.counts()).filter((c) => c.state === 'completed'), {
          timeout: 30_000,
          interval: 500,
        })
        .toEqual([{ queue: 'slow', state: 'completed', count: 3 }]);
      await drained;
      expect(runs.sort()).toEqual(['abandonnée', 'longue', 'par une commande']);
    } finally {
      await command.stop();
      await beating.stop();
    }
  }, 45_000);
});

describe('a scheduled queue', () => {
  it('is kept on its schedule by the process that maintains the queue, once however often it starts', async () => {
    const open = () =>
      openJobQueue({
        sql: t.database.sql,
        schema: 'taches_planifiees',
        log: createLogger(t.ctx.config),
        maintain: true,
        queues: [
          {
            name: 'yearly',
            retryLimit: 0,
            retryDelaySeconds: 0,
            expireInSeconds: 60,
            single: true,
            cron: { expression: '0 6 20 1 *', tz: 'Europe/Paris' },
          },
        ],
      });
    await (await open()).stop();
    const again = await open();
    const { rows } = await t.database.sql.executeSql('select name, cron, timezone from taches_planifiees.schedule');
    await again.stop();
    expect(rows).toEqual([{ name: 'yearly', cron: '0 6 20 1 *', timezone: 'Europe/Paris' }]);
  });
});
