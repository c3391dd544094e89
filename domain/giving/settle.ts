import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Invoice, Subscription } from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import { askProvider } from '../payments/index.ts';
import { queueMandateEnded, queuePaymentFailed } from './mails.ts';

const { regularGifts, regularGiftPayments } = schema;
type Gift = typeof regularGifts.$inferSelect;
type PaymentStatus = (typeof schema.regularGiftPayments.$inferSelect)['status'];

/** The gift a provider subscription pays, locked for the rest of the transaction. */
export async function giftBySubscription(tx: DbOrTx, subscriptionId: string, lock = false): Promise<Gift | null> {
  const query = tx.select().from(regularGifts).where(eq(regularGifts.providerSubscriptionId, subscriptionId));
  const [gift] = lock ? await query.for('update') : await query;
  return gift ?? null;
}

/** The provider's invoice in our words: an open invoice already tried is a failure waiting for its retry. */
function statusOf(invoice: Invoice): PaymentStatus {
  if (invoice.status === 'open' || invoice.status === 'draft') return invoice.attemptCount > 0 ? 'failed' : 'open';
  return invoice.status;
}

/**
 * Records what the provider says of one invoice of a gift (a webhook, the monthly run, the reconciler, a retry): one
 * row per invoice, so a charge learnt twice is counted once; a paid row stays paid. Each new failure mails the donor
 * once with a link to update the means; the last one suspends the gift (paused, not stopped: nothing is lost).
 * Answers false when the invoice is not a gift's or says nothing new.
 */
export async function recordInvoice(ctx: Ctx, invoice: Invoice): Promise<boolean> {
  // Stripe bills a zero invoice when a subscription starts with a trial (the wait for the first day): not a charge.
  if (invoice.amountCents === 0 || invoice.status === 'draft') return false;
  const status = statusOf(invoice);
  return ctx.db.transaction(async (tx) => {
    const gift = await giftBySubscription(tx, invoice.subscriptionId, true);
    if (!gift) return false;
    const [before] = await tx
      .select()
      .from(regularGiftPayments)
      .where(eq(regularGiftPayments.providerInvoiceId, invoice.id));
    if (before && (before.status === 'paid' || (before.status === status && before.attempts === invoice.attemptCount)))
      return false;
    const values = {
      status,
      attempts: invoice.attemptCount,
      lastError: invoice.lastError,
      paidAt: invoice.paidAt,
      updatedAt: new Date(),
    };
    await tx
      .insert(regularGiftPayments)
      .values({
        giftId: gift.id,
        providerInvoiceId: invoice.id,
        dueOn: invoice.dueOn,
        amountCents: invoice.amountCents,
        ...values,
      })
      .onConflictDoUpdate({
        target: regularGiftPayments.providerInvoiceId,
        set: values,
        setWhere: sql`${regularGiftPayments.status} <> 'paid'`,
      });
    await followInvoice(ctx, tx, gift, invoice, status);
    return true;
  });
}

/** What a new invoice status does to its gift (a stopped gift stays stopped whatever comes late). */
async function followInvoice(ctx: Ctx, tx: DbOrTx, gift: Gift, invoice: Invoice, status: PaymentStatus) {
  if (gift.state === 'stopped') return;
  const set = (patch: Partial<Gift>) =>
    tx
      .update(regularGifts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(regularGifts.id, gift.id));
  if (status === 'paid' && gift.state === 'failing') await set({ state: 'active' });
  if (status === 'failed') {
    if (gift.state === 'active') await set({ state: 'failing' });
    await queuePaymentFailed(ctx, tx, gift, invoice.amountCents, invoice.nextAttemptAt);
  }
  if (status === 'uncollectible') {
    await set({ state: 'paused', pauseReason: 'suspended', nextChargeOn: null });
    await queuePaymentFailed(ctx, tx, gift, invoice.amountCents, null);
  }
}

/** The gift's state from the provider's subscription (fetched, never read from an event's body). */
function stateOf(sub: Subscription, gift: Gift): Pick<Gift, 'state' | 'pauseReason'> {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return { state: 'stopped', pauseReason: null };
  if (sub.status === 'unpaid') return { state: 'paused', pauseReason: 'suspended' };
  if (sub.paused || sub.status === 'paused') return { state: 'paused', pauseReason: gift.pauseReason ?? 'donor' };
  if (sub.status === 'past_due') return { state: 'failing', pauseReason: null };
  return { state: 'active', pauseReason: null };
}

/** Brings the gift in line with its subscription at the provider: state, next charge, amount and day. */
export async function syncSubscription(ctx: Ctx, sub: Subscription): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const gift = await giftBySubscription(tx, sub.id, true);
    if (!gift || gift.state === 'stopped') return false;
    const { state, pauseReason } = stateOf(sub, gift);
    const nextChargeOn = state === 'active' || state === 'failing' ? sub.nextChargeOn : null;
    const { amountCents, dayOfMonth } = sub;
    if (
      state === gift.state &&
      pauseReason === gift.pauseReason &&
      nextChargeOn === gift.nextChargeOn &&
      amountCents === gift.amountCents &&
      dayOfMonth === gift.dayOfMonth
    )
      return false;
    await tx
      .update(regularGifts)
      .set({
        state,
        pauseReason,
        nextChargeOn,
        amountCents,
        dayOfMonth,
        updatedAt: new Date(),
        ...(state === 'stopped' && { stoppedAt: ctx.clock.now() }),
      })
      .where(eq(regularGifts.id, gift.id));
    return true;
  });
}

/**
 * Asks the provider about one gift's subscription and records what it says, as its webhooks would have: its
 * invoices (oldest first), then its state. Answers whether the state changed.
 */
export async function catchUpSubscription(ctx: Ctx, subscriptionId: string): Promise<boolean> {
  const billing = ctx.payments.billing;
  const invoices = await askProvider(() => billing.listInvoices(subscriptionId));
  for (const invoice of invoices.reverse()) await recordInvoice(ctx, invoice);
  return syncSubscription(ctx, await askProvider(() => billing.retrieveSubscription(subscriptionId)));
}

/** A SEPA mandate no longer active (revoked by the donor's bank): its gifts wait for a new means. */
export async function mandateChanged(ctx: Ctx, paymentMethodId: string, active: boolean): Promise<boolean> {
  if (active) return false;
  return ctx.db.transaction(async (tx) => {
    const gifts = await tx
      .update(regularGifts)
      .set({ state: 'failing', updatedAt: new Date() })
      .where(and(eq(regularGifts.providerPaymentMethodId, paymentMethodId), inArray(regularGifts.state, ['active'])))
      .returning();
    for (const gift of gifts) await queueMandateEnded(ctx, tx, gift);
    return gifts.length > 0;
  });
}
