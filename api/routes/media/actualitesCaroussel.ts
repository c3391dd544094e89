import { Hono } from 'hono';
import { listCollectionChildren } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam } from '../../json.ts';
import { json } from '../../answer.ts';
import { sharedRead } from '../../shared.ts';

/** GET /api/public/actualitesCaroussel/{id}: the news of a carousel collection (home: 1967). */
export const actualitesCaroussel = new Hono<ApiEnv>().get(
  '/public/actualitesCaroussel/:id',
  sharedRead(),
  async (c) => {
    const data = await listCollectionChildren(c.var.ctx, idParam(c, 'id'));
    return json(c, { data });
  },
);
