import { Hono } from 'hono';
import { listCollectionChildren } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam } from '../../json.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

/** GET /api/public/actualitesCaroussel/{id}: the news of a carousel collection (home: 1967). */
export const actualitesCaroussel = new Hono<ApiEnv>().get(
  '/public/actualitesCaroussel/:id',
  sharedRead(),
  async (c) => {
    const id = idParam(c, 'id');
    return keptPublicJson(c, `actualitesCaroussel ${id}`, () => listCollectionChildren(c.var.ctx, id));
  },
);
