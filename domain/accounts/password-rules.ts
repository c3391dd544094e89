/**
 * The password rules (spec part 1 §5), one French message each. Shared by the live indicators of the forms,
 * the zod schemas and the domain; the common-password list is checked on the server only (common-passwords.ts).
 */
const minPasswordLength = 8;

export const passwordMessages = {
  required: 'Veuillez saisir un mot de passe',
  length: `Le mot de passe doit contenir au moins ${minPasswordLength} caractères`,
  digit: 'Le mot de passe doit contenir au moins un chiffre',
  lowercase: 'Le mot de passe doit contenir au moins une lettre minuscule',
  uppercase: 'Le mot de passe doit contenir au moins une lettre majuscule',
  personal: 'Le mot de passe ne doit contenir ni votre nom, ni votre prénom, ni le début de votre adresse mail',
  common: 'Ce mot de passe est trop courant, veuillez en choisir un autre',
  mismatch: 'Les mots de passe ne correspondent pas',
  /** Not in the spec: an empty confirmation, worded as the other missing fields of the form. */
  confirmationRequired: 'Veuillez confirmer votre mot de passe',
} as const;

export type PasswordRule = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'personal';

/** What the password must not contain: the member's names and the part of the e-mail before the @. */
export interface PersonalParts {
  firstname?: string;
  lastname?: string;
  email?: string;
}

/** Lowercase without accents, so "Éloïse" is found in "eloise2026". */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Parts shorter than 3 characters are ignored: forbidding every password holding "li" or "bo" would protect nothing. */
function personalParts({ firstname, lastname, email }: PersonalParts): string[] {
  const local = email?.split('@')[0] ?? '';
  return [firstname ?? '', lastname ?? '', local].map((p) => fold(p.trim())).filter((p) => p.length >= 3);
}

export function checkRule(rule: PasswordRule, password: string, personal: PersonalParts = {}): boolean {
  switch (rule) {
    case 'length':
      return [...password].length >= minPasswordLength;
    case 'digit':
      return /\p{Nd}/u.test(password);
    case 'lowercase':
      return /\p{Ll}/u.test(password);
    case 'uppercase':
      return /\p{Lu}/u.test(password);
    case 'personal': {
      const folded = fold(password);
      return personalParts(personal).every((part) => !folded.includes(part));
    }
  }
}

const passwordRules: PasswordRule[] = ['length', 'digit', 'lowercase', 'uppercase', 'personal'];

/** The messages of every rule the password breaks, in the order of the rules. */
export function passwordProblems(password: string, personal: PersonalParts = {}): string[] {
  return passwordRules.filter((rule) => !checkRule(rule, password, personal)).map((rule) => passwordMessages[rule]);
}

/** The three live indicators of the registration and reset forms (spec part 1 §2). */
export const passwordIndicators = [
  { id: 'length', rules: ['length'] },
  { id: 'characters', rules: ['digit', 'lowercase', 'uppercase'] },
  { id: 'personal', rules: ['personal'] },
] as const satisfies readonly { id: string; rules: readonly PasswordRule[] }[];
