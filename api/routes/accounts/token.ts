import { Hono } from 'hono';
import { refreshSession } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/oauth/token, form-encoded grant_type=refresh_token&refresh_token=… (RFC 6749 §6):
 * a new access token and a new refresh token; the old refresh token stops working (rotation).
 */
export const token = new Hono<ApiEnv>().post('/oauth/token', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  c.header('Cache-Control', 'no-store');
  if (form.grant_type !== 'refresh_token') {
    return json(
      c,
      { error: 'unsupported_grant_type', error_description: 'Seul grant_type=refresh_token est accepté' },
      400,
    );
  }
  const refreshed = typeof form.refresh_token === 'string' ? await refreshSession(c.var.ctx, form.refresh_token) : null;
  if (!refreshed) {
    return json(c, { error: 'invalid_grant', error_description: 'Jeton de renouvellement invalide ou expiré' }, 400);
  }
  return json(c, {
    access_token: refreshed.token,
    token_type: 'Bearer',
    expires_in: refreshed.expiresIn,
    refresh_token: refreshed.refreshToken,
  });
});
