import { Hono } from 'hono';
import { payWithTestCard } from '../../../domain/payment-events.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/payments/simulated/confirm { clientSecret, numero, expiration, cryptogramme, titulaire } → { status, error }.
 * Demonstration mode only (no Stripe keys): what Stripe.js does with Stripe's servers, done by the simulated
 * provider with Stripe's test cards. Answers 404 when Stripe is configured.
 */
export const simulatedCard = new Hono<ApiEnv>().post('/payments/simulated/confirm', async (c) => {
  return json(c, await payWithTestCard(c.var.ctx, await readJson(c)));
});
