import { asc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { currentSurvey } from './surveys.ts';
import { newWorkbook } from '../../platform/workbook.ts';

const { surveyParticipants } = schema;

/**
 * The answers of a survey as a spreadsheet: one row per person invited (name, e-mail, sections, date of the last
 * answer), one column per question, « Oui », « Non », or empty when not asked or not answered.
 */
export async function surveyAnswersWorkbook(ctx: Ctx, slug?: string): Promise<{ bytes: Uint8Array; rows: number }> {
  const survey = await currentSurvey(ctx, slug);
  const people = await ctx.db
    .select()
    .from(surveyParticipants)
    .where(eq(surveyParticipants.surveyId, survey.id))
    .orderBy(asc(surveyParticipants.lastname), asc(surveyParticipants.firstname));
  const workbook = await newWorkbook();
  workbook.creator = ctx.config.SITE_NAME;
  const sheet = workbook.addWorksheet('Réponses');
  sheet.columns = [
    { header: 'Nom', key: 'lastname', width: 20 },
    { header: 'Prénom', key: 'firstname', width: 18 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Chorale', key: 'chorale', width: 9 },
    { header: 'Orchestre', key: 'orchestre', width: 10 },
    { header: 'Répondu le', key: 'answeredAt', width: 18 },
    ...survey.questions.map((q) => ({ header: q.libelle, key: q.cle, width: 16 })),
  ];
  sheet.getRow(1).font = { bold: true };
  const yesNo = (v: 'oui' | 'non' | undefined) => (v === 'oui' ? 'Oui' : v === 'non' ? 'Non' : '');
  for (const p of people) {
    sheet.addRow({
      lastname: p.lastname,
      firstname: p.firstname,
      email: p.email,
      chorale: p.chorale ? 'Oui' : 'Non',
      orchestre: p.orchestre ? 'Oui' : 'Non',
      answeredAt: p.answeredAt ?? '',
      ...Object.fromEntries(survey.questions.map((q) => [q.cle, yesNo(p.reponses?.[q.cle])])),
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(buffer as ArrayBuffer), rows: people.length };
}
