import { asc, desc, eq, gt, lte, and, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { BallotContent } from '../../db/schema/votes.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { ballotState, voteMessages, type BallotState } from './schemas.ts';

const { ballots } = schema;

export type Ballot = typeof ballots.$inferSelect;

const ballotBySlug = preparedStatement((db) =>
  db
    .select()
    .from(ballots)
    .where(eq(ballots.slug, sql.placeholder('slug')))
    .prepare('ballot_by_slug'),
);

/** A ballot as the pages and the API show it: its data and where it stands now. */
export interface BallotView {
  slug: string;
  title: string;
  opensAt: string;
  closesAt: string;
  state: BallotState;
  content: BallotContent;
}

export function viewOf(ctx: Ctx, ballot: Ballot): BallotView {
  return {
    slug: ballot.slug,
    title: ballot.title,
    opensAt: ballot.opensAt.toISOString(),
    closesAt: ballot.closesAt.toISOString(),
    state: ballotState(ballot, ctx.clock.now()),
    content: ballot.content,
  };
}

/**
 * The ballot named by its slug (the calls' `scrutin`), or, without one, the ballot open now, else the one that
 * closed last (so a late call is told the votes are closed rather than that there is no ballot).
 */
export async function findBallot(ctx: Ctx, slug: string | undefined, db: DbOrTx = ctx.db): Promise<Ballot> {
  if (slug !== undefined) {
    // Outside a transaction, the statement built once (the ballot page of every voter).
    const find = () =>
      db === ctx.db ? ballotBySlug(ctx.db).execute({ slug }) : db.select().from(ballots).where(eq(ballots.slug, slug));
    const [ballot] = slug.length <= 100 ? await find() : [];
    if (!ballot) throw new NotFound(voteMessages.unknownBallot);
    return ballot;
  }
  const now = ctx.clock.now();
  const [open] = await db
    .select()
    .from(ballots)
    .where(and(lte(ballots.opensAt, now), gt(ballots.closesAt, now)))
    .orderBy(asc(ballots.closesAt))
    .limit(1);
  if (open) return open;
  const [last] = await db
    .select()
    .from(ballots)
    .where(lte(ballots.opensAt, now))
    .orderBy(desc(ballots.closesAt))
    .limit(1);
  if (!last) throw new NotFound(voteMessages.noBallot);
  return last;
}

/** The ballot of a vote page, with its state. */
export async function getBallot(ctx: Ctx, slug: string): Promise<BallotView> {
  return viewOf(ctx, await findBallot(ctx, slug));
}

/** Staff set when a ballot opens and closes (npm run admin -- ballot:schedule). */
export async function scheduleBallot(
  ctx: Ctx,
  input: { slug: string; opens: string; closes: string },
  db: DbOrTx = ctx.db,
): Promise<BallotView> {
  const opensAt = new Date(input.opens);
  const closesAt = new Date(input.closes);
  const fields: Record<string, string> = {};
  if (!input.opens || Number.isNaN(opensAt.getTime())) fields.opens = 'Date d’ouverture invalide (ISO 8601 attendu)';
  if (!input.closes || Number.isNaN(closesAt.getTime())) fields.closes = 'Date de clôture invalide (ISO 8601 attendu)';
  else if (!fields.opens && closesAt <= opensAt) fields.closes = 'La clôture doit suivre l’ouverture';
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  const [ballot] = await db.update(ballots).set({ opensAt, closesAt }).where(eq(ballots.slug, input.slug)).returning();
  if (!ballot) throw new NotFound(voteMessages.unknownBallot);
  return viewOf(ctx, ballot);
}
