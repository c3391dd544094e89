import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { payWithTestCard } from '../../../domain/payment-events.ts';
import { testCardSchema } from '../../../domain/payments/index.ts';
import { readJson } from '../../json.ts';
import { answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/**
 * Demonstration mode only (no Stripe keys): what Stripe.js does with Stripe's servers, done by the simulated
 * provider with Stripe's test cards. Answers 404 when Stripe is configured.
 */
const route = createRoute({
  method: 'post',
  path: '/payments/simulated/confirm',
  tags: ['Dons'],
  summary: 'Mode démonstration : paie avec une carte de test de Stripe (404 quand Stripe est configuré)',
  request: { body: jsonBody(testCardSchema) },
  responses: answers(z.object({ status: z.string(), error: z.string().nullable() }), [404]),
});

export const simulatedCard = apiRoutes().openapi(route, async (c) => {
  return json(c, await payWithTestCard(c.var.ctx, await readJson(c)));
});
