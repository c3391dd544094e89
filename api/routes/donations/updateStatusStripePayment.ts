import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { checkCardPayment, statusReportSchema } from '../../../domain/donations/index.ts';
import { readJson } from '../../json.ts';
import { answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/** Only clientSecret is used: the status and amount recorded are the provider's. */
const route = createRoute({
  method: 'post',
  path: '/public/updateStatusStripePayment',
  tags: ['Dons'],
  summary: 'Après le paiement par carte : l’état du don, lu chez le prestataire',
  request: { body: jsonBody(statusReportSchema) },
  responses: answers(z.object({ id: z.string(), paye: z.boolean() }), [404]),
});

export const updateStatusStripePayment = apiRoutes().openapi(route, async (c) => {
  return json(c, await checkCardPayment(c.var.ctx, await readJson(c)));
});
