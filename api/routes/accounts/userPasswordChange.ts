import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { InvalidLink, resetPassword } from '../../../domain/accounts/index.ts';
import { passwordChangeSchema } from '../../../domain/accounts/index.ts';
import { readJson } from '../../json.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { userSchema, sessionUserSchema, refused } from './schemas.ts';
import { answers, apiRoutes, dataOf, jsonBody, wordParams } from '../../openapi/routes.ts';

/** PUT /api/public/userPasswordChange/{token} {newPassword}: data is the signed-in user, or null for a bad link. */
const route = createRoute({
  method: 'put',
  path: '/public/userPasswordChange/{token}',
  tags: ['Comptes'],
  summary: 'Nouveau mot de passe par le lien reçu : la session',
  middleware: noStore,
  request: { params: wordParams('token'), body: jsonBody(passwordChangeSchema) },
  responses: answers(z.union([dataOf(sessionUserSchema.extend({ user: userSchema })), refused]), [429]),
});

export const userPasswordChange = apiRoutes().openapi(route, async (c) => {
  const body = await readJson(c);
  try {
    const signedIn = await resetPassword(c.var.ctx, c.req.valid('param').token, body, 'api');
    // The spec's "data with authorities and user": the session user, which also carries them under `user`.
    return json(c, { data: { ...sessionUser(signedIn), user: signedIn.user } });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
});
