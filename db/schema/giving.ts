import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { civilites } from './donations.ts';
import { MAXIMUM_DONATION_CENTS, MINIMUM_DONATION_CENTS } from './donation-limits.ts';

/**
 * Monthly giving (decision 0116): a member's regular gift, charged by the provider's subscription, and one row per
 * charge the provider made (its invoice). Amounts are integer cents within the one-off gift's bounds.
 */
export const regularGiftStates = ['active', 'paused', 'failing', 'stopped'] as const;
export const meansKinds = ['card', 'sepa_debit'] as const;

/** The provider's customer of a member: made once, before the first means of payment is set up. */
export const givingCustomers = pgTable('giving_customer', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const regularGifts = pgTable(
  'regular_gift',
  {
    id: serial('id').primaryKey(),
    /** Null once the member's account is erased (a stopped gift only: decision 0086). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** 1 to 28: every month has it. */
    dayOfMonth: smallint('day_of_month').notNull(),
    meansKind: text('means_kind', { enum: meansKinds }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    ibanLast4: text('iban_last4'),
    /** SEPA only: the reference the donor's bank sees on every debit (decision 0117). */
    mandateReference: text('mandate_reference'),
    state: text('state', { enum: regularGiftStates }).notNull().default('active'),
    /** Why a paused gift is paused: the donor asked, or the provider's last retry failed (suspended). */
    pauseReason: text('pause_reason', { enum: ['donor', 'suspended'] }),
    /** The day of the next charge, from the provider; null when none is planned (paused, stopped). */
    nextChargeOn: date('next_charge_on', { mode: 'string' }),
    /** The charge (YYYY-MM-DD) the donor was last told about before a debit (SEPA pre-notification). */
    notifiedChargeOn: date('notified_charge_on', { mode: 'string' }),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    /**
     * The donor as the form gave them, for the annual receipt; null for a gift the reconciler wrote before its form
     * came back (the receipt then falls back on the latest one-off gift). The phone is cleared by erasure.
     */
    civilite: text('civilite', { enum: civilites }),
    nom: text('nom'),
    prenom: text('prenom'),
    adressePostale: text('adresse_postale'),
    ville: text('ville'),
    pays: text('pays'),
    codePostal: text('code_postal'),
    tel: text('tel'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    index('regular_gift_user_idx').on(t.userId),
    index('regular_gift_next_charge_idx').on(t.state, t.nextChargeOn),
    check('regular_gift_amount_min', sql`${t.amountCents} >= ${sql.raw(String(MINIMUM_DONATION_CENTS))}`),
    check('regular_gift_amount_max', sql`${t.amountCents} <= ${sql.raw(String(MAXIMUM_DONATION_CENTS))}`),
    check('regular_gift_day', sql`${t.dayOfMonth} between 1 and 28`),
  ],
);

export const regularGiftPaymentStatuses = ['open', 'paid', 'failed', 'uncollectible', 'void'] as const;

/** One row per provider invoice of a gift: unique on the provider's id, so no charge is ever counted twice. */
export const regularGiftPayments = pgTable(
  'regular_gift_payment',
  {
    id: serial('id').primaryKey(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => regularGifts.id, { onDelete: 'restrict' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    /** The day the charge was due (the invoice's period start), YYYY-MM-DD. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: regularGiftPaymentStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A paid charge given back: refunded, or disputed by the donor's bank (decision 0120); left out of receipts. */
    reversal: text('reversal', { enum: ['refunded', 'disputed'] }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('regular_gift_payment_gift_idx').on(t.giftId, t.dueOn),
    // The staff's month of charges, and the twelve months' and a year's paid charges (decision 0160).
    index('regular_gift_payment_due_idx').on(t.dueOn),
    index('regular_gift_payment_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** What the simulated provider keeps on its side (Stripe's customers' means, subscriptions, invoices), decision 0116. */
export const simulatedSetups = pgTable('simulated_setup', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  meansKind: text('means_kind', { enum: meansKinds }).notNull(),
  status: text('status').notNull(),
  /** The means once confirmed: kind, brand, last four, and the test number's outcome. */
  paymentMethod: jsonb('payment_method').$type<Record<string, string>>(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedSubscriptions = pgTable('simulated_subscription', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  paymentMethod: jsonb('payment_method').$type<Record<string, string>>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  dayOfMonth: smallint('day_of_month').notNull(),
  /** active, past_due, paused, canceled: Stripe's words. */
  status: text('status').notNull(),
  nextChargeOn: date('next_charge_on', { mode: 'string' }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedInvoices = pgTable(
  'simulated_invoice',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => simulatedSubscriptions.id),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** open, paid, uncollectible: Stripe's words. */
    status: text('status').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One invoice per subscription and due day: a run started twice never bills a month twice.
  (t) => [unique('simulated_invoice_once').on(t.subscriptionId, t.dueOn)],
);

/** The simulated provider's clock (one row): tests and the demo move it forward; never behind the real time. */
export const simulatedClock = pgTable('simulated_clock', {
  id: smallint('id').primaryKey().default(1),
  now: timestamp('now', { withTimezone: true }).notNull(),
});
