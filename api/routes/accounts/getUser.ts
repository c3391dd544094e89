import { Hono } from 'hono';
import { getAccount } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** GET /api/public/getUser: the caller's own record. */
export const getUser = new Hono<ApiEnv>().get('/public/getUser', noStore, async (c) => {
  const member = await requireCaller(c);
  return json(c, { data: await getAccount(c.var.ctx, member.userId) });
});
