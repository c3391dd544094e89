import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { requestReconciliation } from './jobs.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RECONCILE_INTERVAL_SECONDS: '3600' } });
});
afterAll(() => t.close());

const jobsOf = async (queue: string) =>
  (await t.ctx.jobs.counts()).filter((c) => c.queue === queue).reduce((sum, c) => sum + c.count, 0);
const reconciliations = () => jobsOf('payments-reconcile');

describe('the payment reconciler', () => {
  it('runs once per interval for the whole site, however many processes’ timers ask', async () => {
    for (let i = 0; i < 4; i++) {
      await requestReconciliation(t.ctx, 'timer');
      await t.runJobs();
    }
    expect(await reconciliations()).toBe(1);
    // Monthly giving's run goes in the same slots.
    expect(await jobsOf('giving-run')).toBe(1);
  });

  it('runs at each start, even within an interval that already had one: a restart after a crash repairs at once', async () => {
    const before = await reconciliations();
    await requestReconciliation(t.ctx, 'start');
    await t.runJobs();
    expect(await reconciliations()).toBe(before + 1);
  });
});
