import { eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import type { Ballot } from './ballots.ts';
import { ballotState } from './schemas.ts';
import { sealPaper, shuffled, unsealPaper, type Paper } from './secrecy.ts';

const { ballots, ballotPool, ballotPapers } = schema;

/**
 * The mixing pool (decision 0085). A vote's transaction seals its paper into the pool; papers leave it for the box
 * only in batches of at least MIX_BATCH, in random order, written by a transaction of their own; at the close the
 * pool's last papers and the whole box are written anew in one random order. Each move holds the ballot's row
 * (FOR NO KEY UPDATE: votes, which only take key-share locks through their foreign key, go on meanwhile), so several
 * processes never move the same papers twice.
 */
export const MIX_BATCH = 10;

/** Puts a paper in the pool, in the vote's transaction. */
export async function poolPaper(ctx: Ctx, tx: DbOrTx, ballotSlug: string, paper: Paper): Promise<void> {
  await tx.insert(ballotPool).values({ ballotSlug, sealed: sealPaper(ctx.config, paper) });
}

async function lockBallot(tx: DbOrTx, slug: string) {
  const [row] = await tx
    .select({ boxMixed: ballots.boxMixed })
    .from(ballots)
    .where(eq(ballots.slug, slug))
    .for('no key update');
  return row;
}

async function takePool(ctx: Ctx, tx: DbOrTx, slug: string): Promise<Paper[]> {
  const rows = await tx
    .delete(ballotPool)
    .where(eq(ballotPool.ballotSlug, slug))
    .returning({ sealed: ballotPool.sealed });
  return rows.map((r) => unsealPaper(ctx.config, r.sealed));
}

/** One insert, rows in random order, random ids from the database: the box's physical order tells nothing more. */
async function intoBox(tx: DbOrTx, slug: string, papers: Paper[]): Promise<void> {
  if (papers.length === 0) return;
  await tx
    .insert(ballotPapers)
    .values(shuffled(papers).map((p) => ({ ballotSlug: slug, codeHash: p.codeHash, answers: p.answers })));
}

const pooledCount = async (db: DbOrTx, slug: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ballotPool)
        .where(eq(ballotPool.ballotSlug, slug))
    )[0].n,
  );

/** After a vote: once MIX_BATCH papers wait, they all go to the box together. */
export async function mixIfFull(ctx: Ctx, slug: string): Promise<void> {
  if ((await pooledCount(ctx.db, slug)) < MIX_BATCH) return;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockBallot(tx, slug)) || (await pooledCount(tx, slug)) < MIX_BATCH) return;
    await intoBox(tx, slug, await takePool(ctx, tx, slug));
    await tx.update(ballots).set({ boxMixed: false }).where(eq(ballots.slug, slug));
  });
}

/**
 * A closed ballot's settlement, at the first read after the close (and again if a late vote reached the pool): the
 * pool's papers and the box's are written anew, in one random order, by one transaction. Nothing to do otherwise.
 */
export async function settleClosedBallot(ctx: Ctx, ballot: Ballot): Promise<void> {
  if (ballotState(ballot, ctx.clock.now()) !== 'closed') return;
  const [current] = await ctx.db
    .select({ boxMixed: ballots.boxMixed })
    .from(ballots)
    .where(eq(ballots.slug, ballot.slug));
  if (current?.boxMixed && (await pooledCount(ctx.db, ballot.slug)) === 0) return;
  await ctx.db.transaction(async (tx) => {
    const locked = await lockBallot(tx, ballot.slug);
    if (!locked) return;
    const pooled = await takePool(ctx, tx, ballot.slug);
    if (locked.boxMixed && pooled.length === 0) return;
    const box = await tx
      .delete(ballotPapers)
      .where(eq(ballotPapers.ballotSlug, ballot.slug))
      .returning({ codeHash: ballotPapers.codeHash, answers: ballotPapers.answers });
    await intoBox(tx, ballot.slug, [...box, ...pooled]);
    await tx.update(ballots).set({ boxMixed: true }).where(eq(ballots.slug, ballot.slug));
  });
}

/** The papers still in the pool (opened with the key): a voter's check before their batch has left. */
export async function pooledPapers(ctx: Ctx, slug: string): Promise<Paper[]> {
  const rows = await ctx.db
    .select({ sealed: ballotPool.sealed })
    .from(ballotPool)
    .where(eq(ballotPool.ballotSlug, slug));
  return rows.map((r) => unsealPaper(ctx.config, r.sealed));
}
