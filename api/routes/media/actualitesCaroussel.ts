import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listCollectionChildren } from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { mediaSummarySchema } from './schemas.ts';

const route = createRoute({
  method: 'get',
  path: '/public/actualitesCaroussel/{id}',
  tags: ['Médias'],
  summary: 'Les actualités d’une collection de carrousel (accueil : 1967)',
  request: { params: idParams },
  responses: answers(dataOf(z.array(mediaSummarySchema)), [404]),
});

export const actualitesCaroussel = apiRoutes().openapi(route, async (c) => {
  const data = await listCollectionChildren(c.var.ctx, c.req.valid('param').id);
  return json(c, { data });
});
