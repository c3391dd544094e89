import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { recordChoice } from '../../../domain/donations/index.ts';
import { answers, apiRoutes, wordParams } from '../../openapi/routes.ts';
import { askerOf } from './asker.ts';
import { json } from '../../answer.ts';

const route = createRoute({
  method: 'get',
  path: '/public/update-choice/{id}/{choice}',
  tags: ['Dons'],
  summary: 'Le moyen de paiement choisi pour un don : RIB ou CHEQUE',
  request: { params: wordParams('id', 'choice') },
  responses: answers(z.object({ id: z.string(), choix: z.enum(['RIB', 'CHEQUE']) }), [403, 404, 409]),
});

export const updateChoice = apiRoutes().openapi(route, async (c) => {
  const { id, choice } = c.req.valid('param');
  return json(c, await recordChoice(c.var.ctx, id, choice, await askerOf(c)));
});
