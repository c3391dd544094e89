import { Hono, type Context } from 'hono';
import { findSession, type SessionMember } from '../../../domain/accounts/index.ts';
import { Forbidden, Unauthorized } from '../../../domain/errors.ts';
import { listPositions, savePosition } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam, readJson } from '../../json.ts';
import { requireMember } from '../accounts/member.ts';

/**
 * The caller: by the API token (Authorization header), or by the site's session cookie for the players of the pages.
 * A cookie-authenticated write must come from the site itself (same Origin), on top of the SameSite cookie.
 */
async function listener(c: Context<ApiEnv>, write: boolean): Promise<SessionMember> {
  if (c.req.header('authorization')) return requireMember(c);
  const token = c.req.header('cookie')?.match(/(?:^|;\s*)session=([A-Za-z0-9_-]{1,100})(?:;|$)/)?.[1];
  const member = token ? await findSession(c.var.ctx, token, 'cookie') : null;
  if (!member) throw new Unauthorized('Session absente ou expirée, veuillez vous reconnecter');
  const origin = c.req.header('origin');
  if (write && origin && new URL(origin).host !== new URL(c.req.url).host) throw new Forbidden();
  return member;
}

/**
 * GET /api/positions?fichiers=1,2,3: the member's listening positions in these files, the most recent first.
 * PUT /api/positions/{fichierId} { position }: saves where the member stopped (seconds).
 */
export const positions = new Hono<ApiEnv>()
  .get('/positions', async (c) => {
    const member = await listener(c, false);
    return c.json({ data: await listPositions(c.var.ctx, member.userId, c.req.query()) });
  })
  .put('/positions/:fichierId', async (c) => {
    const member = await listener(c, true);
    const fichierId = idParam(c, 'fichierId');
    return c.json({ data: await savePosition(c.var.ctx, member.userId, fichierId, await readJson(c)) });
  });
