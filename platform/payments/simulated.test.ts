import { describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentIntent } from './provider.ts';
import type { SimulatedBillingBook } from './simulated-billing.ts';
import { createSimulatedProvider, type SimulatedLedger } from './simulated.ts';

function memoryLedger(): SimulatedLedger {
  const byId = new Map<string, PaymentIntent & { idempotencyKey: string }>();
  return {
    async insertOrGet(intent) {
      const existing = [...byId.values()].find((i) => i.idempotencyKey === intent.idempotencyKey);
      if (existing) return existing;
      byId.set(intent.id, intent);
      return intent;
    },
    async find(id) {
      return byId.get(id) ?? null;
    },
    async update(id, patch) {
      Object.assign(byId.get(id)!, patch);
    },
  };
}

const noBilling = {} as SimulatedBillingBook;
const now = () => new Date('2026-11-21T12:00:00Z');
const input = {
  amountCents: 2500,
  currency: 'eur' as const,
  description: 'Don',
  metadata: { purpose: 'donation' },
  idempotencyKey: 'donation-1-2500',
};
const card = (numero: string, expiration = '12/30') => ({ numero, expiration, cryptogramme: '123', titulaire: 'Test' });

describe('simulated provider', () => {
  it('answers the same intent for the same idempotency key, with a Stripe-like client secret', async () => {
    const provider = createSimulatedProvider(memoryLedger(), noBilling, now);
    const a = await provider.createIntent(input);
    const b = await provider.createIntent(input);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ status: 'requires_payment_method', amountCents: 2500, amountReceivedCents: 0 });
    expect(a.clientSecret.startsWith(`${a.id}_secret_`)).toBe(true);
  });

  it('pays with 4242, declines 0002 and leaves the intent payable again', async () => {
    const provider = createSimulatedProvider(memoryLedger(), noBilling, now);
    const intent = await provider.createIntent(input);
    const declined = await provider.confirmWithTestCard!(intent.clientSecret, card('4000 0000 0000 0002'));
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      amountReceivedCents: 0,
      lastError: 'Votre carte a été refusée.',
    });
    const paid = await provider.confirmWithTestCard!(intent.clientSecret, card('4242 4242 4242 4242'));
    expect(paid).toMatchObject({ status: 'succeeded', amountReceivedCents: 2500, lastError: null });
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded' });
  });

  it.each([
    ['4000000000009995', '12/30', 'Votre carte ne dispose pas de fonds suffisants.'],
    ['4242424242424242', '10/26', 'L’année d’expiration de votre carte est passée.'],
    ['4242', '12/30', 'Le numéro de carte est incomplet.'],
    ['4111111111111111', '12/30', 'Carte inconnue : en démonstration, utilisez une carte de test.'],
  ])('declines %s expiring %s', async (numero, expiration, message) => {
    const provider = createSimulatedProvider(memoryLedger(), noBilling, now);
    const intent = await provider.createIntent(input);
    expect((await provider.confirmWithTestCard!(intent.clientSecret, card(numero, expiration))).lastError).toBe(
      message,
    );
  });

  it('refuses unknown intents and secrets, and sends no webhooks', async () => {
    const provider = createSimulatedProvider(memoryLedger(), noBilling, now);
    const intent = await provider.createIntent(input);
    await expect(provider.retrieveIntent('pi_sim_unknown')).rejects.toThrow('inconnue');
    await expect(provider.confirmWithTestCard!(`${intent.id}_secret_wrong`, card('4242424242424242'))).rejects.toThrow(
      'inconnue',
    );
    expect(() => provider.verifyWebhook('{}', 't=1,v1=x')).toThrow(WebhookSignatureError);
  });
});
