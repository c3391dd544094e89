import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { anonymousRoles } from '../../../domain/accounts/index.ts';
import { listCourseData, listMediaByCategory } from '../../../domain/media/index.ts';
import { requireCaller } from '../../caller.ts';
import { answers, apiRoutes, dataOf, wordParams } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { courseItemSchema, listedMediaSchema } from './schemas.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

const byCategory = createRoute({
  method: 'get',
  path: '/public/medias/categorie/{key}',
  tags: ['Médias'],
  summary: 'Les médias publics d’une catégorie de liste, avec leurs fichiers audio',
  request: { params: wordParams('key') },
  middleware: sharedRead(),
  responses: answers(dataOf(z.array(listedMediaSchema)), [404]),
});

const courseData = createRoute({
  method: 'get',
  path: '/public/coursData/{key}',
  tags: ['Médias'],
  summary: 'Les éléments d’une clé de cours (les clés de formation demandent le jeton d’un ROLE_CANDIDAT)',
  request: { params: wordParams('key') },
  middleware: sharedRead('Authorization'),
  responses: answers(dataOf(z.array(courseItemSchema)), [401, 403, 404]),
});

export const mediaLists = apiRoutes()
  .openapi(byCategory, async (c) => {
    const { key } = c.req.valid('param');
    return keptPublicJson(c, `categorie ${key}`, () => listMediaByCategory(c.var.ctx, key));
  })
  .openapi(courseData, async (c) => {
    // A visitor reads the public key; a member's token (a candidate's) opens the formation keys.
    const roles = c.req.header('authorization') ? (await requireCaller(c)).roles : anonymousRoles;
    return json(c, { data: await listCourseData(c.var.ctx, c.req.valid('param').key, roles) });
  });
