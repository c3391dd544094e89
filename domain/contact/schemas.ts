import { z } from 'zod';
import { text } from '../text.ts';

/** The contact form (spec part 1 §3 "Contact message", §5): one schema for the page, its action and the API. */
export const MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  nom: text({ error: 'Le nom est obligatoire' })
    .trim()
    .min(1, 'Le nom est obligatoire')
    .max(120, 'Le nom est trop long'),
  adresseEmail: text({ error: 'L’adresse e-mail est obligatoire' })
    .trim()
    .toLowerCase()
    .min(1, 'L’adresse e-mail est obligatoire')
    .pipe(z.email('L’adresse e-mail n’est pas valide').max(254, 'L’adresse e-mail est trop longue')),
  message: text({ error: 'Le message est obligatoire', multiline: true })
    .trim()
    .min(1, 'Le message est obligatoire')
    .max(MESSAGE_MAX, 'Votre message est trop long : 5 000 caractères au maximum'),
  /** Honeypot: hidden from people, filled by robots. */
  siteWeb: text().max(500).optional(),
});
