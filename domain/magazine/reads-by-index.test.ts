import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { indexesRead, tablesReadWhole } from '../../tests/support/query-plans.ts';
import { paidSubscriptionsQuery } from './subscriptions.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it("reads a member's paid subscriptions through the index of invoices, not every attempt of the form", async () => {
  const query = paidSubscriptionsQuery(t.ctx.db).toSQL();
  expect(await tablesReadWhole(t.ctx.db, query)).toEqual([]);
  expect(await indexesRead(t.ctx.db, query)).toEqual(['abonnement_paid_user_idx']);
});
