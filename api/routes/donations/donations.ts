import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createDonation, donationCallBody } from '../../../domain/donations/index.ts';
import { readJson } from '../../json.ts';
import { answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';
import { askerOf } from './asker.ts';
import { json } from '../../answer.ts';

const route = createRoute({
  method: 'post',
  path: '/public/donations',
  tags: ['Dons'],
  summary: 'Enregistre un don (brouillon) : son identifiant public',
  request: { body: jsonBody(donationCallBody) },
  responses: answers(z.object({ id: z.string() }), [429]),
});

export const postDonation = apiRoutes().openapi(route, async (c) => {
  const { id } = await createDonation(c.var.ctx, await readJson(c), await askerOf(c));
  return json(c, { id });
});
