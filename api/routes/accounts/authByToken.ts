import type { Context } from 'hono';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { InvalidLink, signInByLink } from '../../../domain/accounts/index.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import type { ApiEnv } from '../../env.ts';
import { sessionUserSchema, refused } from './schemas.ts';
import { answers, apiRoutes, dataOf, wordParams } from '../../openapi/routes.ts';

const byTokenRoute = (method: 'get' | 'post') =>
  createRoute({
    method,
    path: '/public/authByToken/{token}',
    tags: ['Comptes'],
    summary:
      method === 'get'
        ? 'Le jeton d’un lien : la personne d’un sondage (décision 0048), sinon l’activation du compte'
        : 'L’activation du compte par le lien reçu, comme la page d’activation l’envoie (décision 0103)',
    middleware: noStore,
    request: { params: wordParams('token') },
    responses: answers(z.union([dataOf(sessionUserSchema), refused, dataOf(z.looseObject({ token: z.string() }))])),
  });

/** Activates and signs in; data null for an invalid or expired link. */
async function byToken(c: Context<ApiEnv>, token: string) {
  try {
    return json(c, { data: sessionUser(await signInByLink(c.var.ctx, token, 'api')) });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
}

/**
 * GET /api/public/authByToken/{token}, the spec's call, kept for its clients (no mail points at it), and
 * POST /api/public/authByToken/{token}, the same as a write, as the activation page does it (decision 0103).
 */
export const authByToken = apiRoutes()
  .openapi(byTokenRoute('get'), (c) => byToken(c, c.req.valid('param').token))
  .openapi(byTokenRoute('post'), (c) => byToken(c, c.req.valid('param').token));
