import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSimulatedProvider, type SimulatedLedger } from './simulated.ts';
import { createStripeProvider } from './stripe.ts';

export * from './provider.ts';
export type { SimulatedLedger } from './simulated.ts';

/** Stripe when its keys are configured, else the simulated provider (the local default). */
export function createPaymentProvider(config: Config, ledger: SimulatedLedger): PaymentProvider {
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
  return createSimulatedProvider(ledger);
}
