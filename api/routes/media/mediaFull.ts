import { createRoute } from '@hono/zod-openapi';
import { getMediaFull } from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { sharedJson } from '../../shared-json.ts';
import { mediaFullSchema } from './schemas.ts';
import { sharedRead } from '../../shared.ts';

const route = createRoute({
  method: 'get',
  path: '/public/mediaFull/{id}',
  tags: ['Médias'],
  summary: 'Un média public avec tout ce que sa page montre (spec partie 2 §7)',
  request: { params: idParams },
  middleware: sharedRead(),
  responses: answers(dataOf(mediaFullSchema), [404]),
});

export const mediaFull = apiRoutes().openapi(route, async (c) => {
  const data = await getMediaFull(c.var.ctx, c.req.valid('param').id);
  return sharedJson(c, data, (data) => ({ data }));
});
