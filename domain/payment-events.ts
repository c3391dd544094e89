import type { PaymentEvent, PaymentIntent } from '../platform/payments/index.ts';
import type { Ctx } from './context.ts';
import { DONATION_PURPOSE, settlePayment } from './donations/index.ts';
import { SUBSCRIPTION_PURPOSE, settleSubscriptionPayment } from './magazine/index.ts';
import { claimEvent, fetchIntent, findPaymentByIntent, type Payment } from './payments/index.ts';

/** What settles a card payment, by what it pays for. */
export const settlers: Record<string, (ctx: Ctx, payment: Payment, intent: PaymentIntent) => Promise<unknown>> = {
  [DONATION_PURPOSE]: settlePayment,
  [SUBSCRIPTION_PURPOSE]: settleSubscriptionPayment,
};

/** A signed provider event (webhook): handled once; the provider's current intent is recorded by its area. */
export async function handlePaymentEvent(ctx: Ctx, event: PaymentEvent): Promise<{ handled: boolean }> {
  const first = await ctx.db.transaction((tx) => claimEvent(tx, event));
  if (!first || !event.intentId) return { handled: false };
  const payment = await findPaymentByIntent(ctx, event.intentId);
  const settle = payment && settlers[payment.purpose];
  if (!payment || !settle) return { handled: false };
  await settle(ctx, payment, await fetchIntent(ctx, payment));
  return { handled: true };
}
