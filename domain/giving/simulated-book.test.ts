import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../platform/payments/billing.ts';
import { createSimulatedBilling, type SimulatedBillingBook } from '../../platform/payments/simulated-billing.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { simulatedBillingBook } from './simulated-book.ts';

/** The simulated provider's book in the database: a stop or a pause landing while the month's charge is made wins. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const now = new Date();

/** A subscription on this test card whose charge is due today; its id. */
async function dueSubscription(book: SimulatedBillingBook, numero: string) {
  const billing = createSimulatedBilling(book, () => now);
  const setup = await billing.createSetup({ customerId: 'cus_race', kind: 'card', idempotencyKey: `race-${numero}` });
  const confirmed = await billing.confirmSetupWithTestMeans(setup.clientSecret, {
    kind: 'card',
    numero,
    expiration: '12/34',
    cryptogramme: '123',
    titulaire: 'A',
  });
  const sub = await billing.createSubscription({
    customerId: 'cus_race',
    paymentMethodId: confirmed.means!.id,
    amountCents: 1000,
    dayOfMonth: now.getUTCDate(),
    firstChargeOn: dayOf(now),
    description: 'Don mensuel',
    metadata: {},
    idempotencyKey: `race-sub-${numero}`,
  });
  return sub.id;
}

/** The book, with `meanwhile` done between the charge's read of its subscription and the outcome's write. */
function racing(book: SimulatedBillingBook, meanwhile: () => Promise<unknown>): SimulatedBillingBook {
  let done = false;
  return {
    ...book,
    async recordAttempt(...args) {
      if (!done) await meanwhile();
      done = true;
      return book.recordAttempt(...args);
    },
  };
}

describe('a stop racing the month’s charge (simulated provider)', () => {
  it('is never charged once cancelled, whatever the charge had read', async () => {
    const book = simulatedBillingBook(t.ctx.db);
    const billing = createSimulatedBilling(book, () => now);
    const paying = await dueSubscription(book, '4242424242424242');
    await createSimulatedBilling(
      racing(book, () => billing.cancelSubscription(paying)),
      () => now,
    ).runBilling();
    // The charge that lost is made again in the same run, and finds the subscription cancelled.
    expect(await billing.listInvoices(paying)).toMatchObject([{ status: 'void', attemptCount: 0, paidAt: null }]);
  });

  it('stays cancelled or paused when a failed charge lands after, so no retry follows', async () => {
    const book = simulatedBillingBook(t.ctx.db);
    const billing = createSimulatedBilling(book, () => now);
    const declined = await dueSubscription(book, '4000000000000341');
    await createSimulatedBilling(
      racing(book, () => billing.cancelSubscription(declined)),
      () => now,
    ).runBilling();
    expect(await billing.retrieveSubscription(declined)).toMatchObject({ status: 'canceled' });
    expect(await billing.listInvoices(declined)).toMatchObject([{ status: 'void', attemptCount: 0 }]);

    const paused = await dueSubscription(book, '5555555555554444');
    await createSimulatedBilling(
      racing(book, () => billing.pauseSubscription(paused)),
      () => now,
    ).runBilling();
    expect(await billing.retrieveSubscription(paused)).toMatchObject({ status: 'paused', paused: true });
    expect(await billing.listInvoices(paused)).toMatchObject([{ status: 'void', paidAt: null }]);
  });
});
