import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountMessages } from '../../domain/accounts/index.ts';
import {
  accountUpdateSchema,
  forgotSchema,
  loginSchema,
  passwordChangeFormSchema,
  passwordMessages,
  registrationFormSchema,
} from '../../domain/accounts/browser.ts';
import { contactSchema } from '../../domain/contact/browser.ts';
import { donationSchema } from '../../domain/donations/browser.ts';
import {
  giftChangeSchema,
  meansSetupSchema,
  regularGiftSchema,
  testSepaFormSchema,
  tooManyMeans,
  mandateText,
} from '../../domain/giving/browser.ts';
import { stripeMeansForm, testMeansForm } from '../features/giving/means-schemas.ts';
import { subscriberInfoSchema, subscriptionSchema } from '../../domain/magazine/browser.ts';
import { testCardSchema } from '../../domain/payments/browser.ts';
import { surveyAnswersSchema } from '../../domain/surveys/browser.ts';
import { receiptCheckSchema, voteMessages } from '../../domain/votes/browser.ts';
import { fieldErrors } from '../../domain/validation.ts';
import { languages, type Language } from './languages.ts';
import { translateMessage } from './messages.ts';
import { Translator, type Namespace, type TFunction } from './translator.ts';

const read = (lang: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/messages.json`), 'utf8'),
  ) as Namespace;
const french = read('fr');

function translatorOf(lang: Language) {
  const translator = new Translator(lang);
  translator.add('fr', 'messages', french);
  if (lang !== 'fr') translator.add(lang, 'messages', read(lang));
  return translator.translation('messages').t;
}

/** The key a French message is found under, or null. */
const keyOf: TFunction = ((key: string) => `key:${key}`) as TFunction;
const found = (message: string) => translateMessage(message, french, keyOf).startsWith('key:');

/** What the public forms answer to a form left empty, filled too long, or holding a control character. */
const schemas: z.ZodType[] = [
  registrationFormSchema,
  loginSchema,
  forgotSchema,
  passwordChangeFormSchema,
  accountUpdateSchema,
  contactSchema,
  donationSchema,
  testCardSchema,
  meansSetupSchema,
  regularGiftSchema,
  testSepaFormSchema,
  // The « Dons réguliers » tab's forms.
  giftChangeSchema,
  testMeansForm.options[0].omit({ moyen: true }),
  testMeansForm.options[1].omit({ moyen: true }),
  stripeMeansForm.options[1].omit({ moyen: true }),
  subscriberInfoSchema,
  subscriptionSchema,
  surveyAnswersSchema([{ cle: 'q1', libelle: 'Présent ?', section: 'chorale' }] as never),
  receiptCheckSchema,
];
const fieldsOf = (schema: z.ZodType) =>
  Object.keys(
    (schema as { shape?: object }).shape ??
      (schema.safeParse({}).error?.issues ?? []).reduce(
        (all, issue) => ({ ...all, [String(issue.path[0])]: true }),
        {},
      ),
  );
const inputs = (schema: z.ZodType) => {
  const names = [
    ...new Set([
      ...fieldsOf(schema),
      ...'email prenom nom password confirmation login pass newPassword montant civilite'.split(' '),
    ]),
  ];
  const filled = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
  return [{}, filled(''), filled('x'.repeat(300)), filled('a\u0000'), filled('Ab1'), { ...filled('1'), montant: '0' }];
};

describe('the domain’s messages in the page’s language', () => {
  it('finds every message of the public forms in the catalogue', () => {
    const messages = new Set<string>();
    for (const schema of schemas)
      for (const input of inputs(schema)) {
        const result = schema.safeParse(input);
        if (!result.success) for (const message of Object.values(fieldErrors(result.error))) messages.add(message);
      }
    expect(messages.size).toBeGreaterThan(40);
    // Not a visitor's: the card form's hidden clientSecret, and the fields this test adds to the strict survey form.
    const visitors = [...messages].filter((message) => !/^(clientSecret|Champs inconnus)/.test(message));
    expect(visitors.filter((message) => !found(message))).toEqual([]);
  });

  it('finds the accounts’, the passwords’ and the votes’ messages', () => {
    const written = [
      ...Object.values(accountMessages).map((m) => (typeof m === 'string' ? m : m('15 minutes'))),
      ...Object.values(passwordMessages),
      voteMessages.closedInline,
      voteMessages.alreadyVotedInline,
      voteMessages.notVoter,
      voteMessages.badReceiptCode,
    ];
    expect(written.filter((message) => !found(message))).toEqual([]);
  });

  it('says the spec’s sign-in refusal in each language, and leaves it word for word in French', () => {
    const said = Object.fromEntries(
      languages.map((lang) => [lang, translateMessage(accountMessages.wrongLogin, french, translatorOf(lang))]),
    );
    expect(said.fr).toBe("Le mot de passe ou l'indentifiant est incorrect !");
    expect(said.en).toBe('The password or the e-mail address is incorrect!');
    expect(said.bg).toBe('Паролата или имейл адресът са грешни!');
    expect(new Set(Object.values(said)).size).toBe(languages.length);
  });

  it('translates the SEPA mandate the account’s tab shows, with its creditor, and the limit on saving means', () => {
    const t = translatorOf('en');
    const [first, ...rest] = mandateText('Mission Évangélique Le Phare', 'FR45ZZZ654321');
    expect(translateMessage(first, french, t)).toMatch(
      /^By accepting this mandate, you authorise Mission Évangélique Le Phare \(SEPA creditor identifier FR45ZZZ654321\)/,
    );
    for (const paragraph of rest) expect(found(paragraph)).toBe(true);
    expect(translateMessage(tooManyMeans('1 heure'), french, t)).toBe(
      'Too many attempts to save a card or an IBAN, please try again in 1 hour',
    );
  });

  it('reads the values back and translates a wait in words', () => {
    const t = translatorOf('en');
    expect(translateMessage('Ce champ est trop long (120 caractères au maximum)', french, t)).toBe(
      'This field is too long (120 characters at most)',
    );
    expect(translateMessage(accountMessages.tooManyLogins('1 minute'), french, t)).toBe(
      'Too many sign-in attempts, please try again in 1 minute',
    );
    expect(translateMessage(accountMessages.tooManyMails('1 heure 40 minutes'), french, t)).toBe(
      'Too many e-mail requests, please try again in 1 hour 40 minutes',
    );
    expect(translateMessage(accountMessages.tooManyMails('45 secondes'), french, translatorOf('de'))).toBe(
      'Zu viele E-Mail-Anfragen, bitte versuchen Sie es in 45 Sekunden erneut',
    );
  });

  it('leaves a message outside the catalogue as it is', () => {
    expect(translateMessage('Un message que personne n’a écrit', french, translatorOf('en'))).toBe(
      'Un message que personne n’a écrit',
    );
  });
});
