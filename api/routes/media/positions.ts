import { Hono } from 'hono';
import { listPositions, savePosition } from '../../../domain/media/index.ts';
import { requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam, readJson } from '../../json.ts';
import { json } from '../../answer.ts';

/**
 * GET /api/positions?fichiers=1,2,3: the member's listening positions in these files, the most recent first.
 * PUT /api/positions/{fichierId} { position }: saves where the member stopped (seconds).
 * The players of the pages call with the session cookie, other clients with their token.
 */
export const positions = new Hono<ApiEnv>()
  .get('/positions', async (c) => {
    const member = await requireCaller(c, { cookie: true });
    return json(c, { data: await listPositions(c.var.ctx, member.userId, c.req.query()) });
  })
  .put('/positions/:fichierId', async (c) => {
    const member = await requireCaller(c, { cookie: true });
    const fichierId = idParam(c, 'fichierId');
    return json(c, { data: await savePosition(c.var.ctx, member.userId, fichierId, await readJson(c)) });
  });
