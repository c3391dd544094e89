import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { openJobQueue } from './jobs.ts';
import { createLogger } from './logger.ts';

// A schema as pg-boss 10 left it (version 24, its job table's columns), on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL (decision 0094).
let t: TestContext;
const schema = 'taches_v10_essai';

beforeAll(async () => {
  t = await createTestContext();
  await t.database.sql.executeSql(`
    create schema ${schema};
    create table ${schema}.version (version int primary key);
    insert into ${schema}.version values (24);
    create table ${schema}.job (
      id uuid primary key default gen_random_uuid(), name text not null, priority int not null default 0, data jsonb,
      state text not null default 'created', retry_limit int not null default 2, retry_count int not null default 0,
      retry_delay int not null default 0, retry_backoff boolean not null default false,
      start_after timestamptz not null default now(), started_on timestamptz, singleton_key text,
      singleton_on timestamp, expire_in interval not null default interval '15 minutes',
      created_on timestamptz not null default now(), completed_on timestamptz,
      keep_until timestamptz not null default now() + interval '14 days', output jsonb, dead_letter text, policy text);
    insert into ${schema}.job (name, data, state, output, completed_on) values
      ('note', '{"word":"en attente"}', 'created', null, null),
      ('note', '{"word":"en cours"}', 'active', null, null),
      ('note', '{"word":"échouée"}', 'failed', '{"message":"SMTP refusé"}', now()),
      ('note', '{"word":"envoyée"}', 'completed', null, now()),
      ('note', '{"word":"annulée"}', 'cancelled', null, now()),
      ('disparue', '{}', 'created', null, null);`);
});
afterAll(async () => {
  await t.database.sql.executeSql(
    `drop schema if exists ${schema} cascade; drop schema if exists ${schema}_v10 cascade`,
  );
  await t.close();
});

describe('the job queue moved from pg-boss 10', () => {
  it('keeps the jobs of known queues, runs those that were waiting or running, and drops the old schema', async () => {
    const queue = await openJobQueue({
      sql: t.database.sql,
      schema,
      log: createLogger(t.ctx.config),
      queues: [{ name: 'note', retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 60 }],
    });
    try {
      expect(await queue.counts()).toEqual([
        { queue: 'note', state: 'completed', count: 1 },
        { queue: 'note', state: 'created', count: 1 },
        { queue: 'note', state: 'failed', count: 1 },
        { queue: 'note', state: 'retry', count: 1 },
      ]);
      const { jobs } = await queue.list({ queues: ['note'], states: ['failed'], limit: 5, offset: 0 });
      expect(jobs.map((j) => [j.data, j.error])).toEqual([[{ word: 'échouée' }, 'SMTP refusé']]);
      const ran: unknown[] = [];
      expect(await queue.drain({ note: async (data) => void ran.push(data) })).toBe(2);
      expect(ran).toEqual(expect.arrayContaining([{ word: 'en attente' }, { word: 'en cours' }]));
      const { rows } = await t.database.sql.executeSql(`select to_regnamespace($1)::text as old`, [`${schema}_v10`]);
      expect(rows).toEqual([{ old: null }]);
    } finally {
      await queue.stop();
    }
  });
});
