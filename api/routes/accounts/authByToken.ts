import { Hono } from 'hono';
import { InvalidLink, signInByLink } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** GET /api/public/authByToken/{token}: activates and signs in; data null for an invalid or expired link. */
export const authByToken = new Hono<ApiEnv>().get('/public/authByToken/:token', noStore, async (c) => {
  try {
    return json(c, { data: sessionUser(await signInByLink(c.var.ctx, c.req.param('token'), 'api')) });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
});
