import { callApi as call, ServerDown } from '../../components/payments/card-api.ts';

/**
 * The donation's card steps, called from the browser as the specification's calls (spec part 1 §7): the payment
 * intent and the status check whose truth is the provider's (the simulated card check is in
 * app/components/payments/card-api.ts).
 */
/** The donation's client secret, or null when the donation is already paid (409). */
export async function createPaymentIntent(donationId: string): Promise<string | null> {
  const { status, body } = await call<{ clientSecret: string }>(
    `/api/public/create-payment-intent/${encodeURIComponent(donationId)}`,
  );
  if (status === 409) return null;
  if (status !== 200) throw new ServerDown();
  return body.clientSecret;
}

/** Reports the browser's view; the answer says whether the provider really took the payment. */
export async function updateStatus(
  clientSecret: string,
  statusApresPaiement: string,
  montantPaye: number,
): Promise<boolean> {
  const { status, body } = await call<{ paye: boolean }>('/api/public/updateStatusStripePayment', {
    method: 'POST',
    body: JSON.stringify({ clientSecret, statusApresPaiement, montantPaye }),
  });
  if (status !== 200) throw new ServerDown();
  return body.paye;
}
