import { randomBytes } from 'node:crypto';
import {
  dayInMonth,
  dayOf,
  type Billing,
  type Invoice,
  type MeansOfPayment,
  type MeansSetup,
  type SimulatedBillingControls,
  type Subscription,
  type SubscriptionStatus,
  type TestMeans,
} from './billing.ts';
import { PaymentProviderError } from './provider.ts';

/** A saved test means, with the outcome its number gives every time it is charged. */
export type SimulatedMeans = MeansOfPayment & { outcome: 'pays' | 'fails' };

/** Stripe's words, plus `unpaid` after the last retry failed and `paused` while the donor pauses it. */
export type SimulatedSubscription = Omit<Subscription, 'paymentMethodId' | 'paused'> & {
  paymentMethod: SimulatedMeans;
};

/** Where the simulated provider keeps what Stripe keeps on its side: the database, so every process agrees. */
export interface SimulatedBillingBook {
  clock(): Promise<Date | null>;
  setClock(to: Date): Promise<void>;
  /** Inserts the setup unless one has this idempotency key; answers the stored one. */
  insertSetup(setup: MeansSetup & { idempotencyKey: string }): Promise<MeansSetup>;
  findSetup(id: string): Promise<MeansSetup | null>;
  saveSetup(
    id: string,
    patch: { status: MeansSetup['status']; means: SimulatedMeans | null; lastError: string | null },
  ): Promise<void>;
  findMeans(paymentMethodId: string): Promise<SimulatedMeans | null>;
  insertSubscription(subscription: SimulatedSubscription & { idempotencyKey: string }): Promise<SimulatedSubscription>;
  findSubscription(id: string): Promise<SimulatedSubscription | null>;
  /** Those not cancelled, made since the time, whose metadata's purpose is this one. */
  listSubscriptions(purpose: string, createdSince: Date): Promise<SimulatedSubscription[]>;
  updateSubscription(
    id: string,
    patch: Partial<
      Pick<SimulatedSubscription, 'paymentMethod' | 'amountCents' | 'dayOfMonth' | 'status' | 'nextChargeOn'>
    >,
    /**
     * Only if its next charge is still this one (a run moving it on, against another run), or its status one of these
     * (an invoice's outcome, against a stop). A cancelled subscription never changes again.
     */
    only?: { nextChargeOn?: string; statuses?: SubscriptionStatus[] },
  ): Promise<boolean>;
  /** Subscriptions still billed whose next charge is on or before the day. */
  dueSubscriptions(day: string, limit: number): Promise<SimulatedSubscription[]>;
  /** Adds the invoice unless the subscription already has one for that day. */
  insertInvoice(invoice: Invoice): Promise<void>;
  dueInvoices(now: Date, limit: number): Promise<Invoice[]>;
  /**
   * Records an attempt's outcome only if no other attempt was recorded meanwhile and, unless it voids the invoice,
   * only while the subscription is neither cancelled nor paused (a stop racing the run wins); false otherwise.
   */
  recordAttempt(
    id: string,
    attemptsBefore: number,
    patch: Pick<Invoice, 'status' | 'attemptCount' | 'nextAttemptAt' | 'lastError' | 'paidAt'>,
  ): Promise<boolean>;
  findInvoice(id: string): Promise<Invoice | null>;
  listInvoices(subscriptionId: string, limit: number): Promise<Invoice[]>;
}

/** Stripe's test cards and test IBANs (https://docs.stripe.com/testing): the outcome each gives. */
const testCards: Record<string, { brand: string; outcome: 'pays' | 'fails' }> = {
  '4242424242424242': { brand: 'visa', outcome: 'pays' },
  '5555555555554444': { brand: 'mastercard', outcome: 'pays' },
  // Saved fine, declined when charged ("attaching succeeds, charging fails").
  '4000000000000341': { brand: 'visa', outcome: 'fails' },
};
const testIbans: Record<string, 'pays' | 'fails'> = {
  FR1420041010050500013M02606: 'pays',
  DE89370400440532013000: 'pays',
  FR8420041010050500013M02607: 'fails',
  DE62370400440532013001: 'fails',
};
const declines = { card: 'Votre carte a été refusée.', sepa_debit: 'Le prélèvement a été rejeté par la banque.' };

/** Stripe's smart retries, in the shape Stripe's settings offer: days after each failure; then the gift is suspended. */
const RETRY_DAYS = [3, 5, 7] as const;

function token(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}

/** The reason a typed test means cannot be saved, as Stripe.js would report it, or the saved means. */
function saveTestMeans(means: TestMeans, now: Date): string | SimulatedMeans {
  const id = `pm_sim_${token(14)}`;
  if (means.kind === 'sepa_debit') {
    const iban = means.iban.replace(/\s/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'L’IBAN est incomplet.';
    const outcome = testIbans[iban];
    if (!outcome) return 'IBAN inconnu : en démonstration, utilisez un IBAN de test.';
    if (!means.titulaire.trim()) return 'Le nom du titulaire du compte est obligatoire.';
    const mandateId = `mandate_sim_${token(10)}`;
    // Stripe's references read like this one: a prefix, then letters and digits (decision 0117).
    const mandateReference = `SIM-${token(12).toUpperCase()}`;
    return { id, kind: 'sepa_debit', cardBrand: null, last4: iban.slice(-4), mandateId, mandateReference, outcome };
  }
  const numero = means.numero.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(numero)) return 'Le numéro de carte est incomplet.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(means.expiration.trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) return 'La date d’expiration est incomplète.';
  if (new Date(Date.UTC(2000 + Number(exp[2]), Number(exp[1]), 1)) <= now)
    return 'L’année d’expiration de votre carte est passée.';
  if (!/^\d{3,4}$/.test(means.cryptogramme.trim())) return 'Le code de sécurité de votre carte est incomplet.';
  const card = testCards[numero];
  if (!card) return 'Carte inconnue : en démonstration, utilisez une carte de test.';
  return {
    id,
    kind: 'card',
    cardBrand: card.brand,
    last4: numero.slice(-4),
    mandateId: null,
    mandateReference: null,
    outcome: card.outcome,
  };
}

function publicMeans({ outcome: _outcome, ...means }: SimulatedMeans): MeansOfPayment {
  return means;
}

function toSubscription(s: SimulatedSubscription): Subscription {
  const { paymentMethod, ...rest } = s;
  return { ...rest, paused: s.status === 'paused', paymentMethodId: paymentMethod.id };
}

/** How many subscriptions and invoices one billing pass takes at a time. */
const batch = 500;

/**
 * The offline stand-in for Stripe Billing (decision 0116): customers, saved test means, monthly subscriptions and
 * their invoices kept in the book, charged when `runBilling` is called at the book's clock's time, with Stripe's
 * retry shape. Every write is idempotent or compare-and-set, so a process killed at any point and run again bills
 * each month once and charges each invoice once.
 */
export function createSimulatedBilling(
  book: SimulatedBillingBook,
  realNow: () => Date = () => new Date(),
): Billing & SimulatedBillingControls {
  async function now(): Promise<Date> {
    const moved = await book.clock();
    const real = realNow();
    return moved && moved > real ? moved : real;
  }
  async function subscription(id: string): Promise<SimulatedSubscription> {
    const found = await book.findSubscription(id);
    if (!found) throw new PaymentProviderError(`abonnement inconnu : ${id}`, 'not_found');
    return found;
  }
  async function reload(id: string): Promise<Subscription> {
    return toSubscription(await subscription(id));
  }
  async function invoice(id: string): Promise<Invoice> {
    const found = await book.findInvoice(id);
    if (!found) throw new PaymentProviderError(`facture inconnue : ${id}`, 'not_found');
    return found;
  }
  async function setup(id: string): Promise<MeansSetup> {
    const found = await book.findSetup(id);
    if (!found) throw new PaymentProviderError(`enregistrement de moyen de paiement inconnu : ${id}`, 'not_found');
    return found;
  }
  async function means(id: string): Promise<SimulatedMeans> {
    const found = await book.findMeans(id);
    if (!found) throw new PaymentProviderError(`moyen de paiement inconnu : ${id}`, 'invalid');
    return found;
  }

  /**
   * One attempt at an open invoice: paid, or a failure with the next retry, or the last failure; void once its
   * subscription is cancelled or paused. Answers the invoice as stored: another attempt, or a stop, may have won.
   */
  async function attempt(inv: Invoice, at: Date): Promise<Invoice> {
    const sub = await subscription(inv.subscriptionId);
    const attempts = inv.attemptCount + 1;
    const retryDays = RETRY_DAYS[attempts - 1];
    const patch =
      sub.status === 'canceled' || sub.status === 'paused'
        ? { status: 'void' as const, attemptCount: inv.attemptCount, nextAttemptAt: null, lastError: null, paidAt: null }
        : sub.paymentMethod.outcome === 'pays'
          ? { status: 'paid' as const, attemptCount: attempts, nextAttemptAt: null, lastError: null, paidAt: at }
          : {
              status: retryDays === undefined ? ('uncollectible' as const) : ('open' as const),
              attemptCount: attempts,
              nextAttemptAt: retryDays === undefined ? null : new Date(at.getTime() + retryDays * 86_400_000),
              lastError: declines[sub.paymentMethod.kind],
              paidAt: null,
            };
    const follows: Record<typeof patch.status, SubscriptionStatus | null> = {
      void: null,
      paid: 'active',
      open: 'past_due',
      uncollectible: 'unpaid',
    };
    const status = follows[patch.status];
    // The subscription follows its invoice unless a cancel or a pause came meanwhile.
    if ((await book.recordAttempt(inv.id, inv.attemptCount, patch)) && status && status !== sub.status)
      await book.updateSubscription(sub.id, { status }, { statuses: ['active', 'past_due', 'unpaid'] });
    return invoice(inv.id);
  }

  return {
    async createCustomer({ idempotencyKey }) {
      // Nothing to keep: the id is the key's, so asking twice answers the same customer.
      return `cus_sim_${Buffer.from(idempotencyKey).toString('base64url')}`;
    },
    async createSetup({ customerId, kind, idempotencyKey }) {
      const id = `seti_sim_${token(18)}`;
      return book.insertSetup({
        id,
        clientSecret: `${id}_secret_${token(18)}`,
        idempotencyKey,
        customerId,
        kind,
        status: 'requires_payment_method',
        means: null,
        lastError: null,
      });
    },
    retrieveSetup: setup,
    async confirmSetupWithTestMeans(clientSecret, typed) {
      const id = /^(seti_sim_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1];
      const found = id ? await book.findSetup(id) : null;
      if (!found || found.clientSecret !== clientSecret)
        throw new PaymentProviderError('enregistrement de moyen de paiement inconnu', 'not_found');
      if (found.status === 'succeeded') return found;
      if (typed.kind !== found.kind) throw new PaymentProviderError('moyen de paiement d’un autre type', 'invalid');
      const saved = saveTestMeans(typed, await now());
      const patch =
        typeof saved === 'string'
          ? { status: 'requires_payment_method' as const, means: null, lastError: saved }
          : { status: 'succeeded' as const, means: saved, lastError: null };
      await book.saveSetup(found.id, patch);
      return { ...found, ...patch, means: patch.means && publicMeans(patch.means) };
    },
    async createSubscription(input) {
      const paymentMethod = await means(input.paymentMethodId);
      const stored = await book.insertSubscription({
        id: `sub_sim_${token(14)}`,
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        paymentMethod,
        amountCents: input.amountCents,
        dayOfMonth: input.dayOfMonth,
        status: 'active',
        nextChargeOn: input.firstChargeOn,
        metadata: input.metadata,
      });
      return toSubscription(stored);
    },
    retrieveSubscription: reload,
    async listSubscriptions({ purpose, createdSince }) {
      return (await book.listSubscriptions(purpose, createdSince)).map(toSubscription);
    },
    async updateSubscription(id, change) {
      const sub = await subscription(id);
      if (sub.status === 'canceled') throw new PaymentProviderError('abonnement terminé', 'invalid');
      await book.updateSubscription(id, {
        ...(change.amountCents !== undefined && { amountCents: change.amountCents }),
        ...(change.day && { dayOfMonth: change.day.dayOfMonth, nextChargeOn: change.day.nextChargeOn }),
        ...(change.paymentMethodId && { paymentMethod: await means(change.paymentMethodId) }),
      });
      return reload(id);
    },
    async pauseSubscription(id) {
      const sub = await subscription(id);
      if (sub.status === 'canceled') throw new PaymentProviderError('abonnement terminé', 'invalid');
      await book.updateSubscription(id, { status: 'paused', nextChargeOn: null });
      return reload(id);
    },
    async resumeSubscription(id, nextChargeOn) {
      const sub = await subscription(id);
      if (sub.status === 'canceled') throw new PaymentProviderError('abonnement terminé', 'invalid');
      await book.updateSubscription(id, { status: 'active', nextChargeOn });
      return reload(id);
    },
    async cancelSubscription(id) {
      await subscription(id);
      await book.updateSubscription(id, { status: 'canceled', nextChargeOn: null });
      return reload(id);
    },
    async listInvoices(subscriptionId) {
      return book.listInvoices(subscriptionId, 12);
    },
    retrieveInvoice: invoice,
    async retryInvoice(id) {
      const inv = await invoice(id);
      if (inv.status !== 'open' && inv.status !== 'uncollectible') return inv;
      // A new means brings the invoice back to open, as Stripe does when paying it again.
      return attempt({ ...inv, status: 'open' }, await now());
    },
    now,
    async advanceClock(to) {
      if (to > (await now())) await book.setClock(to);
    },
    async runBilling() {
      const at = await now();
      const today = dayOf(at);
      let invoiced = 0;
      let attempted = 0;
      // Bill every month due up to today (several when the clock jumped), each once.
      for (;;) {
        const due = await book.dueSubscriptions(today, batch);
        if (due.length === 0) break;
        for (const sub of due) {
          await book.insertInvoice({
            id: `in_sim_${token(14)}`,
            subscriptionId: sub.id,
            dueOn: sub.nextChargeOn!,
            amountCents: sub.amountCents,
            status: 'open',
            attemptCount: 0,
            nextAttemptAt: new Date(`${sub.nextChargeOn}T00:00:00Z`),
            lastError: null,
            paidAt: null,
          });
          const next = dayInMonth(sub.nextChargeOn!, sub.dayOfMonth, 1);
          if (await book.updateSubscription(sub.id, { nextChargeOn: next }, { nextChargeOn: sub.nextChargeOn! })) invoiced += 1;
        }
      }
      for (;;) {
        const due = await book.dueInvoices(at, batch);
        if (due.length === 0) break;
        for (const inv of due) {
          await attempt(inv, at);
          attempted += 1;
        }
      }
      return { invoiced, attempted };
    },
  };
}
