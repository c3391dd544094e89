import { donationSchema } from '../../../../domain/donations/browser.ts';
import { regularGiftSchema } from '../../../../domain/giving/browser.ts';

/**
 * The monthly gift's first step: the donor's details with the one-off gift's rules, and the monthly amount and day
 * with the regular gift's (the API takes only what regularGiftSchema reads: the gift is the member's).
 */
export const monthlyGiftFormSchema = donationSchema
  .omit({ montant: true, dateNaissance: true, lieuNaissance: true })
  .extend(regularGiftSchema.pick({ montant: true, jour: true }).shape);
