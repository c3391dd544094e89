import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { InvalidLink, signInByLink } from '../../../domain/accounts/index.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { sessionUserSchema, refused } from './schemas.ts';
import { answers, apiRoutes, dataOf, wordParams } from '../../openapi/routes.ts';

/** GET /api/public/authByToken/{token}: activates and signs in; data null for an invalid or expired link. */
const route = createRoute({
  method: 'get',
  path: '/public/authByToken/{token}',
  tags: ['Comptes'],
  summary: 'Le jeton d’un lien : la personne d’un sondage (décision 0048), sinon l’activation du compte',
  middleware: noStore,
  request: { params: wordParams('token') },
  responses: answers(z.union([dataOf(sessionUserSchema), refused, dataOf(z.looseObject({ token: z.string() }))])),
});

export const authByToken = apiRoutes().openapi(route, async (c) => {
  try {
    return json(c, { data: sessionUser(await signInByLink(c.var.ctx, c.req.valid('param').token, 'api')) });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
});
