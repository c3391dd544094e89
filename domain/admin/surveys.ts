import { asc, desc, eq, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { inviteToSurvey, surveyAnswersWorkbook } from '../surveys/index.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { knownSlug } from '../validation.ts';

/**
 * The surveys in the back office (issue 18 item 5, decision 0049): the surveys with their counts, a survey's people
 * and answers, a person invited as `survey:invite` does (the link mailed by the job), the answers exported as
 * `survey:export` does.
 */
const s = schema.surveys;
const p = schema.surveyParticipants;

export async function listSurveysForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  return ctx.db
    .select({
      slug: s.slug,
      titre: s.titre,
      closesAt: s.closesAt,
      invited: sql<number>`count(${p.id})::int`,
      answered: sql<number>`count(${p.answeredAt})::int`,
    })
    .from(s)
    .leftJoin(p, eq(p.surveyId, s.id))
    .groupBy(s.id)
    .orderBy(desc(s.createdAt), desc(s.id));
}

/** A survey's questions and its people with their answers, by name (never their link). */
export async function getSurveyForStaff(ctx: Ctx, staff: Staff | null, slug: string) {
  assertStaff(staff);
  knownSlug(slug, 'Sondage introuvable');
  const [survey] = await ctx.db.select().from(s).where(eq(s.slug, slug));
  if (!survey) throw new NotFound('Sondage introuvable');
  const people = await ctx.db
    .select({
      id: p.id,
      email: p.email,
      firstname: p.firstname,
      lastname: p.lastname,
      chorale: p.chorale,
      orchestre: p.orchestre,
      reponses: p.reponses,
      answeredAt: p.answeredAt,
    })
    .from(p)
    .where(eq(p.surveyId, survey.id))
    .orderBy(asc(p.lastname), asc(p.firstname), asc(p.id));
  return {
    survey: { slug: survey.slug, titre: survey.titre, closesAt: survey.closesAt, questions: survey.questions },
    people,
  };
}

/** Invites a person (again: a new link, the former one stops working); recorded in the invitation's transaction. */
export async function inviteAsStaff(
  ctx: Ctx,
  staff: Staff | null,
  slug: string,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  knownSlug(slug, 'Sondage introuvable');
  const body = typeof input === 'object' && input !== null ? input : {};
  const { survey, participant } = await inviteToSurvey(
    ctx,
    { ...body, sondage: slug },
    {
      form: true,
      record: (tx, invited) =>
        recordStaffChange(tx, staff, {
          action: 'survey.invite',
          subjectType: 'survey',
          subjectId: slug,
          before: null,
          after: { participantId: invited.participantId },
        }),
    },
  );
  return { message: `Invitation au sondage « ${survey.titre} » envoyée à ${participant.email}.` };
}

/** The answers as a spreadsheet (as `survey:export`); the export is recorded (it holds people's names and e-mails). */
export async function exportSurveyForStaff(ctx: Ctx, staff: Staff | null, slug: string) {
  assertStaff(staff);
  knownSlug(slug, 'Sondage introuvable');
  const [survey] = await ctx.db.select({ id: s.id }).from(s).where(eq(s.slug, slug));
  if (!survey) throw new NotFound('Sondage introuvable');
  const { bytes } = await surveyAnswersWorkbook(ctx, slug);
  await recordStaffChange(ctx.db, staff, {
    action: 'survey.export',
    subjectType: 'survey',
    subjectId: slug,
    before: null,
    after: null,
  });
  return { fileName: `sondage-${slug}.xlsx`, bytes };
}
