import { Hono } from 'hono';
import { handlePaymentEvent } from '../../../domain/payment-events.ts';
import { WebhookSignatureError } from '../../../platform/payments/index.ts';
import type { ApiEnv } from '../../env.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/webhooks/stripe: Stripe's signed events, the source of truth for paid or failed card payments.
 * A missing, wrong or stale signature answers 400; a replayed event answers 200 and changes nothing.
 */
export const stripeWebhook = new Hono<ApiEnv>().post('/webhooks/stripe', async (c) => {
  const { ctx } = c.var;
  const payload = await c.req.text();
  try {
    const event = ctx.payments.verifyWebhook(payload, c.req.header('stripe-signature'));
    const { handled } = await handlePaymentEvent(ctx, event);
    return json(c, { received: true, handled });
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    c.var.log.warn({ reason: err.message }, 'webhook Stripe refusé');
    return json(c, { code: 'BAD_SIGNATURE', message: 'Signature invalide', requestId: c.var.requestId }, 400);
  }
});
