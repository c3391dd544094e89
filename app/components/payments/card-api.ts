/**
 * The card step's calls shared by every payment (donations, magazine subscriptions): the simulated provider's card
 * check (demonstration mode), and the error for a server that is down.
 */
export class ServerDown extends Error {}

/** Calls the API with JSON; a network failure or a 5xx is ServerDown. */
export async function callApi<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  } catch {
    throw new ServerDown();
  }
  if (res.status >= 500) throw new ServerDown();
  return { status: res.status, body: (await res.json()) as T };
}

export async function confirmTestCard(input: {
  clientSecret: string;
  numero: string;
  expiration: string;
  cryptogramme: string;
  titulaire: string;
}): Promise<{ status: string; error: string | null }> {
  const { status, body } = await callApi<{ status: string; error: string | null; message?: string }>(
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
