import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { openDonationPayment } from '../../../domain/donations/index.ts';
import { answers, apiRoutes, wordParams } from '../../openapi/routes.ts';
import { askerOf } from './asker.ts';
import { json } from '../../answer.ts';

const route = createRoute({
  method: 'get',
  path: '/public/create-payment-intent/{id}',
  tags: ['Dons'],
  summary: 'Ouvre le paiement par carte d’un don (son identifiant public) : le secret client du paiement',
  request: { params: wordParams('id') },
  responses: answers(z.object({ clientSecret: z.string() }), [403, 404, 409]),
});

export const createPaymentIntent = apiRoutes().openapi(route, async (c) => {
  return json(c, await openDonationPayment(c.var.ctx, c.req.valid('param').id, await askerOf(c)));
});
