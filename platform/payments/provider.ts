import type { Billing, SimulatedBillingControls } from './billing.ts';

/**
 * Card payments behind one interface (ARCHITECTURE.md "Payments"): `stripe` talks to Stripe with its official
 * SDK, `simulated` plays Stripe's test cards offline. Amounts are integer cents; statuses are Stripe's words.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The last decline or error message, if the last attempt failed. */
  lastError: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'eur';
  description: string;
  metadata: Record<string, string>;
  /** Asking twice with the same key answers the same intent. */
  idempotencyKey: string;
  receiptEmail?: string;
}

/** A provider event whose signature was checked. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment intent the event is about, when it is about one. */
  intentId: string | null;
  /** The invoice, subscription or mandate the event is about, when it is about one (monthly giving). */
  invoiceId: string | null;
  subscriptionId: string | null;
  mandate: { paymentMethodId: string; active: boolean } | null;
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

/** The provider refused a request (unknown intent, bad parameters) or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'invalid' | 'unavailable',
  ) {
    super(message);
  }
}

/** What a test card typed in the simulated form carries to the simulated provider. */
export interface SimulatedCard {
  numero: string;
  expiration: string;
  cryptogramme: string;
  titulaire: string;
}

export interface PaymentProvider {
  kind: 'simulated' | 'stripe';
  /** Publishable key for Stripe Elements in the browser (stripe only). */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /** Checks a webhook's signature and answers its event; throws WebhookSignatureError otherwise. */
  verifyWebhook(payload: string, signature: string | undefined): PaymentEvent;
  /** Simulated only: confirms an intent with a test card, as Stripe.js would in the browser. */
  confirmWithTestCard?(clientSecret: string, card: SimulatedCard): Promise<PaymentIntent>;
  /** Regular charges (monthly giving): customers, saved means, subscriptions and their invoices. */
  billing: Billing;
  /** Simulated only: the browser's confirmation of a test means, the clock, and the billing Stripe does on its own. */
  simulatedBilling?: SimulatedBillingControls;
}

/** Stripe's client secrets read `<intent id>_secret_<random>`. */
export function intentIdOfSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1] : null;
}
