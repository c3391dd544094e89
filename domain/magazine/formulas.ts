import { z } from 'zod';
import { databaseId, isCalendarDate } from '../fields.ts';
import { text } from '../text.ts';

/**
 * The magazine's formulas and the subscription draft (spec part 3 §3 "Subscription draft", §5, §9 "Magazine
 * formulas"): one schema for the wizard and the API. Browser-safe (no server import).
 */
export const formulas = [
  { code: '1an', years: 1, nombreRevues: 2, prixCents: 1000 },
  { code: '2ans', years: 2, nombreRevues: 4, prixCents: 1800 },
  { code: '4ans', years: 4, nombreRevues: 8, prixCents: 3600 },
] as const;
export type Formula = (typeof formulas)[number];

/** Home delivery, per issue; delivery to a mission church is free. */
const HOME_DELIVERY_CENTS_PER_ISSUE = 400;
/** The church preselected for a subscriber who has none (spec part 3 §4.8). */
export const DEFAULT_CHURCH_ID = 8;

/** The message of a form sent with a required field empty (spec part 3 §5, §8), beside each field's own. */
export const missingFieldMessage = 'Veuillez remplir tous les champs !';
const unknownFormulaMessage = 'Formule inconnue : choisissez 1 an, 2 ans ou 4 ans';
export const unknownChurchMessage = 'Église de livraison inconnue';

export function formulaOf(nombreRevues: number): Formula | undefined {
  return formulas.find((f) => f.nombreRevues === nombreRevues);
}

/** What a subscription costs, in cents: the formula, plus 4 € per issue delivered at home. */
export function amountsOf(formula: Formula, livraisonDomicile: boolean) {
  const livraisonCents = livraisonDomicile ? HOME_DELIVERY_CENTS_PER_ISSUE * formula.nombreRevues : 0;
  return {
    montantAbonnementCents: formula.prixCents,
    livraisonCents,
    montantCents: formula.prixCents + livraisonCents,
  };
}

/** Each required field's own message, which names it. */
const requiredMessages = {
  tel: 'Le téléphone mobile est obligatoire',
  adressePostale: 'L’adresse postale est obligatoire',
  codePostal: 'Le code postal est obligatoire',
  ville: 'La ville est obligatoire',
  pays: 'Le pays est obligatoire',
} as const;

const required = (field: keyof typeof requiredMessages, max: number) =>
  text({ error: requiredMessages[field] })
    .trim()
    .min(1, requiredMessages[field])
    .max(max, `Ce champ est trop long (${max} caractères au maximum)`);

/** True when one of the field messages says a required field was left empty: the form then says « Veuillez remplir
 * tous les champs ! ». */
export function isFieldMissing(messages: Iterable<string | undefined>): boolean {
  const missing: readonly string[] = Object.values(requiredMessages);
  for (const message of messages) if (message !== undefined && missing.includes(message)) return true;
  return false;
}

const flag = z.preprocess(
  (v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v),
  z.boolean({ error: 'Valeur invalide' }),
);

/** The information form (tab 2): all required. */
export const subscriberInfoSchema = z.object({
  tel: required('tel', 30),
  adressePostale: required('adressePostale', 250),
  codePostal: required('codePostal', 12),
  ville: required('ville', 120),
  pays: required('pays', 80),
});

/** The formula, named by its issue count (2, 4 or 8). */
const formulaField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ error: unknownFormulaMessage }).refine((n) => formulaOf(n) !== undefined, unknownFormulaMessage),
);

/** The formula tab's choice, as the page without JavaScript posts it. */
export const formulaChoiceSchema = z.object({ nombreRevues: formulaField });

/**
 * POST /public/abonnements. The formula is named by its issue count (2, 4 or 8); montant and montantAbonnement the
 * browser may send are ignored (the server computes them); name, first name and e-mail come from the account.
 */
export const subscriptionSchema = subscriberInfoSchema
  .extend({
    nombreRevues: formulaField,
    livraisonDomicile: flag.default(false),
    egliseId: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      databaseId(unknownChurchMessage).nullable(),
    ),
    recevoirDerniereRevue: flag.default(false),
    dateNaissance: z.preprocess(
      (v) => (v === '' ? undefined : v),
      text().refine(isCalendarDate, 'La date de naissance est invalide').optional(),
    ),
    lieuNaissance: text().trim().max(120, 'Ce champ est trop long (120 caractères au maximum)').optional(),
  })
  .refine((s) => s.livraisonDomicile || s.egliseId !== null, { path: ['egliseId'], message: unknownChurchMessage });

/** PUT /public/abonnements/transaction: the browser's report, of which only clientSecret is used. */
export const paymentReportSchema = z.object({
  clientSecret: text({ error: 'clientSecret est obligatoire' })
    .min(10, 'clientSecret est invalide')
    .max(200, 'clientSecret est invalide'),
  statusApresPaiement: text().max(60).optional(),
  montantPaye: z.union([z.number(), text()], { error: 'Le montant payé doit être un nombre' }).optional(),
});
