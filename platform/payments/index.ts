import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import type { SimulatedBillingBook } from './simulated-billing.ts';
import { createSimulatedProvider, type SimulatedLedger } from './simulated.ts';
import { createStripeProvider } from './stripe.ts';

export * from './provider.ts';
export * from './billing.ts';
export type { SimulatedLedger } from './simulated.ts';
export type { SimulatedBillingBook, SimulatedMeans, SimulatedSubscription } from './simulated-billing.ts';

/** Stripe when its keys are configured, else the simulated provider (the local default). */
export function createPaymentProvider(
  config: Config,
  ledger: SimulatedLedger,
  book: SimulatedBillingBook,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  return createSimulatedProvider(ledger, book);
}
