/**
 * Regular charges behind the payment provider (decision 0116): a customer, a means of payment set up once (card or
 * SEPA debit), a monthly subscription, and its invoices (one per charge). Amounts are integer cents, days are calendar
 * days written YYYY-MM-DD (UTC), statuses are Stripe's words.
 */
export type MeansKind = 'card' | 'sepa_debit';

/** A saved means of payment, as much of it as may be shown: never the full number. */
export interface MeansOfPayment {
  id: string;
  kind: MeansKind;
  /** visa, mastercard… (cards only). */
  cardBrand: string | null;
  /** The card's or the IBAN's last four characters. */
  last4: string;
  /** SEPA only: the provider's mandate id, and the reference the donor's bank sees (decision 0117). */
  mandateId: string | null;
  mandateReference: string | null;
}

/** Setting up a means of payment for later charges (Stripe: a SetupIntent the browser confirms). */
export interface MeansSetup {
  id: string;
  clientSecret: string;
  customerId: string;
  kind: MeansKind;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  means: MeansOfPayment | null;
  lastError: string | null;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'paused' | 'canceled';

export interface Subscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** Collection paused (Stripe's pause_collection): no charge until resumed. */
  paused: boolean;
  amountCents: number;
  dayOfMonth: number;
  /** The day of the next charge, null when none is planned. */
  nextChargeOn: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

/** One charge of a subscription, with its attempts (the provider's retries). */
export interface Invoice {
  id: string;
  subscriptionId: string;
  /** The day the charge was due (the period's start). */
  dueOn: string;
  amountCents: number;
  status: InvoiceStatus;
  attemptCount: number;
  /** The next automatic retry, if one is planned. */
  nextAttemptAt: Date | null;
  lastError: string | null;
  paidAt: Date | null;
}

export interface SubscriptionInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  dayOfMonth: number;
  /** The first charge's day (the next occurrence of dayOfMonth). */
  firstChargeOn: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** What may change on a running subscription; the day moves the next charge to `nextChargeOn`. */
export interface SubscriptionChange {
  amountCents?: number;
  day?: { dayOfMonth: number; nextChargeOn: string };
  paymentMethodId?: string;
}

/** A test means typed in the simulated form: one of Stripe's test cards or test IBANs. */
export type TestMeans =
  | { kind: 'card'; numero: string; expiration: string; cryptogramme: string; titulaire: string }
  | { kind: 'sepa_debit'; iban: string; titulaire: string };

export interface Billing {
  /** The provider's customer for a member; the same one for the same idempotency key. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  createSetup(input: { customerId: string; kind: MeansKind; idempotencyKey: string }): Promise<MeansSetup>;
  retrieveSetup(id: string): Promise<MeansSetup>;
  createSubscription(input: SubscriptionInput): Promise<Subscription>;
  retrieveSubscription(id: string): Promise<Subscription>;
  /**
   * The subscriptions not cancelled, made since `createdSince`, whose `metadata.purpose` is `purpose`: the reconciler
   * looks there for one whose gift row was never written (decision 0116).
   */
  listSubscriptions(input: { purpose: string; createdSince: Date }): Promise<Subscription[]>;
  updateSubscription(id: string, change: SubscriptionChange): Promise<Subscription>;
  /** No charge until resumed; resuming charges next on `nextChargeOn`. */
  pauseSubscription(id: string): Promise<Subscription>;
  resumeSubscription(id: string, nextChargeOn: string): Promise<Subscription>;
  /** Ends it for good: never charged again. */
  cancelSubscription(id: string): Promise<Subscription>;
  /** The subscription's latest invoices, newest first (a year of them at most). */
  listInvoices(subscriptionId: string): Promise<Invoice[]>;
  retrieveInvoice(id: string): Promise<Invoice>;
  /** Charges again at once an unpaid invoice (after the means of payment was updated). */
  retryInvoice(id: string): Promise<Invoice>;
}

/** What only the simulated provider does: play the browser's confirmation, and its clock. */
export interface SimulatedBillingControls {
  confirmSetupWithTestMeans(clientSecret: string, means: TestMeans): Promise<MeansSetup>;
  /** The provider's time: the real time, or later once moved forward. */
  now(): Promise<Date>;
  /** Moves the clock forward (never back). */
  advanceClock(to: Date): Promise<void>;
  /** Bills what is due at the clock's time and makes the retries due: what Stripe does on its own. */
  runBilling(): Promise<{ invoiced: number; attempted: number }>;
}

/** The calendar day of a time, YYYY-MM-DD (UTC). */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The day `dayOfMonth` of the month `offset` months after the one of `day` (YYYY-MM-DD). */
export function dayInMonth(day: string, dayOfMonth: number, offset: number): string {
  const [year, month] = day.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, month - 1 + offset, dayOfMonth)));
}
