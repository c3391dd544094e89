import { Hono } from 'hono';
import { anonymousRoles } from '../../../domain/accounts/index.ts';
import { listCourseData, listMediaByCategory } from '../../../domain/media/index.ts';
import { requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { json } from '../../answer.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

/**
 * GET /api/public/medias/categorie/{key}: the public media of a list category with their audio files.
 * GET /api/public/coursData/{key}: the items of a course-data key (the formation keys need a ROLE_CANDIDAT token).
 */
export const mediaLists = new Hono<ApiEnv>()
  .get('/public/medias/categorie/:key', sharedRead(), async (c) => {
    const key = c.req.param('key');
    return keptPublicJson(c, `categorie ${key}`, () => listMediaByCategory(c.var.ctx, key));
  })
  .get('/public/coursData/:key', sharedRead('Authorization'), async (c) => {
    // A visitor reads the public key; a member's token (a candidate's) opens the formation keys.
    const roles = c.req.header('authorization') ? (await requireCaller(c)).roles : anonymousRoles;
    return json(c, { data: await listCourseData(c.var.ctx, c.req.param('key'), roles) });
  });
