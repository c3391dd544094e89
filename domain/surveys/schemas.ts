import { z } from 'zod';
import type { SurveyQuestion } from '../../db/schema/surveys.ts';
import '../french-errors.ts';
import { titleCase, upper } from '../normalize.ts';
import { text } from '../text.ts';

/** Browser-safe: the answer form's schema, built from the questions the person is asked (spec part 2 §5). */
export type { SurveyQuestion };
export type Answer = 'oui' | 'non';
export type Answers = Record<string, Answer>;

const answerRequired = 'Veuillez répondre Oui ou Non';

/** The questions of the sections a person belongs to: choir ones for choir members, orchestra ones for orchestra members. */
export function questionsFor(
  questions: readonly SurveyQuestion[],
  person: { chorale: boolean; orchestre: boolean },
): SurveyQuestion[] {
  return questions.filter((q) => (q.section === 'chorale' ? person.chorale : person.orchestre));
}

/**
 * One required choice of 'oui' or 'non' per question asked, and nothing else: the same schema for the page's form,
 * its action and the API (a key not asked is refused: « Champ inconnu : … »).
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestion[]) {
  const shape: Record<string, z.ZodType<Answer>> = {};
  for (const q of questions) shape[q.cle] = z.enum(['oui', 'non'], { error: answerRequired });
  return z.strictObject(shape) as unknown as z.ZodType<Answers, Record<string, string>>;
}

const invitationFields = {
  email: text({ error: 'L’adresse e-mail est obligatoire' })
    .trim()
    .toLowerCase()
    .pipe(z.email('L’adresse e-mail n’est pas valide').max(254)),
  // Names as on registration (spec part 1 §5): the survey and its mail show them as the member's account would.
  firstname: text({ error: 'Le prénom est obligatoire' })
    .trim()
    .min(1, 'Le prénom est obligatoire')
    .max(80)
    .transform(titleCase),
  lastname: text({ error: 'Le nom est obligatoire' }).trim().min(1, 'Le nom est obligatoire').max(80).transform(upper),
  sondage: text().trim().optional(),
};
const inASection = (v: { chorale: boolean; orchestre: boolean }) => v.chorale || v.orchestre;

/** An invitation as `survey:invite` gives it. */
export const invitationSchema = z
  .object({ ...invitationFields, chorale: z.boolean(), orchestre: z.boolean() })
  .refine(inASection, { message: 'Indiquez --choir, --orchestra ou les deux', path: ['chorale'] });

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** The same invitation from the back office's form (and its API): the sections are checkboxes. */
export const invitationFormSchema = z
  .object({ ...invitationFields, chorale: checkbox, orchestre: checkbox })
  .refine(inASection, { message: 'Cochez la chorale, l’orchestre ou les deux', path: ['chorale'] });
