import { z } from 'zod';
import { text } from '../text.ts';
import { countryOrder } from './countries.ts';

const line = (max: number) => text().trim().max(max);
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Adresse de site invalide (http ou https)' })])
  .optional()
  .transform((v) => v || null);

/** A coordinate as a number (the seed, the API) or as typed in the back office's form ("48,85" or "48.85"). */
const coordinate = (min: number, max: number, name: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${name} attendue` })
      .trim()
      .regex(/^-?\d{1,3}(?:[.,]\d{1,17})?$/, `${name} attendue (nombre décimal, par exemple 48.8566)`)
      .transform((v) => Number(v.replace(',', '.')))
      .pipe(z.number().min(min, `${name} entre ${min} et ${max}`).max(max, `${name} entre ${min} et ${max}`)),
  );

/** A checkbox of the back office's form (present when ticked) or a boolean. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/**
 * A church as staff (the back office's form, the API) or the seed give it; the popup HTML is sanitised when
 * stored. The same schema checks the form in the browser, its action and the API.
 */
export const churchInputSchema = z
  .object({
    slug: z
      .string({ error: 'Adresse de la page requise' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lettres minuscules sans accent, chiffres et tirets')
      .max(80),
    nom: line(120).min(1, 'Le nom est obligatoire'),
    adresse: line(200).default(''),
    codePostal: line(12).min(1, 'Le code postal est obligatoire'),
    ville: line(80).min(1, 'La ville est obligatoire'),
    pays: z.enum(countryOrder, { error: 'Pays inconnu' }),
    lien: optionalUrl,
    popup: flag,
    popupValue: text({ multiline: true }).max(20_000).optional(),
    latitude: coordinate(-90, 90, 'Latitude'),
    longitude: coordinate(-180, 180, 'Longitude'),
    horaires: text({ multiline: true }).max(2000).default(''),
    chorales: text({ multiline: true }).max(2000).default(''),
    email: z
      .union([z.literal(''), z.email('Adresse e-mail invalide')])
      .optional()
      .transform((v) => v || null),
    telephone: line(30)
      .optional()
      .transform((v) => v || null),
  })
  .refine((c) => !c.popup || !!c.popupValue?.trim(), {
    path: ['popupValue'],
    message: 'Le contenu de la fenêtre est obligatoire quand elle est activée',
  });
export type ChurchInput = z.input<typeof churchInputSchema>;
