import { and, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { findBallot } from './ballots.ts';
import { pooledPapers, settleClosedBallot } from './mixing.ts';
import { receiptCheckSchema } from './schemas.ts';
import { codeHash } from './secrecy.ts';
import { requireVoter, type Voter } from './vote.ts';

const { ballotPapers } = schema;

/** Where a paper stands: in the box (counted), still in the mixing pool (counted at the close), or nowhere. */
export type ReceiptState = 'urne' | 'reserve' | 'inconnu';

/**
 * A voter checks their paper with their receipt code (decision 0085): the box is searched by the code's hash, the
 * pool opened with the key. Says where the paper is, never what it says.
 */
export async function checkReceipt(
  ctx: Ctx,
  input: { scrutin?: string; voter: Voter; code: unknown },
): Promise<{ scrutin: string; state: ReceiptState }> {
  requireVoter(input.voter);
  const { code } = parseInput(receiptCheckSchema, { code: input.code });
  const ballot = await findBallot(ctx, input.scrutin);
  await settleClosedBallot(ctx, ballot);
  const hash = codeHash(code);
  const [inBox] = await ctx.db
    .select({ id: ballotPapers.id })
    .from(ballotPapers)
    .where(and(eq(ballotPapers.ballotSlug, ballot.slug), eq(ballotPapers.codeHash, hash)));
  if (inBox) return { scrutin: ballot.slug, state: 'urne' };
  const pooled = (await pooledPapers(ctx, ballot.slug)).some((p) => p.codeHash === hash);
  return { scrutin: ballot.slug, state: pooled ? 'reserve' : 'inconnu' };
}
