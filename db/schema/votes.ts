import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * General-assembly votes by correspondence (spec part 3 §2 "Correspondence vote pages", §3 "Vote answers", §9).
 * A ballot is data: a new assembly is a new row, no new code. Who voted (participation) and what was voted (paper)
 * are kept apart with nothing that links them: the paper has no member, no time and no ordered id (decision 0040).
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
});

/** Who voted and when, at most once per member and ballot: the primary key is the guard, not a check then insert. */
export const ballotParticipations = pgTable(
  'ballot_participation',
  {
    ballotSlug: text('ballot_slug')
      .notNull()
      .references(() => ballots.slug, { onUpdate: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ballotSlug, t.userId] })],
);

/**
 * A ballot paper: the answers, under the random receipt code the voter got. No member, no time, no serial id.
 * Listed by code, never in insertion order.
 */
export const ballotPapers = pgTable(
  'ballot_paper',
  {
    code: text('code').primaryKey(),
    ballotSlug: text('ballot_slug')
      .notNull()
      .references(() => ballots.slug, { onUpdate: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('ballot_paper_ballot_idx').on(t.ballotSlug, t.code)],
);
