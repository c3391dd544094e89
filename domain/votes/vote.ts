import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { voteReceiptMail } from '../../emails/votes/votes.ts';
import { schema } from '../../db/client.ts';
import { hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { Conflict, Forbidden, Invalid } from '../errors.ts';
import { findBallot, type Ballot } from './ballots.ts';
import { ballotState, voteMessages, voteSchema, type VoteValue } from './schemas.ts';

const { ballotParticipations, ballotPapers } = schema;

export const ROLE_AG_VOTE = 'ROLE_AG_VOTE';
export const ROLE_AG_VOTE_ADMIN = 'ROLE_AG_VOTE_ADMIN';

/** The member voting, as the session names them. */
export interface Voter {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
  roles: readonly string[];
}

function requireVoter(voter: Voter): void {
  if (!hasRole(voter.roles, [ROLE_AG_VOTE])) throw new Forbidden(voteMessages.notVoter);
}

/** True when the member has already voted in that ballot. */
async function participated(ctx: Ctx, ballot: Ballot, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: ballotParticipations.userId })
    .from(ballotParticipations)
    .where(and(eq(ballotParticipations.ballotSlug, ballot.slug), eq(ballotParticipations.userId, userId)));
  return Boolean(row);
}

/** isVote: may the member still vote? `success` false once they have voted (spec part 3 §7). */
export async function canStillVote(
  ctx: Ctx,
  input: { scrutin?: string; voter: Voter },
): Promise<{ success: boolean; scrutin: string }> {
  requireVoter(input.voter);
  const ballot = await findBallot(ctx, input.scrutin);
  return { success: !(await participated(ctx, ballot, input.voter.userId)), scrutin: ballot.slug };
}

/** A receipt code: 60 random bits in Crockford's base 32, as XXXX-XXXX-XXXX (no 0/O, 1/I/L to confuse). */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReceiptCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % 32]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

/**
 * voter: records one vote. In one transaction: the participation (the primary key refuses a second one, whatever
 * the concurrency) and the paper under a new receipt code. Anything refused stores nothing. Then the receipt is
 * mailed at once, not as a job: a job's row would hold the member's address beside the code, which names the paper
 * (decision 0040). A mail that fails is not retried; the code was shown on screen.
 */
export async function castVote(
  ctx: Ctx,
  input: { scrutin?: string; voter: Voter; answers: unknown },
): Promise<{ code: string; scrutin: string; answers: Record<string, VoteValue> }> {
  requireVoter(input.voter);
  const ballot = await findBallot(ctx, input.scrutin);
  const now = ctx.clock.now();
  const state = ballotState(ballot, now);
  if (state === 'upcoming') throw new Conflict(voteMessages.notYetOpen);
  if (state === 'closed') throw new Conflict(voteMessages.closedInline);
  const parsed = voteSchema(ballot.content).safeParse(input.answers);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
    throw new Invalid(fields);
  }
  const answers: Record<string, VoteValue> = parsed.data;
  const code = newReceiptCode();
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ballotParticipations)
      .values({ ballotSlug: ballot.slug, userId: input.voter.userId, votedAt: now })
      .onConflictDoNothing()
      .returning({ userId: ballotParticipations.userId });
    if (inserted.length === 0) throw new Conflict(voteMessages.alreadyVotedModal);
    await tx.insert(ballotPapers).values({ code, ballotSlug: ballot.slug, answers });
  });
  const site = { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
  try {
    await ctx.mail.send({ to: input.voter.email, ...voteReceiptMail(site, input.voter, ballot, code) });
  } catch {
    // Neither the address nor the code in the log: together they would name the paper.
    ctx.log.warn({ ballot: ballot.slug }, 'reçu de vote non envoyé');
  }
  return { code, scrutin: ballot.slug, answers };
}
