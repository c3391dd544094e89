import { Hono, type Context } from 'hono';
import { InvalidLink, signInByLink } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** Activates and signs in; data null for an invalid or expired link. */
async function byToken(c: Context<ApiEnv>) {
  try {
    return json(c, { data: sessionUser(await signInByLink(c.var.ctx, c.req.param('token') ?? '', 'api')) });
  } catch (err) {
    if (err instanceof InvalidLink) return json(c, { data: null, message: err.message });
    throw err;
  }
}

/**
 * GET /api/public/authByToken/{token}, the spec's call, kept for its clients (no mail points at it), and
 * POST /api/public/authByToken/{token}, the same as a write, as the activation page does it (decision 0103).
 */
export const authByToken = new Hono<ApiEnv>()
  .get('/public/authByToken/:token', noStore, byToken)
  .post('/public/authByToken/:token', noStore, byToken);
