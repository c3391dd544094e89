import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { stripeMeansForm } from './means-schemas.ts';

/** The tab's new means with Stripe: Stripe makes the SEPA mandate when the IBAN is confirmed, so the box comes first. */
const parse = (fields: Record<string, string>) =>
  parseWithZod(new URLSearchParams(fields), { schema: stripeMeansForm, disableAutoCoercion: true });

describe('the means form with Stripe', () => {
  it('refuses an IBAN whose mandate is not accepted, under its box, before anything reaches Stripe', () => {
    expect(parse({ moyen: 'sepa_debit' })).toMatchObject({
      status: 'error',
      error: { mandatAccepte: ['Le mandat de prélèvement SEPA doit être accepté'] },
    });
    expect(parse({ moyen: 'sepa_debit', mandatAccepte: 'on' }).status).toBe('success');
  });

  it('asks nothing more for a card', () => {
    expect(parse({ moyen: 'card' }).status).toBe('success');
  });
});
