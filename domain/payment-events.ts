import type { PaymentEvent, PaymentIntent, SimulatedCard } from '../platform/payments/index.ts';
import type { Ctx } from './context.ts';
import { DONATION_PURPOSE, settleDonationPayment } from './donations/index.ts';
import { NotFound } from './errors.ts';
import { mandateChanged, recordInvoice, syncSubscription } from './giving/index.ts';
import { SUBSCRIPTION_PURPOSE, settleSubscriptionPayment } from './magazine/index.ts';
import {
  askProvider,
  claimEvent,
  fetchIntent,
  findPaymentByIntent,
  testCardSchema,
  type Payment,
} from './payments/index.ts';
import { parseInput } from './validation.ts';

/**
 * The one dispatch by purpose: what the provider says about a card payment, however it is learnt (a provider
 * event, the simulated card's confirmation, the reconciler), is recorded by the area the payment is for.
 */
const settlers: Record<string, (ctx: Ctx, payment: Payment, intent: PaymentIntent) => Promise<unknown>> = {
  [DONATION_PURPOSE]: settleDonationPayment,
  [SUBSCRIPTION_PURPOSE]: settleSubscriptionPayment,
};

/** Records the provider's intent on the payment through its purpose's area; false for a purpose none settles. */
export async function settlePayment(ctx: Ctx, payment: Payment, intent: PaymentIntent): Promise<boolean> {
  const settle = settlers[payment.purpose];
  if (!settle) return false;
  await settle(ctx, payment, intent);
  return true;
}

/**
 * A signed provider event (webhook): handled once; what the provider says now of its object (never the event's copy)
 * is recorded by its area: a payment intent by its purpose's, an invoice, subscription or mandate by monthly giving.
 */
export async function handlePaymentEvent(ctx: Ctx, event: PaymentEvent): Promise<{ handled: boolean }> {
  const first = await ctx.db.transaction((tx) => claimEvent(tx, event));
  if (!first) return { handled: false };
  const billing = ctx.payments.billing;
  if (event.invoiceId) {
    const invoice = await askProvider(() => billing.retrieveInvoice(event.invoiceId!));
    const recorded = await recordInvoice(ctx, invoice);
    const synced = await syncSubscription(
      ctx,
      await askProvider(() => billing.retrieveSubscription(invoice.subscriptionId)),
    );
    return { handled: recorded || synced };
  }
  if (event.subscriptionId) {
    return {
      handled: await syncSubscription(
        ctx,
        await askProvider(() => billing.retrieveSubscription(event.subscriptionId!)),
      ),
    };
  }
  if (event.mandate) return { handled: await mandateChanged(ctx, event.mandate.paymentMethodId, event.mandate.active) };
  if (!event.intentId) return { handled: false };
  const payment = await findPaymentByIntent(ctx, event.intentId);
  if (!payment || !settlers[payment.purpose]) return { handled: false };
  return { handled: await settlePayment(ctx, payment, await fetchIntent(ctx, payment)) };
}

/**
 * Demonstration mode only: the simulated provider charges a test card, then the outcome is recorded by the area
 * the payment is for (a donation, a subscription).
 */
export async function payWithTestCard(ctx: Ctx, input: unknown): Promise<{ status: string; error: string | null }> {
  const { clientSecret, ...card } = parseInput(testCardSchema, input);
  const confirm = ctx.payments.confirmWithTestCard;
  if (!confirm) throw new NotFound('Paiement de démonstration indisponible');
  const intent = await askProvider(() => confirm(clientSecret, card satisfies SimulatedCard));
  const payment = await findPaymentByIntent(ctx, intent.id);
  if (payment) await settlePayment(ctx, payment, intent);
  return { status: intent.status, error: intent.status === 'succeeded' ? null : intent.lastError };
}
