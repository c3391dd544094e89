import { Hono } from 'hono';
import { listCourseData, listMediaByCategory } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';

/**
 * GET /api/public/medias/categorie/{key}: the public media of a list category with their audio files.
 * GET /api/public/coursData/{key}: the items of a course-data key (the formation keys need ROLE_CANDIDAT).
 */
export const mediaLists = new Hono<ApiEnv>()
  .get('/public/medias/categorie/:key', async (c) => {
    return c.json({ data: await listMediaByCategory(c.var.ctx, c.req.param('key')) });
  })
  .get('/public/coursData/:key', async (c) => {
    return c.json({ data: await listCourseData(c.var.ctx, c.req.param('key'), ['ROLE_PUBLIC']) });
  });
