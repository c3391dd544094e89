import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { handlePaymentEvent } from '../../../domain/payment-events.ts';
import { WebhookSignatureError } from '../../../platform/payments/index.ts';
import { answers, apiRoutes } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/webhooks/stripe: Stripe's signed events, the source of truth for paid or failed card payments and for the
 * monthly gifts' invoices, subscriptions and SEPA mandates (decision 0116).
 * A missing, wrong or stale signature answers 400; a replayed event answers 200 and changes nothing.
 */
const route = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  tags: ['Dons'],
  summary: 'Les événements signés de Stripe, la source de vérité des paiements par carte',
  description: 'Signature absente, fausse ou périmée : 400 (BAD_SIGNATURE). Un événement rejoué : 200, rien ne change.',
  request: { body: { content: { 'application/json': { schema: { type: 'object' } } } } },
  responses: answers(z.object({ received: z.literal(true), handled: z.boolean() })),
});

export const stripeWebhook = apiRoutes().openapi(route, async (c) => {
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
