import { describe, expect, it } from 'vitest';
import type { Invoice, MeansSetup } from './billing.ts';
import {
  createSimulatedBilling,
  type SimulatedBillingBook,
  type SimulatedMeans,
  type SimulatedSubscription,
} from './simulated-billing.ts';

/** The book in memory, with the database's guarantees: one invoice per subscription and day, attempts compare-and-set. */
function memoryBook(): SimulatedBillingBook {
  let clock: Date | null = null;
  const setups = new Map<string, MeansSetup & { idempotencyKey: string; saved: SimulatedMeans | null }>();
  const subs = new Map<string, SimulatedSubscription & { idempotencyKey: string }>();
  const invoices = new Map<string, Invoice>();
  return {
    clock: async () => clock,
    setClock: async (to) => void (clock = to),
    async insertSetup(setup) {
      const same = [...setups.values()].find((s) => s.idempotencyKey === setup.idempotencyKey);
      if (same) return same;
      setups.set(setup.id, { ...setup, saved: null });
      return setup;
    },
    findSetup: async (id) => setups.get(id) ?? null,
    async saveSetup(id, { means, ...patch }) {
      Object.assign(setups.get(id)!, patch, { saved: means, means });
    },
    findMeans: async (id) => [...setups.values()].find((s) => s.saved?.id === id)?.saved ?? null,
    async insertSubscription(sub) {
      subs.set(sub.id, sub);
      return sub;
    },
    findSubscription: async (id) => subs.get(id) ?? null,
    listSubscriptions: async (purpose) =>
      [...subs.values()].filter((s) => s.status !== 'canceled' && s.metadata.purpose === purpose),
    async updateSubscription(id, patch, only = {}) {
      const sub = subs.get(id)!;
      if (sub.status === 'canceled') return false;
      if (only.nextChargeOn !== undefined && sub.nextChargeOn !== only.nextChargeOn) return false;
      if (only.statuses && !only.statuses.includes(sub.status)) return false;
      Object.assign(sub, patch);
      return true;
    },
    dueSubscriptions: async (day) =>
      [...subs.values()].filter((s) => ['active', 'past_due'].includes(s.status) && s.nextChargeOn! <= day),
    async insertInvoice(invoice) {
      const same = [...invoices.values()].some(
        (i) => i.subscriptionId === invoice.subscriptionId && i.dueOn === invoice.dueOn,
      );
      if (!same) invoices.set(invoice.id, invoice);
    },
    dueInvoices: async (now) => [...invoices.values()].filter((i) => i.status === 'open' && i.nextAttemptAt! <= now),
    async recordAttempt(id, before, patch) {
      const invoice = invoices.get(id)!;
      if (invoice.attemptCount !== before) return false;
      if (patch.status !== 'void' && ['canceled', 'paused'].includes(subs.get(invoice.subscriptionId)!.status))
        return false;
      Object.assign(invoice, patch);
      return true;
    },
    findInvoice: async (id) => invoices.get(id) ?? null,
    listInvoices: async (subId) => [...invoices.values()].filter((i) => i.subscriptionId === subId).reverse(),
  };
}

const realNow = () => new Date('2026-11-29T10:00:00Z');

async function subscribed(numeroOrIban: string) {
  const billing = createSimulatedBilling(memoryBook(), realNow);
  const kind = numeroOrIban.startsWith('FR') ? ('sepa_debit' as const) : ('card' as const);
  const setup = await billing.createSetup({ customerId: 'cus_1', kind, idempotencyKey: `k-${numeroOrIban}` });
  const typed =
    kind === 'card'
      ? { kind, numero: numeroOrIban, expiration: '12/34', cryptogramme: '123', titulaire: 'A' }
      : { kind, iban: numeroOrIban, titulaire: 'A' };
  const saved = await billing.confirmSetupWithTestMeans(setup.clientSecret, typed);
  expect(saved.status).toBe('succeeded');
  const sub = await billing.createSubscription({
    customerId: 'cus_1',
    paymentMethodId: saved.means!.id,
    amountCents: 1500,
    dayOfMonth: 10,
    firstChargeOn: '2026-12-10',
    description: 'Don',
    metadata: {},
    idempotencyKey: 'sub-1',
  });
  return { billing, sub };
}

describe('simulated billing', () => {
  it('bills each month once, however often it runs, and every month a jump of the clock passed', async () => {
    const { billing, sub } = await subscribed('4242424242424242');
    expect(await billing.runBilling()).toEqual({ invoiced: 0, attempted: 0 });
    await billing.advanceClock(new Date('2027-02-10T09:00:00Z'));
    expect(await billing.runBilling()).toEqual({ invoiced: 3, attempted: 3 });
    expect(await billing.runBilling()).toEqual({ invoiced: 0, attempted: 0 });
    const invoices = await billing.listInvoices(sub.id);
    expect(invoices.map((i) => [i.dueOn, i.status, i.amountCents])).toEqual([
      ['2027-02-10', 'paid', 1500],
      ['2027-01-10', 'paid', 1500],
      ['2026-12-10', 'paid', 1500],
    ]);
    expect((await billing.retrieveSubscription(sub.id)).nextChargeOn).toBe('2027-03-10');
    // The clock never goes back.
    await billing.advanceClock(new Date('2026-12-01T00:00:00Z'));
    expect((await billing.now()).toISOString()).toBe('2027-02-10T09:00:00.000Z');
  });

  it('retries a failing debit 3, 5 and 7 days later, then leaves the subscription unpaid', async () => {
    const { billing, sub } = await subscribed('FR8420041010050500013M02607');
    const run = async (day: string) => {
      await billing.advanceClock(new Date(`${day}T12:00:00Z`));
      await billing.runBilling();
      const [invoice] = await billing.listInvoices(sub.id);
      return [invoice.status, invoice.attemptCount, (await billing.retrieveSubscription(sub.id)).status];
    };
    expect(await run('2026-12-10')).toEqual(['open', 1, 'past_due']);
    expect(await run('2026-12-12')).toEqual(['open', 1, 'past_due']);
    expect(await run('2026-12-13')).toEqual(['open', 2, 'past_due']);
    expect(await run('2026-12-18')).toEqual(['open', 3, 'past_due']);
    expect(await run('2026-12-25')).toEqual(['uncollectible', 4, 'unpaid']);
    // Suspended: no more invoices.
    await billing.advanceClock(new Date('2027-03-01T00:00:00Z'));
    expect(await billing.runBilling()).toEqual({ invoiced: 0, attempted: 0 });
  });

  it('never bills a cancelled or paused subscription', async () => {
    const { billing, sub } = await subscribed('5555555555554444');
    await billing.pauseSubscription(sub.id);
    await billing.advanceClock(new Date('2027-01-11T00:00:00Z'));
    expect(await billing.runBilling()).toEqual({ invoiced: 0, attempted: 0 });
    await billing.resumeSubscription(sub.id, '2027-02-10');
    await billing.cancelSubscription(sub.id);
    await billing.advanceClock(new Date('2027-03-11T00:00:00Z'));
    expect(await billing.runBilling()).toEqual({ invoiced: 0, attempted: 0 });
    await expect(billing.resumeSubscription(sub.id, '2027-04-10')).rejects.toThrow('terminé');
  });

  it('refuses unknown test numbers and IBANs as Stripe.js would', async () => {
    const billing = createSimulatedBilling(memoryBook(), realNow);
    const setup = await billing.createSetup({ customerId: 'c', kind: 'sepa_debit', idempotencyKey: 'x' });
    const refused = await billing.confirmSetupWithTestMeans(setup.clientSecret, {
      kind: 'sepa_debit',
      iban: 'FR7630006000011234567890189',
      titulaire: 'A',
    });
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      lastError: expect.stringContaining('IBAN de test'),
    });
  });
});
