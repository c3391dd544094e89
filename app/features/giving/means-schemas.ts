import { z } from 'zod';
import { testMeansSchema } from '../../../domain/giving/browser.ts';

/** The tab's new card or IBAN, as the page checks it before the provider is asked (MeansForm). */
const mandate = z.literal('on', { error: 'Le mandat de prélèvement SEPA doit être accepté' });
const [cardMeans, sepaMeans] = testMeansSchema.options;

/** Demonstration mode: the simulated provider's fields, the client secret coming once the form is valid. */
export const testMeansForm = z.discriminatedUnion('moyen', [
  cardMeans.omit({ clientSecret: true }),
  sepaMeans.omit({ clientSecret: true }).extend({ mandatAccepte: mandate }),
]);

/**
 * With Stripe, the card or IBAN is in Stripe's frame: only the mandate's box is ours, and it is required before the
 * IBAN is confirmed (Stripe makes the mandate then, which the server would refuse afterwards).
 */
export const stripeMeansForm = z.discriminatedUnion('moyen', [
  z.object({ moyen: z.literal('card') }),
  z.object({ moyen: z.literal('sepa_debit'), mandatAccepte: mandate }),
]);
