import type { Context } from 'hono';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  canStillVote,
  castVote,
  checkReceipt,
  receiptCheckSchema,
  voteValues,
  type Voter,
} from '../../../domain/votes/index.ts';
import { requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { knownSlug } from '../../../domain/validation.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
import { afterCaller, answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/** The member behind the call's token (Basic or Bearer) or the site's session cookie; 401 without one. */
async function voterOf(c: Context<ApiEnv>): Promise<Voter> {
  const m = await requireCaller(c, { cookie: true });
  return { userId: m.userId, email: m.email, firstname: m.firstname, lastname: m.lastname, roles: m.roles };
}

/** The ballot named by `?scrutin=SLUG`; absent, the one open now. */
export const scrutinOf = (c: Context<ApiEnv>) => {
  const scrutin = c.req.query('scrutin');
  return scrutin ? knownSlug(scrutin, 'Vote inconnu') : undefined;
};

/** The ballot named in the query (the open one by default): a slug, else 404 (knownSlug). */
export const ballotQuery = afterCaller(z.object({ scrutin: z.string().optional() }));
const tags = ['Votes'];

const isVoteRoute = createRoute({
  method: 'get',
  path: '/votes/isVote',
  tags,
  summary: 'Le membre peut-il encore voter ? success faux une fois son vote déposé (spec partie 3 §7)',
  middleware: noStore,
  ...ballotQuery,
  responses: answers(z.object({ success: z.boolean(), scrutin: z.string() }), [401, 403, 404]),
});

const voteRoute = createRoute({
  method: 'post',
  path: '/votes/voter',
  tags,
  summary: 'Vote : chaque clé de résolution vers Pour, Contre ou Abstention ; le code de reçu (aussi envoyé par mail)',
  description:
    'Une clé manquante, inconnue ou mal répondue : 400 ; scrutin clos, pas encore ouvert ou second vote : 409.',
  middleware: noStore,
  ...ballotQuery,
  request: { body: jsonBody(z.record(z.string(), z.enum(voteValues))) },
  responses: answers(
    z.object({ success: z.literal(true), scrutin: z.string(), code: z.string() }),
    [401, 403, 404, 409],
  ),
});

const receiptRoute = createRoute({
  method: 'post',
  path: '/votes/recu',
  tags,
  summary: 'Où est le bulletin de ce code de reçu : urne, reserve (compté à la clôture) ou inconnu',
  description: 'Le code voyage dans le corps, jamais dans une adresse que les journaux gardent.',
  middleware: noStore,
  ...ballotQuery,
  request: { body: jsonBody(receiptCheckSchema) },
  responses: answers(z.object({ scrutin: z.string(), state: z.enum(['urne', 'reserve', 'inconnu']) }), [401, 403, 404]),
});

export const isVote = apiRoutes().openapi(isVoteRoute, async (c) => {
  return json(c, await canStillVote(c.var.ctx, { scrutin: scrutinOf(c), voter: await voterOf(c) }));
});

export const voter = apiRoutes().openapi(voteRoute, async (c) => {
  const who = await voterOf(c);
  const answers = await readJson(c);
  const { code, scrutin } = await castVote(c.var.ctx, { scrutin: scrutinOf(c), voter: who, answers });
  return json(c, { success: true, scrutin, code });
});

export const receipt = apiRoutes().openapi(receiptRoute, async (c) => {
  const who = await voterOf(c);
  const { code } = await readJson(c);
  return json(c, await checkReceipt(c.var.ctx, { scrutin: scrutinOf(c), voter: who, code }));
});
