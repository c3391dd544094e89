import { Hono } from 'hono';
import { getMediaFull } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam } from '../../json.ts';
import { sharedJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

/** GET /api/public/mediaFull/{id}: a public media with everything its page shows (spec part 2 §7). */
export const mediaFull = new Hono<ApiEnv>().get('/public/mediaFull/:id', sharedRead(), async (c) => {
  const data = await getMediaFull(c.var.ctx, idParam(c, 'id'));
  return sharedJson(c, data, (data) => ({ data }));
});
