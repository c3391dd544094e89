import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One question of a survey (spec part 2 §3 "Survey answers"): its key, its section and its date. */
export interface SurveyQuestion {
  /** The answer's key, e.g. chorale29mai. */
  cle: string;
  section: 'chorale' | 'orchestre';
  /** What is asked, in French (e.g. « Répétition du dimanche 29 mai 2022 »). */
  libelle: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** A survey: its questions and when it closes (the choir and orchestra survey of May–June 2022 is the first). */
export const surveys = pgTable('survey', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titre: text('titre').notNull(),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  /** Answers are taken, and changed, until this instant. */
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person invited to a survey, reached by the token of their personal link (stored hashed, issued when the
 * invitation is mailed). Answers are a map of question keys to 'oui' or 'non'.
 */
export const surveyParticipants = pgTable(
  'survey_participant',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    chorale: boolean('chorale').notNull().default(false),
    orchestre: boolean('orchestre').notNull().default(false),
    tokenHash: text('token_hash').unique(),
    reponses: jsonb('reponses').$type<Record<string, 'oui' | 'non'>>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_participant_email_idx').on(t.surveyId, t.email),
    index('survey_participant_survey_idx').on(t.surveyId),
  ],
);
