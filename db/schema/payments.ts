import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Card payments, whatever they pay for (a donation, later a magazine subscription): one row per provider
 * intent. `purpose` and `subjectId` name what is paid; the idempotency key makes "create" answer the same
 * intent when asked twice. Status and paid amount are only ever written from what the provider answers.
 */
export const payments = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    purpose: text('purpose').notNull(),
    subjectId: integer('subject_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    intentId: text('intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The provider's own status word (requires_payment_method, processing, succeeded…). */
    status: text('status').notNull(),
    amountReceivedCents: integer('amount_received_cents').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_subject_idx').on(t.purpose, t.subjectId),
    // The payments of the reconciliation's window, every five minutes (domain/payments/payments.ts).
    index('payment_created_idx').on(t.createdAt),
  ],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_event', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulated provider's own book of intents (what Stripe keeps on its side), in the database so
 * every process sees the same intents and a restart forgets nothing.
 */
export const simulatedIntents = pgTable(
  'simulated_intent',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    amountReceivedCents: integer('amount_received_cents').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_intent_idempotency_idx').on(t.idempotencyKey)],
);
