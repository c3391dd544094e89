import { Hono } from 'hono';
import { anonymousRoles } from '../../../domain/accounts/index.ts';
import { getLiveMeeting } from '../../../domain/live/index.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/**
 * GET /api/public/reuDirect[?reunion=reunion|pastorale]: { data: the live meeting's five fields }. The announcement
 * and the broadcast flag go to anyone; the video, audio and recording links only to a caller holding the meeting's
 * role (ROLE_REU_DIRECT, ROLE_PASTORALE), by token or by the site's session cookie. Kept by no cache: the answer
 * depends on the caller.
 */
export const reuDirect = new Hono<ApiEnv>().get('/public/reuDirect', noStore, async (c) => {
  const caller = await findCaller(c, { cookie: true });
  return json(c, { data: await getLiveMeeting(c.var.ctx, c.req.query(), caller?.roles ?? anonymousRoles) });
});
