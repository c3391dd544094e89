import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { surveyInvitationMail } from '../../emails/surveys.ts';
import type { Ctx } from '../context.ts';
import { enqueue, type SurveyInvitationJob } from '../jobs.ts';
import { parseInput } from '../validation.ts';
import { invitationFormSchema, invitationSchema } from './schemas.ts';
import { currentSurvey } from './surveys.ts';
import { hashSurveyToken, newSurveyToken } from './tokens.ts';

const { surveyParticipants, surveys } = schema;

/**
 * Invites a person to a survey (a new invitation replaces the former one and its link): the person is recorded, and
 * the mail with the personal link is a job of the same transaction.
 */
export async function inviteToSurvey(
  ctx: Ctx,
  input: unknown,
  {
    form = false,
    record,
  }: {
    /** The input is the back office's form (invitationFormSchema: checkboxes). */
    form?: boolean;
    /** Called in the invitation's transaction (the back office's journal). */
    record?: (tx: DbOrTx, invited: { surveyId: number; participantId: number; email: string }) => Promise<void>;
  } = {},
) {
  const data = form ? parseInput(invitationFormSchema, input) : parseInput(invitationSchema, input);
  const survey = await currentSurvey(ctx, data.sondage);
  const values = {
    firstname: data.firstname,
    lastname: data.lastname,
    chorale: data.chorale,
    orchestre: data.orchestre,
  };
  return ctx.db.transaction(async (tx) => {
    const [participant] = await tx
      .insert(surveyParticipants)
      .values({ surveyId: survey.id, email: data.email, ...values })
      .onConflictDoUpdate({ target: [surveyParticipants.surveyId, surveyParticipants.email], set: values })
      .returning();
    await enqueue(ctx, tx, 'survey-invitation-mail', { participantId: participant.id });
    await record?.(tx, { surveyId: survey.id, participantId: participant.id, email: participant.email });
    return { survey, participant };
  });
}

/**
 * The job: issues the link now (the queue never holds a usable token; the former link stops working) and mails it.
 */
export async function sendSurveyInvitation(ctx: Ctx, job: SurveyInvitationJob): Promise<void> {
  const [row] = await ctx.db
    .select({ participant: surveyParticipants, survey: surveys })
    .from(surveyParticipants)
    .innerJoin(surveys, eq(surveys.id, surveyParticipants.surveyId))
    .where(eq(surveyParticipants.id, job.participantId));
  if (!row) return;
  const token = newSurveyToken();
  await ctx.db
    .update(surveyParticipants)
    .set({ tokenHash: hashSurveyToken(token) })
    .where(eq(surveyParticipants.id, row.participant.id));
  const site = { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
  await ctx.mail.send({ to: row.participant.email, ...surveyInvitationMail(site, row.participant, row.survey, token) });
}
