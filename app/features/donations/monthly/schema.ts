import { regularGiftSchema } from '../../../../domain/giving/browser.ts';

/** The monthly gift's first step: the gift's schema but for its means, set up at the next step. */
export const monthlyGiftFormSchema = regularGiftSchema.omit({ setupId: true, mandatAccepte: true });
