import { z } from 'zod';
import { text } from '../text.ts';
import { countryOrder } from './countries.ts';

const line = (max: number) => text().trim().max(max);
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Adresse de site invalide (http ou https)' })])
  .optional()
  .transform((v) => v || null);

/** A church as staff (or the seed) give it; the popup HTML is sanitised when stored. */
export const churchInputSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lettres minuscules sans accent, chiffres et tirets')
      .max(80),
    nom: line(120).min(1, 'Le nom est obligatoire'),
    adresse: line(200).default(''),
    codePostal: line(12).min(1, 'Le code postal est obligatoire'),
    ville: line(80).min(1, 'La ville est obligatoire'),
    pays: z.enum(countryOrder, { error: 'Pays inconnu' }),
    lien: optionalUrl,
    popup: z.boolean().default(false),
    popupValue: text({ multiline: true }).max(20_000).optional(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
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
