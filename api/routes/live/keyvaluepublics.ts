import { Hono } from 'hono';
import { getKeyValue } from '../../../domain/live/index.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/**
 * GET /api/keyvaluepublics/{key}: { data: { cle, valeur } }, valeur the item's JSON as a string (spec part 2 §3).
 * An item reserved to roles answers 401 without a session and 403 to a member holding none of them (decision 0046).
 */
export const keyvaluepublics = new Hono<ApiEnv>().get('/keyvaluepublics/:key', noStore, async (c) => {
  const caller = await findCaller(c, { cookie: true });
  return json(c, { data: await getKeyValue(c.var.ctx, c.req.param('key'), caller?.roles ?? null) });
});
