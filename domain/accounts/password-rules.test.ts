import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { commonPasswordsText } from './data/common-passwords.ts';
import { checkRule, passwordMessages, passwordProblems } from './password-rules.ts';
import { passwordChangeFormSchema, registrationFormSchema } from './schemas.ts';

const person = { firstname: 'Éloïse', lastname: 'Martin', email: 'lulu.b@exemple.fr' };

describe('password rules (spec part 1 §5), one message each', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Sable-Doux-42', person)).toEqual([]);
  });
  it('length: at least 8 characters', () => {
    expect(checkRule('length', 'Abcde1x')).toBe(false);
    expect(checkRule('length', 'Abcde12x')).toBe(true);
    expect(passwordProblems('Ab1', person)).toEqual([passwordMessages.length]);
  });
  it('digit', () => {
    expect(passwordProblems('Abcdefghij', person)).toEqual([passwordMessages.digit]);
  });
  it('lowercase', () => {
    expect(passwordProblems('ABCDEFGH1', person)).toEqual([passwordMessages.lowercase]);
  });
  it('uppercase', () => {
    expect(passwordProblems('abcdefgh1', person)).toEqual([passwordMessages.uppercase]);
  });
  it('no first name, last name or e-mail local part, ignoring case and accents', () => {
    expect(passwordProblems('XeloiseX12', person)).toEqual([passwordMessages.personal]);
    expect(passwordProblems('MARTIN2026a', person)).toEqual([passwordMessages.personal]);
    expect(passwordProblems('Lulu.B2026', person)).toEqual([passwordMessages.personal]);
    expect(checkRule('personal', 'Zz9lulu.c', person)).toBe(true);
  });
  it('lists every broken rule in order', () => {
    expect(passwordProblems('', person)).toEqual([
      passwordMessages.length,
      passwordMessages.digit,
      passwordMessages.lowercase,
      passwordMessages.uppercase,
    ]);
  });
});

describe('common passwords', () => {
  it('ships at least 10,000 entries', () => {
    expect(commonPasswordsText.split('\n').length).toBeGreaterThanOrEqual(10_000);
  });
  it('refuses them ignoring case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('AZERTYUIOP')).toBe(true);
    expect(isCommonPassword('Sable-Doux-42')).toBe(false);
  });
});

describe('form schemas', () => {
  const registration = {
    email: ' Eloise.Martin@Exemple.FR ',
    prenom: 'éloïse marie',
    nom: 'martin',
    password: 'Sable-Doux-42',
    confirmation: 'Sable-Doux-42',
    dateNaissance: '29/02/2000',
    lieuNaissance: 'nîmes',
    telMobile: '06 12 34 56 78',
  };
  it('normalises a registration', () => {
    const parsed = registrationFormSchema.parse(registration);
    expect(parsed).toMatchObject({
      email: 'eloise.martin@exemple.fr',
      prenom: 'Éloïse Marie',
      nom: 'MARTIN',
      dateNaissance: '2000-02-29',
      lieuNaissance: 'NÎMES',
    });
  });
  it('refuses a confirmation that differs', () => {
    const r = registrationFormSchema.safeParse({ ...registration, confirmation: 'Autre-chose-1' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([passwordMessages.mismatch]);
  });
  it('asks for an empty confirmation, even while other fields are wrong', () => {
    const r = registrationFormSchema.safeParse({ ...registration, prenom: '', confirmation: '' });
    const confirmation = r.error?.issues.find((i) => i.path[0] === 'confirmation');
    expect(confirmation?.message).toBe(passwordMessages.confirmationRequired);
  });
  it.each(['31/02/2000', '01/01/1899', '01/01/2101', '2000-01-01x', '1/1/2000'])('refuses the date %s', (date) => {
    const r = registrationFormSchema.safeParse({ ...registration, dateNaissance: date });
    expect(r.success).toBe(false);
  });
  it.each(['01/01/1900', '31/12/2100'])('accepts the date %s', (date) => {
    expect(registrationFormSchema.safeParse({ ...registration, dateNaissance: date }).success).toBe(true);
  });
  it('checks the personal rule against the registration names', () => {
    const r = registrationFormSchema.safeParse({
      ...registration,
      password: 'Martin-2026',
      confirmation: 'Martin-2026',
    });
    expect(r.error?.issues[0]?.message).toBe(passwordMessages.personal);
  });
  it('reset form: mismatch', () => {
    const r = passwordChangeFormSchema.safeParse({ newPassword: 'Sable-Doux-42', confirmation: 'x' });
    expect(r.error?.issues[0]?.message).toBe(passwordMessages.mismatch);
  });
});
