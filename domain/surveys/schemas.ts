import { z } from 'zod';
import type { SurveyQuestion } from '../../db/schema/surveys.ts';
import '../french-errors.ts';

/** Browser-safe: the answer form's schema, built from the questions the person is asked (spec part 2 §5). */
export type { SurveyQuestion };
export type Answer = 'oui' | 'non';
export type Answers = Record<string, Answer>;

export const answerRequired = 'Veuillez répondre Oui ou Non';

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
