import type { Context } from 'hono';
import { Hono } from 'hono';
import { canStillVote, castVote, checkReceipt, type Voter } from '../../../domain/votes/index.ts';
import { requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { knownSlug } from '../../../domain/validation.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
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

/**
 * GET /api/votes/isVote[?scrutin=SLUG] → { success, scrutin }: success false once the member has voted
 * (spec part 3 §7). 401 without a session, 403 without ROLE_AG_VOTE, 404 for an unknown ballot.
 */
export const isVote = new Hono<ApiEnv>().use('/votes/isVote', noStore).get('/votes/isVote', async (c) => {
  return json(c, await canStillVote(c.var.ctx, { scrutin: scrutinOf(c), voter: await voterOf(c) }));
});

/**
 * POST /api/votes/voter[?scrutin=SLUG] with the map of every resolution key to "Pour", "Contre" or "Abstention"
 * → { success: true, scrutin, code } (the receipt code, also mailed). A missing, unknown or wrongly answered key
 * 400; a closed or not yet open ballot, or a second vote, 409; no ROLE_AG_VOTE 403. Nothing is stored when refused.
 */
export const voter = new Hono<ApiEnv>().use('/votes/voter', noStore).post('/votes/voter', async (c) => {
  const who = await voterOf(c);
  const answers = await readJson(c);
  const { code, scrutin } = await castVote(c.var.ctx, { scrutin: scrutinOf(c), voter: who, answers });
  return json(c, { success: true, scrutin, code });
});

/**
 * POST /api/votes/recu[?scrutin=SLUG] with { code } → { scrutin, state }: where the paper of that receipt code is,
 * "urne" (in the box, counted), "reserve" (in the mixing pool, counted at the close) or "inconnu". A malformed code
 * 400; no ROLE_AG_VOTE 403. The code travels in the body, never in an address that logs keep.
 */
export const receipt = new Hono<ApiEnv>().use('/votes/recu', noStore).post('/votes/recu', async (c) => {
  const who = await voterOf(c);
  const { code } = await readJson(c);
  return json(c, await checkReceipt(c.var.ctx, { scrutin: scrutinOf(c), voter: who, code }));
});
