import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { answers, apiRoutes, dataOf } from '../../openapi/routes.ts';

/** PUT /api/public/getAuthorities (body: the current page address, unused): the caller's roles, refreshed. */
const route = createRoute({
  method: 'put',
  path: '/public/getAuthorities',
  tags: ['Comptes'],
  summary: 'Les rôles de l’appelant',
  middleware: noStore,
  responses: answers(dataOf(z.array(z.object({ name: z.string() }))), [401]),
});

export const getAuthorities = apiRoutes().openapi(route, async (c) => {
  const member = await requireCaller(c);
  return json(c, { data: member.roles.map((name) => ({ name })) });
});
