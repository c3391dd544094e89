import { Hono } from 'hono';
import { getGallery } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam } from '../../json.ts';
import { json } from '../../answer.ts';
import { sharedRead } from '../../shared.ts';

/** GET /api/public/gallery/{id}: the photos of a lightbox gallery (spec part 1 §7). */
export const gallery = new Hono<ApiEnv>().get('/public/gallery/:id', sharedRead(), async (c) => {
  const data = await getGallery(c.var.ctx, idParam(c, 'id'));
  return json(c, { data });
});
