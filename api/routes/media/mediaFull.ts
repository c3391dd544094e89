import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getMediaFull, mediaOrders } from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { sharedJson } from '../../shared-json.ts';
import { mediaFullSchema } from './schemas.ts';
import { sharedRead } from '../../shared.ts';

const route = createRoute({
  method: 'get',
  path: '/public/mediaFull/{id}',
  tags: ['Médias'],
  summary: 'Un média public avec tout ce que sa page montre (spec partie 2 §7)',
  request: {
    params: idParams,
    query: z.object({
      order: z
        .enum(mediaOrders, { error: 'L’ordre doit être rang ou nom' })
        .optional()
        .describe('nom : les médias enfants par titre (spec partie 2 §7) ; rang par défaut'),
    }),
  },
  middleware: sharedRead(),
  responses: answers(dataOf(mediaFullSchema), [404]),
});

export const mediaFull = apiRoutes().openapi(route, async (c) => {
  const data = await getMediaFull(c.get('ctx'), c.req.valid('param').id, c.req.valid('query').order);
  return sharedJson(c, data, (data) => ({ data }));
});
