import { and, desc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { Conflict, Unauthorized } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { questionsFor, surveyAnswersSchema, type Answers, type SurveyQuestion } from './schemas.ts';
import { hashSurveyToken, isSurveyTokenShape } from './tokens.ts';

const { surveys, surveyParticipants } = schema;

const surveyClosedMessage = 'Le sondage est clos : les réponses ne peuvent plus être modifiées';
export const unknownLinkMessage = 'Le lien est incorrect ou expiré !';

/** The person behind a survey link (spec part 2 §3, §7: lastname, firstname, token), with the survey and their answers. */
export interface SurveyPerson {
  firstname: string;
  lastname: string;
  token: string;
  chorale: boolean;
  orchestre: boolean;
  sondage: { titre: string; closesAt: string; open: boolean; questions: SurveyQuestion[] };
  /** The saved answers, null before the first submission. */
  reponses: Answers | null;
  answeredAt: string | null;
}

async function participantByToken(ctx: Ctx, token: string) {
  if (!isSurveyTokenShape(token)) return null;
  const [row] = await ctx.db
    .select({ participant: surveyParticipants, survey: surveys })
    .from(surveyParticipants)
    .innerJoin(surveys, eq(surveys.id, surveyParticipants.surveyId))
    .where(eq(surveyParticipants.tokenHash, hashSurveyToken(token)));
  return row ?? null;
}

/** The person of a link, or null for an unknown link (GET /public/authByToken/{token}, the survey page). */
export async function findSurveyPerson(ctx: Ctx, token: string): Promise<SurveyPerson | null> {
  const row = await participantByToken(ctx, token);
  if (!row) return null;
  const { participant: p, survey: s } = row;
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    token,
    chorale: p.chorale,
    orchestre: p.orchestre,
    sondage: {
      titre: s.titre,
      closesAt: s.closesAt.toISOString(),
      open: ctx.clock.now() < s.closesAt,
      questions: questionsFor(s.questions, p),
    },
    reponses: p.reponses ?? null,
    answeredAt: p.answeredAt?.toISOString() ?? null,
  };
}

/**
 * The answers posted with the link's token as credential: one 'oui' or 'non' for each question asked, nothing else.
 * They replace the saved ones, as often as the person likes, until the survey closes.
 */
export async function answerSurvey(ctx: Ctx, token: string, body: unknown): Promise<Answers> {
  const row = await participantByToken(ctx, token);
  if (!row) throw new Unauthorized(unknownLinkMessage);
  const now = ctx.clock.now();
  if (now >= row.survey.closesAt) throw new Conflict(surveyClosedMessage);
  const answers = parseInput(surveyAnswersSchema(questionsFor(row.survey.questions, row.participant)), body);
  await ctx.db
    .update(surveyParticipants)
    .set({ reponses: answers, answeredAt: now })
    .where(and(eq(surveyParticipants.id, row.participant.id), eq(surveyParticipants.surveyId, row.survey.id)));
  return answers;
}

/** The survey staff commands act on: the one named, else the latest. */
export async function currentSurvey(ctx: Ctx, slug?: string) {
  const [survey] = slug
    ? await ctx.db.select().from(surveys).where(eq(surveys.slug, slug))
    : await ctx.db.select().from(surveys).orderBy(desc(surveys.createdAt), desc(surveys.id)).limit(1);
  if (!survey) throw new Conflict(slug ? `Aucun sondage « ${slug} »` : 'Aucun sondage enregistré');
  return survey;
}
