import { Hono } from 'hono';
import { openDonationPayment } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { askerOf } from './asker.ts';
import { json } from '../../answer.ts';

/** GET /api/public/create-payment-intent/{donationId}: { clientSecret } of the donation's card payment (same one when asked again). */
export const createPaymentIntent = new Hono<ApiEnv>().get('/public/create-payment-intent/:id', async (c) => {
  return json(c, await openDonationPayment(c.var.ctx, c.req.param('id'), await askerOf(c)));
});
