import { z } from 'zod';
import { text } from '../text.ts';

/** The simulated card form (demonstration mode): a Stripe test card. */
export const testCardSchema = z.object({
  clientSecret: text({ error: 'clientSecret est obligatoire' })
    .min(10, 'clientSecret est invalide')
    .max(200, 'clientSecret est invalide'),
  numero: text({ error: 'Le numéro de carte est obligatoire' })
    .trim()
    .min(1, 'Le numéro de carte est obligatoire')
    .max(30, 'Le numéro de carte est trop long'),
  expiration: text({ error: 'La date d’expiration est obligatoire' })
    .trim()
    .min(1, 'La date d’expiration est obligatoire')
    .max(7, 'La date d’expiration est trop longue (MM/AA)'),
  cryptogramme: text({ error: 'Le cryptogramme est obligatoire' })
    .trim()
    .min(1, 'Le cryptogramme est obligatoire')
    .max(4, 'Le cryptogramme est trop long'),
  titulaire: text({ error: 'Le titulaire doit être du texte' })
    .trim()
    .max(120, 'Le nom du titulaire est trop long')
    .default(''),
});
