import { z } from 'zod';
import { testCardSchema } from './schemas.ts';

/**
 * The simulated card field checked as Stripe's card field checks it (spec part 3 §2, §5: « error message shown
 * live »): what is wrong already shows while the member types (a letter, a number that cannot be a card, a month
 * past 12, a date gone by); what is only unfinished shows once the field is left or the form sent. Stripe's own
 * French messages. Browser-safe.
 */
export const cardMessages = {
  invalidNumber: 'Votre numéro de carte n’est pas valide.',
  incompleteNumber: 'Votre numéro de carte est incomplet.',
  invalidExpiry: 'La date d’expiration de votre carte n’est pas valide.',
  invalidMonth: 'Le mois d’expiration de votre carte n’est pas valide.',
  pastYear: 'L’année d’expiration de votre carte est passée.',
  pastDate: 'La date d’expiration de votre carte est dans le passé.',
  incompleteExpiry: 'La date d’expiration de votre carte est incomplète.',
  invalidCvc: 'Le code de sécurité de votre carte n’est pas valide.',
  incompleteCvc: 'Le code de sécurité de votre carte est incomplet.',
} as const;

type CardField = 'numero' | 'expiration' | 'cryptogramme';

/** Luhn's checksum, which every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function numberProblem(value: string, finished: boolean): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits) || digits.length > 19) return cardMessages.invalidNumber;
  // 16 digits is most cards' length: a wrong checksum shows then, as Stripe shows it, without waiting.
  if ((digits.length >= 16 || (finished && digits.length >= 13)) && !luhn(digits)) return cardMessages.invalidNumber;
  if (finished && digits.length < 13) return cardMessages.incompleteNumber;
  return null;
}

function expiryProblem(value: string, finished: boolean, now: Date): string | null {
  const text = value.replace(/\s/g, '');
  const typed = /^(\d{1,2})(?:\/(\d{0,2}))?$/.exec(text);
  if (!typed) return cardMessages.invalidExpiry;
  const [, month, year = ''] = typed;
  if ((month.length === 2 || /^[2-9]$/.test(month)) && (Number(month) < 1 || Number(month) > 12))
    return cardMessages.invalidMonth;
  if (month.length === 2 && year.length === 2) {
    const fullYear = 2000 + Number(year);
    if (fullYear < now.getFullYear()) return cardMessages.pastYear;
    if (fullYear === now.getFullYear() && Number(month) < now.getMonth() + 1) return cardMessages.pastDate;
    return null;
  }
  return finished ? cardMessages.incompleteExpiry : null;
}

function cvcProblem(value: string, finished: boolean): string | null {
  const text = value.trim();
  if (!/^\d*$/.test(text) || text.length > 4) return cardMessages.invalidCvc;
  return finished && text.length < 3 ? cardMessages.incompleteCvc : null;
}

/**
 * What is wrong with a card field's value: `finished` once the field is left or the form sent (then an unfinished
 * value is wrong too); while typing, only what no more typing can mend. Null when nothing is (or when empty).
 */
export function cardFieldProblem(field: CardField, value: string, finished: boolean, now = new Date()): string | null {
  if (value.trim() === '') return null;
  if (field === 'numero') return numberProblem(value, finished);
  if (field === 'expiration') return expiryProblem(value, finished, now);
  return cvcProblem(value, finished);
}

/** The simulated card form as the browser checks it when a field is left or the form sent. */
export const testCardFormSchema = testCardSchema.omit({ clientSecret: true }).superRefine((card, ctx) => {
  for (const field of ['numero', 'expiration', 'cryptogramme'] as const) {
    const message = cardFieldProblem(field, card[field], true);
    if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
});
export type TestCardForm = z.output<typeof testCardFormSchema>;
