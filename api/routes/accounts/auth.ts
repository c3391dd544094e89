import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { deviceLifetimeMs, signIn, WrongCredentials } from '../../../domain/accounts/index.ts';
import { loginSchema } from '../../../domain/accounts/index.ts';
import { deviceCookie, deviceTokenFromCookie } from '../../../platform/browser-session.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { sessionUserSchema, refused } from './schemas.ts';
import { answers, apiRoutes, dataOf, jsonBody } from '../../openapi/routes.ts';

/**
 * POST /api/users/auth {login, pass}: data is the signed-in user with its tokens, or null for wrong credentials. A
 * success also sets the device cookie, which the next sign-ins of the account send back (decision 0088).
 */
const route = createRoute({
  method: 'post',
  path: '/users/auth',
  tags: ['Comptes'],
  summary: 'Connexion par e-mail et mot de passe : la session (jeton, jeton de renouvellement)',
  middleware: noStore,
  request: { body: jsonBody(loginSchema) },
  responses: answers(z.union([dataOf(sessionUserSchema), refused]), [429]),
});

export const auth = apiRoutes().openapi(route, async (c) => {
  const body = await readJson(c);
  try {
    const device = deviceTokenFromCookie(c.req.header('cookie'));
    const signedIn = await signIn(c.var.ctx, body, { ...requester(c), kind: 'api', device });
    const cookie = deviceCookie(signedIn.deviceToken, {
      path: '/api/users/auth',
      publicUrl: c.var.ctx.config.PUBLIC_URL,
      maxAgeSeconds: deviceLifetimeMs / 1000,
    });
    c.header('Set-Cookie', cookie, { append: true });
    return json(c, { data: sessionUser(signedIn) });
  } catch (err) {
    if (err instanceof WrongCredentials) return json(c, { data: null, message: err.message });
    throw err;
  }
});
