import { Hono } from 'hono';
import { InvalidLink, resetPassword } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** PUT /api/public/userPasswordChange/{token} {newPassword}: data is the signed-in user, or null for a bad link. */
export const userPasswordChange = new Hono<ApiEnv>().put('/public/userPasswordChange/:token', noStore, async (c) => {
  const body = await readJson(c);
  try {
    const signedIn = await resetPassword(c.var.ctx, c.req.param('token'), body, 'api');
    // The spec's "data with authorities and user": the session user, which also carries them under `user`.
    return json(c, { data: { ...sessionUser(signedIn), user: signedIn.user } });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
});
