import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getGallery } from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { galleryPhotoSchema } from './schemas.ts';
import { sharedRead } from '../../shared.ts';

const route = createRoute({
  method: 'get',
  path: '/public/gallery/{id}',
  tags: ['Médias'],
  summary: 'Les photos d’une galerie (spec partie 1 §7)',
  request: { params: idParams },
  middleware: sharedRead(),
  responses: answers(dataOf(z.array(galleryPhotoSchema)), [404]),
});

// The same photos for every caller: kept as the media details are, read and serialised once per change (0121).
export const gallery = apiRoutes().openapi(route, async (c) => {
  const id = c.req.valid('param').id;
  return keptPublicJson(c, `gallery ${id}`, () => getGallery(c.var.ctx, id));
});
