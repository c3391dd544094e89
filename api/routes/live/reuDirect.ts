import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { anonymousRoles } from '../../../domain/accounts/index.ts';
import { getLiveMeeting, meetingQuerySchema } from '../../../domain/live/index.ts';
import { findCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { answers, apiRoutes, dataOf } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { keptPublicJson } from '../../shared-json.ts';

const route = createRoute({
  method: 'get',
  path: '/public/reuDirect',
  tags: ['Réunions en direct'],
  summary: 'La réunion en direct : l’annonce pour tous, les liens pour qui a le rôle de la réunion',
  middleware: noStore,
  request: { query: meetingQuerySchema },
  responses: answers(
    dataOf(
      z.looseObject({
        annonceReuDirect: z.string(),
        lastRetransmissionReunionUrl: z.string().nullable(),
        reuDirectUrl: z.string().nullable(),
        reuDirectYoutubeUrl: z.string().nullable(),
        reuDirectYoutubeDiffusion: z.boolean(),
      }),
    ),
  ),
});

export const reuDirect = apiRoutes().openapi(route, async (c) => {
  const caller = await findCaller(c, { cookie: true });
  if (caller) return json(c, { data: await getLiveMeeting(c.var.ctx, c.req.query(), caller.roles) });
  // Every visitor gets the same announcement: kept until the meeting changes (its table announces the change).
  const query = c.req.query();
  return keptPublicJson(c, `reuDirect ${query.reunion ?? ''}`, () => getLiveMeeting(c.var.ctx, query, anonymousRoles));
});
