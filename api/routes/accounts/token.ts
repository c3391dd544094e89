import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { refreshSession } from '../../../domain/accounts/index.ts';
import { apiRoutes } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/oauth/token, form-encoded grant_type=refresh_token&refresh_token=… (RFC 6749 §6):
 * a new access token and a new refresh token; the old refresh token stops working (rotation).
 */
const oauthError = z.object({ error: z.string(), error_description: z.string() });
const route = createRoute({
  method: 'post',
  path: '/oauth/token',
  tags: ['Comptes'],
  summary: 'Renouvelle la session (grant_type=refresh_token) ; l’ancien jeton de renouvellement cesse de valoir',
  request: {
    body: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: { grant_type: { type: 'string', enum: ['refresh_token'] }, refresh_token: { type: 'string' } },
            required: ['grant_type', 'refresh_token'],
          },
        },
      },
    },
  },
  responses: {
    200: {
      description: 'La nouvelle session',
      content: {
        'application/json': {
          schema: z.object({
            access_token: z.string(),
            token_type: z.literal('Bearer'),
            expires_in: z.number(),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: { description: 'Erreur OAuth (RFC 6749 §5.2)', content: { 'application/json': { schema: oauthError } } },
  } as RouteConfig['responses'],
});

export const token = apiRoutes().openapi(route, async (c) => {
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
