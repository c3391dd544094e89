import { z } from 'zod';
import { MAXIMUM_DONATION_CENTS, MINIMUM_DONATION_CENTS } from '../../db/schema/donation-limits.ts';
import { birthDateMessage, parseBirthDate } from '../fields.ts';
import { centsToEuros, eurosToCents } from '../money.ts';
import { civilites, donorSchema } from '../donor.ts';
import { text } from '../text.ts';

/**
 * The donation form (spec part 1 §3 "Donation form", §5): one schema for the page, its action and the API, the
 * donor's details (domain/donor.ts) with the amount. Browser-safe, so the page can check the form before sending it.
 */
export { civilites };
/** The amount the form offers, in euros as typed. */
export const MONTANT_PAR_DEFAUT = 10;
export { MINIMUM_DONATION_CENTS };

/** Euros as typed ("10", "10,50", 10.5) → integer cents, at most two decimals. */
const montant = z
  .union([z.number(), z.string()], { error: 'Le montant est obligatoire' })
  .transform((v, c) => {
    const text = String(v).trim().replace(/\s/g, '').replace(',', '.');
    if (text === '') {
      c.addIssue({ code: 'custom', message: 'Le montant est obligatoire' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      c.addIssue({ code: 'custom', message: 'Le montant doit être un nombre en euros (deux décimales au plus)' });
      return z.NEVER;
    }
    return eurosToCents(Number(text));
  })
  .refine(
    (cents) => cents >= MINIMUM_DONATION_CENTS,
    `Le montant minimum est de ${centsToEuros(MINIMUM_DONATION_CENTS)} €`,
  )
  .refine((cents) => cents <= MAXIMUM_DONATION_CENTS, 'Le montant maximum est de 1 000 000 €');

/** Empty text is no value: the form sends '' for a field left blank. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;

/**
 * dateNaissance and lieuNaissance exist in the form's state (spec part 1 §3) but are printed nowhere, not even on
 * the tax receipt: accepted and checked when given, not stored.
 */
const birthDate = z.preprocess(
  blankAsAbsent,
  text({ error: birthDateMessage })
    .transform((value, ctx) => {
      const iso = parseBirthDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: birthDateMessage });
        return z.NEVER;
      }
      return iso;
    })
    .optional(),
);
const birthPlace = z.preprocess(
  blankAsAbsent,
  text({ error: 'Le lieu de naissance doit être du texte' })
    .trim()
    .max(100, 'Le lieu de naissance est trop long (100 caractères au maximum)')
    .optional(),
);

export const donationSchema = donorSchema.extend({
  /** In euros as the form sends it, 10 when absent; parsed into cents. */
  montant: z.preprocess((v) => (v === undefined || v === null ? MONTANT_PAR_DEFAUT : v), montant),
  dateNaissance: birthDate,
  lieuNaissance: birthPlace,
});

/** The call's telephone may come as telFixe, its other name (spec part 1 §3); tel wins when both are given. */
function telFixeAsTel(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { telFixe, ...rest } = input as Record<string, unknown>;
  return rest.tel === undefined && telFixe !== undefined ? { ...rest, tel: telFixe } : rest;
}

/** POST /public/donations: the form's fields, tel or telFixe. */
export const donationCallSchema = z.preprocess(telFixeAsTel, donationSchema);
/** The call's body as its description shows it. */
export const donationCallBody = donationSchema.partial({ tel: true }).extend({
  telFixe: donorSchema.shape.tel.optional().describe('Autre nom de tel : l’un des deux est obligatoire'),
});

export const choiceSchema = z.enum(['RIB', 'CHEQUE'], { error: 'Le choix doit être RIB ou CHEQUE' });

/** updateStatusStripePayment: the browser's report, of which only clientSecret is used. */
export const statusReportSchema = z.object({
  clientSecret: text({ error: 'clientSecret est obligatoire' })
    .min(10, 'clientSecret est invalide')
    .max(200, 'clientSecret est invalide'),
  statusApresPaiement: text().max(60).optional(),
  montantPaye: z.union([z.number(), text()], { error: 'Le montant payé doit être un nombre' }).optional(),
});

/** The reference donors write on a transfer or cheque: the start of the donation's public id. */
export function donationReference(publicId: string): string {
  return `DON-${publicId.slice(0, 8).toUpperCase()}`;
}

/** A receipt's donor details corrected by the staff (a misspelt name, a wrong address): the form's own rules. */
export const receiptCorrectionSchema = donationSchema.pick({
  civilite: true,
  nom: true,
  prenom: true,
  adressePostale: true,
  codePostal: true,
  ville: true,
  pays: true,
});
