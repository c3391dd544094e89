import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listPositions, positionSchema, positionsQuerySchema, savePosition } from '../../../domain/media/index.ts';
import { requireCaller } from '../../caller.ts';
import { readJson } from '../../json.ts';
import { afterCaller, answers, apiRoutes, dataOf, idParams, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { positionSchema as positionAnswer } from './schemas.ts';

/** The players of the pages call with the session cookie, other clients with their token. */
const list = createRoute({
  method: 'get',
  path: '/positions',
  tags: ['Médias'],
  summary: 'Les positions d’écoute du membre dans ces fichiers, la plus récente d’abord',
  ...afterCaller(positionsQuerySchema),
  responses: answers(dataOf(z.array(positionAnswer)), [401, 403]),
});

const save = createRoute({
  method: 'put',
  path: '/positions/{fichierId}',
  tags: ['Médias'],
  summary: 'Enregistre où le membre s’est arrêté (secondes)',
  request: { params: z.object({ fichierId: idParams.shape.id }), body: jsonBody(positionSchema) },
  responses: answers(dataOf(positionAnswer), [401, 403, 404]),
});

export const positions = apiRoutes()
  .openapi(list, async (c) => {
    const member = await requireCaller(c, { cookie: true });
    return json(c, { data: await listPositions(c.var.ctx, member.userId, c.req.query()) });
  })
  .openapi(save, async (c) => {
    const member = await requireCaller(c, { cookie: true });
    const { fichierId } = c.req.valid('param');
    return json(c, { data: await savePosition(c.var.ctx, member.userId, fichierId, await readJson(c)) });
  });
