import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { voteReceiptMail } from '../../emails/votes/votes.ts';
import { schema } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { hasRole } from '../accounts/index.ts';
import { timedCache } from '../timed-cache.ts';
import type { Ctx } from '../context.ts';
import { enqueue, type BallotReceiptJob } from '../jobs.ts';
import { Conflict, Forbidden, Invalid } from '../errors.ts';
import { findBallot, viewOf, type Ballot, type BallotView } from './ballots.ts';
import { mixIfFull, poolPaper } from './mixing.ts';
import { ballotState, voteMessages, voteSchema, type VoteValue } from './schemas.ts';
import { codeHash, receiptCode } from './secrecy.ts';

const { ballotParticipations, ballots, users } = schema;

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

/** Refuses a member without the voting role. */
export function requireVoter(voter: Voter): void {
  if (!hasRole(voter.roles, [ROLE_AG_VOTE])) throw new Forbidden(voteMessages.notVoter);
}

/**
 * The ballots as the vote page shows them, kept as the library's public reads are: a change of a ballot by the staff,
 * on any process, is forgotten at once (migration 0029). A vote reads its ballot afresh.
 */
const keptBallots = timedCache<string, Ballot>(20);

/** True when the member has already voted in that ballot. */
const participation = preparedStatement((db) =>
  db
    .select({ userId: ballotParticipations.userId })
    .from(ballotParticipations)
    .where(
      and(
        eq(ballotParticipations.ballotSlug, sql.placeholder('slug')),
        eq(ballotParticipations.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('ballot_participation'),
);

async function participated(ctx: Ctx, ballot: Ballot, userId: number): Promise<boolean> {
  const [row] = await participation(ctx.db).execute({ slug: ballot.slug, userId });
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

/**
 * The vote page's ballot and whether the member has voted in it: the ballot read once (getBallot then canStillVote
 * read it twice, on the page the voters all open on the assembly's morning).
 */
export async function ballotForVoter(
  ctx: Ctx,
  input: { scrutin: string; voter: Voter },
): Promise<{ ballot: BallotView; voted: boolean }> {
  requireVoter(input.voter);
  const ballot = await keptBallots.get(ctx, input.scrutin, () => findBallot(ctx, input.scrutin));
  return { ballot: viewOf(ctx, ballot), voted: await participated(ctx, ballot, input.voter.userId) };
}

/**
 * voter: records one vote. In one transaction: the participation (the unique index refuses a second one, whatever
 * the concurrency), the paper sealed into the mixing pool under the hash of its receipt code, and the receipt mail
 * as a job carrying only the participation's id. Anything refused stores nothing; a crash after the commit loses
 * neither the vote nor its mail. The code is derived from the participation with the ballot's key (decision 0085):
 * it is stored nowhere, and the paper reaches the box later, in a batch, by another transaction.
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
  const participationId = randomUUID();
  const code = receiptCode(ctx.config, participationId);
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ballotParticipations)
      .values({ id: participationId, ballotSlug: ballot.slug, userId: input.voter.userId, votedAt: now })
      .onConflictDoNothing({ target: [ballotParticipations.ballotSlug, ballotParticipations.userId] })
      .returning({ id: ballotParticipations.id });
    if (inserted.length === 0) throw new Conflict(voteMessages.alreadyVotedModal);
    await poolPaper(ctx, tx, ballot.slug, { codeHash: codeHash(code), answers });
    await enqueue(ctx, tx, 'ballot-receipt-mail', { participationId });
  });
  // The vote is kept whatever happens here: a batch not moved now moves after a later vote or at the close.
  // Only the database's error code in the log: a failed query's text would carry the batch's papers.
  await mixIfFull(ctx, ballot.slug).catch((err: unknown) =>
    ctx.log.warn(
      { ballot: ballot.slug, code: (err as { code?: string }).code },
      'mélange des bulletins remis à plus tard',
    ),
  );
  return { code, scrutin: ballot.slug, answers };
}

/**
 * The receipt mail's job: the code derived again from the participation, mailed to its member. A participation
 * whose member was erased meanwhile sends nothing. The outbox (no SMTP_URL) keeps the mail without the code.
 */
export async function sendBallotReceipt(ctx: Ctx, job: BallotReceiptJob): Promise<void> {
  const [row] = await ctx.db
    .select({
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      slug: ballots.slug,
      title: ballots.title,
    })
    .from(ballotParticipations)
    .innerJoin(users, eq(users.id, ballotParticipations.userId))
    .innerJoin(ballots, eq(ballots.slug, ballotParticipations.ballotSlug))
    .where(eq(ballotParticipations.id, job.participationId));
  if (!row) return;
  const code = receiptCode(ctx.config, job.participationId);
  const site = { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
  await ctx.mail.send({
    to: row.email,
    ...voteReceiptMail(site, row, { slug: row.slug, title: row.title }, code),
    confidential: [code],
  });
}
