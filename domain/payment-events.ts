import type { PaymentEvent, PaymentIntent, SimulatedCard } from '../platform/payments/index.ts';
import type { Ctx } from './context.ts';
import { DONATION_PURPOSE, settleDonationPayment } from './donations/index.ts';
import { NotFound } from './errors.ts';
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

/** A signed provider event (webhook): handled once; the provider's current intent is recorded by its area. */
export async function handlePaymentEvent(ctx: Ctx, event: PaymentEvent): Promise<{ handled: boolean }> {
  const first = await ctx.db.transaction((tx) => claimEvent(tx, event));
  if (!first || !event.intentId) return { handled: false };
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
