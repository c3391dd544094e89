import { z } from 'zod';
import { MAXIMUM_DONATION_CENTS, MINIMUM_DONATION_CENTS } from '../../db/schema/donation-limits.ts';
import { donorSchema } from '../donor.ts';
import { centsToEuros, eurosToCents } from '../money.ts';
import { text } from '../text.ts';

/**
 * Monthly giving's inputs (decision 0116), one schema each for the page, its action and the API. Browser-safe.
 * Amounts are typed in euros and parsed into cents here: the amount charged is always this one, never the browser's.
 */
export const LAST_DAY_OF_MONTH = 28;

/** The refusal past the limit on saving cards and IBANs (gifts.ts), the wait in words. */
export const tooManyMeans = (wait: string) =>
  `Trop d’essais d’enregistrement d’une carte ou d’un IBAN, veuillez réessayer dans ${wait}`;

/** Euros as typed ("10", "10,50", 10.5) → integer cents within the one-off gift's bounds. */
const montantMensuel = z
  .union([z.number(), z.string()], { error: 'Le montant est obligatoire' })
  .transform((v, c) => {
    const typed = String(v).trim().replace(/\s/g, '').replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(typed)) {
      c.addIssue({ code: 'custom', message: 'Le montant doit être un nombre en euros (deux décimales au plus)' });
      return z.NEVER;
    }
    return eurosToCents(Number(typed));
  })
  .refine(
    (cents) => cents >= MINIMUM_DONATION_CENTS,
    `Le montant minimum est de ${centsToEuros(MINIMUM_DONATION_CENTS)} €`,
  )
  .refine((cents) => cents <= MAXIMUM_DONATION_CENTS, 'Le montant maximum est de 1 000 000 €');

const jour = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'Le jour du mois est obligatoire' })
    .int('Le jour du mois est un nombre entier')
    .min(1, 'Le jour du mois va de 1 à 28')
    .max(LAST_DAY_OF_MONTH, 'Le jour du mois va de 1 à 28'),
);

const setupId = text({ error: 'Le moyen de paiement est obligatoire' })
  .trim()
  .min(5, 'Le moyen de paiement est invalide')
  .max(200, 'Le moyen de paiement est invalide');

const moyens = ['card', 'sepa_debit'] as const;

/** Step 1: the means of payment to set up (the browser then confirms it with the provider). */
export const meansSetupSchema = z.object({
  moyen: z.enum(moyens, { error: 'Choisissez la carte ou le prélèvement SEPA' }),
});

/**
 * Step 2: the gift, once its means is set up; a SEPA debit needs the mandate accepted. The donor's details, with the
 * one-off gift's rules, are kept with it: the annual tax receipt names the donor and their address.
 */
export const regularGiftSchema = donorSchema.extend({
  montant: montantMensuel,
  jour,
  setupId,
  mandatAccepte: z.boolean({ error: 'Le mandat doit être accepté' }).optional(),
});

export const giftChangeSchema = z
  .object({ montant: montantMensuel.optional(), jour: jour.optional() })
  .refine((v) => v.montant !== undefined || v.jour !== undefined, {
    message: 'Indiquez un nouveau montant ou un nouveau jour',
    path: ['montant'],
  });

export const meansUpdateSchema = z.object({
  setupId,
  mandatAccepte: z.boolean({ error: 'Le mandat doit être accepté' }).optional(),
});

/** The simulated provider's form (demonstration mode): a Stripe test card or test IBAN. */
export const testMeansSchema = z.discriminatedUnion(
  'moyen',
  [
    z.object({
      clientSecret: text().min(10, 'clientSecret est invalide').max(200, 'clientSecret est invalide'),
      moyen: z.literal('card'),
      numero: text({ error: 'Le numéro de carte est obligatoire' })
        .trim()
        .min(1, 'Le numéro de carte est obligatoire')
        .max(30),
      expiration: text({ error: 'La date d’expiration est obligatoire' }).trim().min(1).max(7),
      cryptogramme: text({ error: 'Le cryptogramme est obligatoire' }).trim().min(1).max(4),
      titulaire: text().trim().max(120).default(''),
    }),
    z.object({
      clientSecret: text().min(10, 'clientSecret est invalide').max(200, 'clientSecret est invalide'),
      moyen: z.literal('sepa_debit'),
      iban: text({ error: 'L’IBAN est obligatoire' })
        .trim()
        .min(1, 'L’IBAN est obligatoire')
        .max(42, 'L’IBAN est trop long'),
      titulaire: text({ error: 'Le titulaire du compte est obligatoire' })
        .trim()
        .min(1, 'Le titulaire du compte est obligatoire')
        .max(120),
    }),
  ],
  { error: 'Choisissez la carte ou le prélèvement SEPA' },
);

const mandateAccepted = z.preprocess(
  (v) => v === 'on' || v === true,
  z.literal(true, { error: 'Le mandat de prélèvement SEPA doit être accepté' }),
);

/** The simulated IBAN form as the page checks it: the IBAN, its holder, and the mandate accepted. */
export const testSepaFormSchema = testMeansSchema.options[1]
  .omit({ clientSecret: true, moyen: true })
  .extend({ mandatAccepte: mandateAccepted });

/** With Stripe the IBAN is in Stripe's frame: only the mandate's box is ours. */
export const stripeSepaFormSchema = z.object({ mandatAccepte: mandateAccepted });
