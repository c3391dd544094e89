import { callApi as call, ServerDown } from '../../components/payments/card-api.ts';

/**
 * The subscription wizard's calls, as the specification lists them (spec part 3 §7), with the site's session
 * cookie: the subscription, its card payment's client secret, the status check whose truth is the provider's.
 */
export { ServerDown };

export interface Transaction {
  id: number;
  montant: number;
  nombreRevues: number;
  livraisonDomicile: boolean;
  montantAbonnement: number;
}

/** POST /api/public/abonnements: the transaction, or the status of a refusal (401 signed out, 400 refused…). */
export async function postSubscription(
  draft: Record<string, unknown>,
): Promise<{ ok: true; transaction: Transaction } | { ok: false; status: number }> {
  const { status, body } = await call<{ data: Transaction }>('/api/public/abonnements', {
    method: 'POST',
    body: JSON.stringify(draft),
  });
  return status === 200 ? { ok: true, transaction: body.data } : { ok: false, status };
}

/** The client secret of the subscription's card payment, or null when it is already paid. */
export async function subscriptionIntent(id: number): Promise<string | null> {
  const { status, body } = await call<{ data: { idIntentClientSecretStripe: string; paye: boolean } }>(
    `/api/public/abonnements/transaction/${id}`,
  );
  if (status !== 200) throw new ServerDown();
  return body.data.paye ? null : body.data.idIntentClientSecretStripe;
}

/** PUT /api/public/abonnements/transaction: whether the provider really took the payment. */
export async function confirmSubscription(
  clientSecret: string,
  statusApresPaiement: string,
  montantPaye: number,
): Promise<boolean> {
  const { status, body } = await call<{ paye: boolean }>('/api/public/abonnements/transaction', {
    method: 'PUT',
    body: JSON.stringify({ clientSecret, statusApresPaiement, montantPaye }),
  });
  if (status !== 200) throw new ServerDown();
  return body.paye;
}
