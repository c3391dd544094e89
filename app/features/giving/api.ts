import { callApi, ServerDown } from '../../components/payments/card-api.ts';

/**
 * The means of payment's steps, called from the browser as Stripe.js would be: a setup at the provider (its client
 * secret), then, in demonstration mode, the simulated provider's confirmation of a test card or IBAN.
 */
export { ServerDown };
export type MeansKind = 'card' | 'sepa_debit';

interface Refusal {
  message?: string;
  fields?: Record<string, string>;
}

export async function startSetup(moyen: MeansKind): Promise<{ setupId: string; clientSecret: string }> {
  const { status, body } = await callApi<{ data: { setupId: string; clientSecret: string } }>(
    '/api/dons-reguliers/moyens',
    { method: 'POST', body: JSON.stringify({ moyen }) },
  );
  if (status !== 200) throw new ServerDown();
  return body.data;
}

/** The simulated provider's answer: the provider's refusal (an unknown card…) as its French message. */
export async function confirmTestMeans(input: Record<string, unknown>): Promise<string | null> {
  const { status, body } = await callApi<{ data: { status: string; error: string | null } } & Refusal>(
    '/api/dons-reguliers/moyens/simule',
    { method: 'POST', body: JSON.stringify(input) },
  );
  if (status === 400) return Object.values(body.fields ?? {})[0] ?? body.message ?? null;
  if (status !== 200) throw new ServerDown();
  return body.data.status === 'succeeded' ? null : body.data.error;
}
