import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
} from './provider.ts';
import { createStripeBilling } from './stripe-billing.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Where the SDK sends its requests: api.stripe.com by default; tests point it at a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Oldest accepted webhook signature, in seconds (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    amountReceivedCents: pi.amount_received ?? 0,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function providerError(err: unknown): PaymentProviderError {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentProviderError(err.message, err.code === 'resource_missing' ? 'not_found' : 'invalid');
  }
  return new PaymentProviderError(err instanceof Error ? err.message : String(err), 'unavailable');
}

/** Stripe PaymentIntents on the server; the card itself goes from Stripe Elements straight to Stripe. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw providerError(err);
    }
  }
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    billing: createStripeBilling(stripe, call),
    async createIntent(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            receipt_email: input.receiptEmail,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(pi);
      } catch (err) {
        throw providerError(err);
      }
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        throw providerError(err);
      }
    },
    verifyWebhook(payload, signature): PaymentEvent {
      if (!settings.webhookSecret || !signature) throw new WebhookSignatureError('signature absente');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          settings.webhookSecret,
          settings.webhookToleranceSeconds ?? 300,
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'signature invalide');
      }
      return eventOf(event);
    },
  };
}

type EventObject = {
  object?: string;
  id?: string;
  status?: string;
  payment_method?: string | { id: string };
  parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
};
const idOf = (value: string | { id: string } | undefined) => (typeof value === 'string' ? value : value?.id);

/** What an event is about: a payment intent (one-off gifts), an invoice or subscription or mandate (monthly giving). */
function eventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as EventObject;
  const about = (kind: string) => (object.object === kind ? (object.id ?? null) : null);
  const paymentMethodId = idOf(object.payment_method);
  return {
    id: event.id,
    type: event.type,
    intentId: about('payment_intent'),
    invoiceId: about('invoice'),
    subscriptionId:
      about('subscription') ??
      (object.object === 'invoice' ? (idOf(object.parent?.subscription_details?.subscription) ?? null) : null),
    mandate:
      object.object === 'mandate' && paymentMethodId ? { paymentMethodId, active: object.status === 'active' } : null,
  };
}
