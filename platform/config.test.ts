import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('refuses the demonstration’s SEPA creditor identifier in production with real payments', () => {
    const production = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    expect(() => loadConfig(production)).toThrow(/SEPA_CREDITOR_ID/);
    expect(loadConfig({ ...production, SEPA_CREDITOR_ID: 'FR45ZZZ654321' }).SEPA_CREDITOR_ID).toBe('FR45ZZZ654321');
    // The demonstration and the tests keep it.
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).SEPA_CREDITOR_ID).toBe('FR12ZZZ123456');
  });
});
