import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getKeyValue } from '../../../domain/live/index.ts';
import { findCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { answers, apiRoutes, dataOf, wordParams } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

const route = createRoute({
  method: 'get',
  path: '/keyvaluepublics/{key}',
  tags: ['Réunions en direct'],
  summary: 'Une valeur publique (ou réservée à un rôle) du site, par sa clé',
  middleware: noStore,
  request: { params: wordParams('key') },
  responses: answers(dataOf(z.object({ cle: z.string(), valeur: z.string() })), [401, 403, 404]),
});

export const keyvaluepublics = apiRoutes().openapi(route, async (c) => {
  const caller = await findCaller(c, { cookie: true });
  return json(c, { data: await getKeyValue(c.var.ctx, c.req.valid('param').key, caller?.roles ?? null) });
});
