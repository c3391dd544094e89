import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { listJournal } from './audit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const staff = { id: 1, email: 'secretaire@exemple.fr', roles: ['ROLE_ADMIN'] };

const entry = (subjectId: string, at: string) => ({
  at: new Date(at),
  actorEmail: staff.email,
  action: 'media.update',
  subjectType: 'media',
  subjectId,
});

it("filters the journal by days of Paris, from its midnight to the next one's", async () => {
  await t.ctx.db.insert(schema.staffAudit).values([
    entry('avant', '2026-11-30T22:30:00Z'), // 30 November, 23:30 in Paris
    entry('premier', '2026-11-30T23:30:00Z'), // 1 December, 00:30 in Paris
    entry('dernier', '2026-12-01T22:30:00Z'), // 1 December, 23:30 in Paris
    entry('apres', '2026-12-01T23:30:00Z'), // 2 December, 00:30 in Paris
  ]);
  const subjects = async (query: Record<string, string>) =>
    (await listJournal(t.ctx, staff, { subjectType: 'media', ...query })).entries.map((e) => e.subjectId);
  expect(await subjects({ from: '2026-12-01', to: '2026-12-01' })).toEqual(['dernier', 'premier']);
  expect(await subjects({ to: '2026-11-30' })).toEqual(['avant']);
  expect(await subjects({ from: '2026-12-02' })).toEqual(['apres']);
});

it('counts a summer day of Paris from 22:00 UTC the day before', async () => {
  await t.ctx.db.insert(schema.staffAudit).values([
    { ...entry('ete-avant', '2026-06-30T21:30:00Z'), subjectType: 'page' }, // 30 June, 23:30 in Paris
    { ...entry('ete-premier', '2026-06-30T22:30:00Z'), subjectType: 'page' }, // 1 July, 00:30 in Paris
  ]);
  const { entries } = await listJournal(t.ctx, staff, { subjectType: 'page', from: '2026-07-01', to: '2026-07-01' });
  expect(entries.map((e) => e.subjectId)).toEqual(['ete-premier']);
});
