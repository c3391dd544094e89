/**
 * The card steps, called from the browser as the specification's calls (spec part 1 §7): the payment intent,
 * the simulated provider's card check (demonstration mode), and the status check whose truth is the provider's.
 */
export class ServerDown extends Error {}

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  } catch {
    throw new ServerDown();
  }
  if (res.status >= 500) throw new ServerDown();
  return { status: res.status, body: (await res.json()) as T };
}

/** The donation's client secret, or null when the donation is already paid (409). */
export async function createPaymentIntent(donationId: string): Promise<string | null> {
  const { status, body } = await call<{ clientSecret: string }>(
    `/api/public/create-payment-intent/${encodeURIComponent(donationId)}`,
  );
  if (status === 409) return null;
  if (status !== 200) throw new ServerDown();
  return body.clientSecret;
}

export async function confirmTestCard(input: {
  clientSecret: string;
  numero: string;
  expiration: string;
  cryptogramme: string;
  titulaire: string;
}): Promise<{ status: string; error: string | null }> {
  const { status, body } = await call<{ status: string; error: string | null; message?: string }>(
    '/api/payments/simulated/confirm',
    {
      method: 'POST',
      body: JSON.stringify(input),
    },
  );
  if (status === 400) return { status: 'requires_payment_method', error: body.message ?? null };
  if (status !== 200) throw new ServerDown();
  return body;
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
