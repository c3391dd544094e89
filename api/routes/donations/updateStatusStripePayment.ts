import { Hono } from 'hono';
import { checkCardPayment } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/public/updateStatusStripePayment { clientSecret, statusApresPaiement, montantPaye } → { id, paye }.
 * Only clientSecret is used: the status and amount recorded are the provider's.
 */
export const updateStatusStripePayment = new Hono<ApiEnv>().post('/public/updateStatusStripePayment', async (c) => {
  return json(c, await checkCardPayment(c.var.ctx, await readJson(c)));
});
