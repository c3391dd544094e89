import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountUpdateSchema, registrationSchema } from './accounts/index.ts';
import { contactSchema } from './contact/index.ts';
import { donationSchema } from './donations/index.ts';
import { testCardSchema } from './payments/index.ts';
import { forbiddenCharactersMessage, isCleanText, text } from './text.ts';
import { fieldErrors } from './validation.ts';

const refused = {
  NUL: 'a\u0000b',
  'BEL (C0)': 'a\u0007b',
  ESC: '\u001b[31m',
  DEL: 'a\u007fb',
  'NEL (C1)': 'a\u0085b',
  'RTL override': 'a\u202eb',
  'bidi isolate': 'a\u2066b',
  'lone high surrogate': 'a\ud800',
  'lone low surrogate': '\udc00a',
  'noncharacter U+FFFF': 'a\uffff',
};
const accepted = {
  accents: 'Élodie Lefèvre-Çelik',
  emoji: 'Jeanne 🙏',
  'emoji sequence (ZWJ, surrogate pairs)': '👨\u200d👩\u200d👧',
  combining: 'e\u0301',
  'zero-width space': 'Jea\u200bnne',
  arabic: 'مريم',
  'no-break space': 'Jeanne\u00a0Dupont',
};

describe('text()', () => {
  it.each(Object.entries(refused))('refuses %s, on one line or several', (_, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, { multiline: true })).toBe(false);
    expect(text().safeParse(value).error?.issues[0].message).toBe(forbiddenCharactersMessage);
  });

  it.each(Object.entries(accepted))('accepts %s', (_, value) => {
    expect(text().parse(value)).toBe(value);
  });

  it('keeps tab, line feed and CR LF in a multi-line field only', () => {
    const value = 'Bonjour,\r\n\tligne deux\nfin';
    expect(text({ multiline: true }).parse(value)).toBe(value);
    for (const line of ['a\tb', 'a\nb', 'a\r\nb']) expect(text().safeParse(line).success).toBe(false);
  });

  it('answers its own message when the value is missing or not text', () => {
    const schema = z.object({ nom: text({ error: 'Le nom est obligatoire' }) });
    expect(fieldErrors(schema.safeParse({}).error!)).toEqual({ nom: 'Le nom est obligatoire' });
    expect(fieldErrors(schema.safeParse({ nom: 42 }).error!)).toEqual({ nom: 'Le nom est obligatoire' });
  });
});

describe('the shared schemas', () => {
  it('tie the message to the field whose text holds a NUL (PostgreSQL refuses it in text)', () => {
    const registration = {
      email: 'a@exemple.fr',
      prenom: 'Jeanne',
      nom: 'Du\u0000pont',
      password: 'Sable-Doux-42-Zèbre',
      dateNaissance: '01/02/1990',
      lieuNaissance: 'Lyon',
      telMobile: '0612345678',
    };
    expect(fieldErrors(registrationSchema.safeParse(registration).error!)).toEqual({ nom: forbiddenCharactersMessage });
    const account = {
      firstname: 'J',
      lastname: 'D',
      dateNaissance: '01/02/1990',
      lieuNaissance: 'L',
      telMobile: '06\u0000',
    };
    expect(fieldErrors(accountUpdateSchema.safeParse(account).error!)).toEqual({
      telMobile: forbiddenCharactersMessage,
    });
    const contact = { nom: 'Jeanne', adresseEmail: 'j@exemple.fr', message: 'Bonjour\u0000' };
    expect(fieldErrors(contactSchema.safeParse(contact).error!)).toEqual({ message: forbiddenCharactersMessage });
    const donation = {
      civilite: 'Mme',
      nom: 'Dupont',
      prenom: 'Jeanne',
      adressePostale: '1 rue\u0000',
      ville: 'Lyon',
      pays: 'France',
      codePostal: '69001',
      tel: '0612345678',
      email: 'j@exemple.fr',
    };
    expect(fieldErrors(donationSchema.safeParse(donation).error!)).toEqual({
      adressePostale: forbiddenCharactersMessage,
    });
  });

  it('keep line breaks and tabs in the contact message', () => {
    const message = 'Bonjour,\r\n\tune question.\n';
    const parsed = contactSchema.parse({ nom: 'Jeanne', adresseEmail: 'j@exemple.fr', message });
    expect(parsed.message).toBe(message.trim());
  });
});

describe('default messages in French', () => {
  it.each([
    [
      'a body that is not an object',
      z.object({ a: z.string() }),
      null,
      { _: 'Le corps de la requête doit être un objet JSON' },
    ],
    ['a missing field', z.object({ a: z.string() }), {}, { a: 'Ce champ est obligatoire' }],
    ['a number for text', z.object({ a: z.string() }), { a: 1 }, { a: 'Ce champ doit être du texte' }],
    [
      'text too long',
      z.object({ a: z.string().max(3) }),
      { a: 'abcd' },
      { a: 'Ce champ est trop long (3 caractères au maximum)' },
    ],
    [
      'a choice outside the list',
      z.object({ a: z.enum(['x', 'y']) }),
      { a: 'z' },
      { a: 'Valeur non autorisée : choisissez parmi x, y' },
    ],
  ])('for %s', (_, schema, input, expected) => {
    expect(fieldErrors(schema.safeParse(input).error!)).toEqual(expected);
  });

  it('on the optional fields of the account (telMobile answered zod’s English)', () => {
    const account = { firstname: 'J', lastname: 'D', dateNaissance: '01/02/1990', lieuNaissance: 'L' };
    const parsed = accountUpdateSchema.safeParse({ ...account, telMobile: 'abc', email2: 42 });
    expect(fieldErrors(parsed.error!)).toEqual({
      telMobile: 'Numéro de téléphone invalide',
      email2: 'Adresse mail invalide',
    });
    expect(accountUpdateSchema.parse({ ...account, telMobile: ' ', email: null }).telMobile).toBeNull();
  });

  it('on the test-card fields and the contact honeypot', () => {
    const card = testCardSchema.safeParse({
      clientSecret: 1,
      numero: '4242',
      expiration: '12/30',
      cryptogramme: '12345',
    });
    expect(fieldErrors(card.error!)).toEqual({
      clientSecret: 'clientSecret est obligatoire',
      cryptogramme: 'Le cryptogramme est trop long',
    });
    const contact = contactSchema.safeParse({ nom: 'J', adresseEmail: 'j@exemple.fr', message: 'M', siteWeb: 42 });
    expect(fieldErrors(contact.error!)).toEqual({ siteWeb: 'Ce champ doit être du texte' });
  });
});
