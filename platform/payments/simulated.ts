import { randomBytes } from 'node:crypto';
import {
  intentIdOfSecret,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentIntent,
  type PaymentProvider,
  type SimulatedCard,
} from './provider.ts';
import { createSimulatedBilling, type SimulatedBillingBook } from './simulated-billing.ts';

/** Where the simulated provider keeps its intents (the database in a process, so every process agrees). */
export interface SimulatedLedger {
  /** Inserts the intent unless one has this idempotency key; answers the stored one. */
  insertOrGet(intent: PaymentIntent & { idempotencyKey: string }): Promise<PaymentIntent>;
  find(id: string): Promise<PaymentIntent | null>;
  update(id: string, patch: Pick<PaymentIntent, 'status' | 'amountReceivedCents' | 'lastError'>): Promise<void>;
}

/** Stripe's test cards (https://docs.stripe.com/testing): the outcome each number gives. */
const testCards: Record<string, { declined: false } | { declined: true; message: string }> = {
  '4242424242424242': { declined: false },
  '5555555555554444': { declined: false },
  '4000000000000002': { declined: true, message: 'Votre carte a été refusée.' },
  '4000000000009995': { declined: true, message: 'Votre carte ne dispose pas de fonds suffisants.' },
  '4000000000000069': { declined: true, message: 'Votre carte a expiré.' },
};

function token(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}

/** The reason a typed test card cannot be used, as Stripe.js would report it, or null. */
function cardProblem(card: SimulatedCard, now: Date): string | null {
  const numero = card.numero.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(numero)) return 'Le numéro de carte est incomplet.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiration.trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) return 'La date d’expiration est incomplète.';
  const endOfMonth = new Date(Date.UTC(2000 + Number(exp[2]), Number(exp[1]), 1));
  if (endOfMonth <= now) return 'L’année d’expiration de votre carte est passée.';
  if (!/^\d{3,4}$/.test(card.cryptogramme.trim())) return 'Le code de sécurité de votre carte est incomplet.';
  if (!testCards[numero]) return 'Carte inconnue : en démonstration, utilisez une carte de test.';
  return null;
}

/**
 * The offline stand-in for Stripe: same intents, statuses and test-card outcomes, no network. A declined card
 * leaves the intent at requires_payment_method, so the same intent can be paid again, as with Stripe.
 */
export function createSimulatedProvider(
  ledger: SimulatedLedger,
  book: SimulatedBillingBook,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const billing = createSimulatedBilling(book, now);
  async function load(id: string): Promise<PaymentIntent> {
    const intent = await ledger.find(id);
    if (!intent) throw new PaymentProviderError(`intention de paiement inconnue : ${id}`, 'not_found');
    return intent;
  }
  return {
    kind: 'simulated',
    publishableKey: null,
    billing,
    simulatedBilling: billing,
    async createIntent(input) {
      const id = `pi_sim_${token(18)}`;
      return ledger.insertOrGet({
        id,
        clientSecret: `${id}_secret_${token(18)}`,
        idempotencyKey: input.idempotencyKey,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        amountReceivedCents: 0,
        currency: input.currency,
        metadata: input.metadata,
        lastError: null,
      });
    },
    retrieveIntent: load,
    verifyWebhook() {
      throw new WebhookSignatureError('le fournisseur simulé n’envoie pas de webhooks');
    },
    async confirmWithTestCard(clientSecret, card) {
      const id = intentIdOfSecret(clientSecret);
      const intent = id ? await ledger.find(id) : null;
      if (!intent || intent.clientSecret !== clientSecret) {
        throw new PaymentProviderError('intention de paiement inconnue', 'not_found');
      }
      if (intent.status === 'succeeded') return intent;
      const problem = cardProblem(card, now());
      const numero = card.numero.replace(/[\s-]/g, '');
      const outcome = problem ? { declined: true as const, message: problem } : testCards[numero];
      const patch = outcome.declined
        ? { status: 'requires_payment_method' as const, amountReceivedCents: 0, lastError: outcome.message }
        : { status: 'succeeded' as const, amountReceivedCents: intent.amountCents, lastError: null };
      await ledger.update(intent.id, patch);
      return { ...intent, ...patch };
    },
  };
}
