import { Hono } from 'hono';
import type { ApiEnv } from '../../env.ts';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** PUT /api/public/getAuthorities (body: the current page address, unused): the caller's roles, refreshed. */
export const getAuthorities = new Hono<ApiEnv>().put('/public/getAuthorities', noStore, async (c) => {
  const member = await requireCaller(c);
  return json(c, { data: member.roles.map((name) => ({ name })) });
});
