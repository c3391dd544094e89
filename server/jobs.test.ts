import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { requestReconciliation } from './jobs.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RECONCILE_INTERVAL_SECONDS: '3600' } });
});
afterAll(() => t.close());

const reconciliations = async () =>
  (await t.ctx.jobs.counts()).filter((c) => c.queue === 'payments-reconcile').reduce((sum, c) => sum + c.count, 0);

describe('the payment reconciler', () => {
  it('runs once per interval for the whole site, however many processes ask (each at start and on its timer)', async () => {
    // Three processes start, and their timers fire, within one interval: each asks after the last one ran.
    for (const reason of ['start', 'start', 'timer', 'start', 'timer'] as const) {
      await requestReconciliation(t.ctx, reason);
      await t.runJobs();
    }
    expect(await reconciliations()).toBe(1);
  });
});
