import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * General-assembly votes by correspondence (spec part 3 §2 "Correspondence vote pages", §3 "Vote answers", §9).
 * A ballot is data: a new assembly is a new row, no new code. Who voted (participation) and what was voted (paper)
 * are kept apart with nothing that links them: the paper has no member, no time and no ordered id, and reaches the
 * box through a mixing pool, in batches written by other transactions than the votes (decisions 0040, 0085).
 */

/** A resolution of one part of a ballot, in display order. */
export interface BallotResolution {
  /** The answer's key in the vote map (tajAgPre, tajAg1…, mtAgPre, mtAg1…, mtMembre…). */
  key: string;
  /** The resolution's text, in French. */
  text: string;
  /** False where the ballot offers only Pour and Contre. */
  abstention: boolean;
  /** A board member up for renewal (the 2024 table: name, profession, vote). */
  candidate?: { name: string; profession: string };
}

/** One of the two associations voting (menu 1: the partner association, menu 2: the mission association). */
export interface BallotPart {
  id: 'partenaire' | 'mission';
  title: string;
  /** Paragraphs before the resolutions. */
  introduction: string[];
  resolutions: BallotResolution[];
}

/** A long report that precedes the resolutions (activity, accounts, budget). */
export interface BallotReport {
  title: string;
  paragraphs: string[];
}

export interface BallotContent {
  /** Paragraphs at the top of the page (the 2024 dates…). */
  introduction: string[];
  reports: BallotReport[];
  parts: BallotPart[];
}

/** A ballot: open from opensAt (included) to closesAt (excluded); staff set the dates (ballot:schedule). */
export const ballots = pgTable('ballot', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  content: jsonb('content').$type<BallotContent>().notNull(),
  /**
   * True when the box's papers are in one random order written by one transaction (the close's settlement, decision
   * 0085); a batch moved while the ballot is open sets it false.
   */
  boxMixed: boolean('box_mixed').notNull().default(true),
});

/**
 * Who voted and when, at most once per member and ballot: the unique index is the guard, not a check then insert.
 * The random id is what the receipt code is derived from (with a key the database does not hold) and all the mail
 * job carries. A member's erasure detaches the row (user id null), so a closed ballot keeps its count of voters.
 */
export const ballotParticipations = pgTable(
  'ballot_participation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ballotSlug: text('ballot_slug')
      .notNull()
      .references(() => ballots.slug, { onUpdate: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ballot_participation_voter_idx').on(t.ballotSlug, t.userId),
    // A member's ballots (the account page counts them; an erased account detaches them).
    index('ballot_participation_user_idx').on(t.userId),
  ],
);

/**
 * Papers waiting to be mixed: each sealed with the server's key (answers and code hash, AES-GCM), written in the
 * vote's transaction. They leave for the box in batches (decision 0085); nothing here is readable without the key.
 */
export const ballotPool = pgTable(
  'ballot_pool',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ballotSlug: text('ballot_slug')
      .notNull()
      .references(() => ballots.slug, { onUpdate: 'cascade' }),
    sealed: text('sealed').notNull(),
  },
  (t) => [index('ballot_pool_ballot_idx').on(t.ballotSlug)],
);

/**
 * A ballot paper in the box: the answers, under the SHA-256 of the receipt code the voter got (hex). No member, no
 * time, a random id; written by a batch of at least ten papers in random order, never by the vote's transaction.
 */
export const ballotPapers = pgTable(
  'ballot_paper',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ballotSlug: text('ballot_slug')
      .notNull()
      .references(() => ballots.slug, { onUpdate: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('ballot_paper_ballot_idx').on(t.ballotSlug, t.codeHash)],
);
