import { createRoute } from '@hono/zod-openapi';
import { getAccount } from '../../../domain/accounts/index.ts';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { sharedJson } from '../../shared-json.ts';
import { userSchema } from './schemas.ts';
import { answers, apiRoutes, dataOf } from '../../openapi/routes.ts';

/** GET /api/public/getUser: the caller's own record. */
const route = createRoute({
  method: 'get',
  path: '/public/getUser',
  tags: ['Comptes'],
  summary: 'La fiche de l’appelant',
  middleware: noStore,
  responses: answers(dataOf(userSchema), [401]),
});

export const getUser = apiRoutes().openapi(route, async (c) => {
  const member = await requireCaller(c);
  // The account as this process keeps it (decision 0078): serialised once while it is kept.
  return sharedJson(c, await getAccount(c.get('ctx'), member.userId), (account) => ({ data: account }));
});
