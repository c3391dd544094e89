import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listCollectionChildren } from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { mediaSummarySchema } from './schemas.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

const route = createRoute({
  method: 'get',
  path: '/public/actualitesCaroussel/{id}',
  tags: ['Médias'],
  summary: 'Les actualités d’une collection de carrousel (accueil : 1967)',
  request: { params: idParams },
  middleware: sharedRead(),
  responses: answers(dataOf(z.array(mediaSummarySchema)), [404]),
});

export const actualitesCaroussel = apiRoutes().openapi(route, async (c) => {
  const { id } = c.req.valid('param');
  return keptPublicJson(c, `actualitesCaroussel ${id}`, () => listCollectionChildren(c.var.ctx, id));
});
