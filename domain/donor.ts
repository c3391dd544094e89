import { z } from 'zod';
import { titleCase, upper } from './normalize.ts';
import { text } from './text.ts';

/**
 * The donor's details, as the one-off gift (spec part 1 §3 "Donation form", §5) and the monthly gift (issue 33) ask
 * them: one set of rules for both, and for the tax receipt that names the donor. Browser-safe.
 */
export const civilites = ['M.', 'Mme', 'Mlle'] as const;

/** `long` agrees with the label's noun (« L’adresse postale est trop longue »). */
const required = (label: string, max = 120, long = 'long') =>
  text({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} est trop ${long} (${max} caractères au maximum)`);

export const donorSchema = z.object({
  civilite: z.enum(civilites, { error: 'Veuillez choisir une civilité' }),
  /** Stored as on registration (spec part 1 §5): the name in capitals, the first name title-cased. */
  nom: required('Le nom').transform(upper),
  prenom: required('Le prénom').transform(titleCase),
  adressePostale: required('L’adresse postale', 250, 'longue'),
  ville: required('La ville', 120, 'longue'),
  pays: required('Le pays', 80),
  codePostal: required('Le code postal', 12),
  tel: required('Le téléphone', 30),
  email: text({ error: 'L’adresse e-mail est obligatoire' })
    .trim()
    .toLowerCase()
    .min(1, 'L’adresse e-mail est obligatoire')
    .pipe(z.email('L’adresse e-mail n’est pas valide').max(254, 'L’adresse e-mail est trop longue')),
});

export type DonorDetails = z.output<typeof donorSchema>;
