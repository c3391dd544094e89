import { expect } from 'vitest';
import type { Billing, Subscription } from '../../platform/payments/index.ts';
import { call } from './accounts.ts';

type Api = Parameters<typeof call>[0];

/** A monthly gift's donor details, as the form on /soutien sends them (domain/donor.ts). */
export const DONOR = {
  civilite: 'Mme',
  nom: 'Martin',
  prenom: 'Claire',
  adressePostale: '12 rue des Écoles',
  codePostal: '30100',
  ville: 'Alès',
  pays: 'France',
  tel: '0612345678',
  email: 'claire.martin@exemple.fr',
} as const;

/**
 * Sends the monthly gift's form while its process dies once the provider has made the subscription, before the gift
 * row is written (answered 500): the subscription the provider made.
 */
export async function createDying(
  api: Api,
  billing: Billing,
  token: string,
  body: Record<string, unknown>,
): Promise<Subscription> {
  const create = billing.createSubscription;
  let made: Subscription | undefined;
  billing.createSubscription = async (input) => {
    made = await create(input);
    throw new Error('processus arrêté entre le prestataire et la base');
  };
  try {
    expect((await call(api, 'POST', '/dons-reguliers', { token, body })).status).toBe(500);
  } finally {
    billing.createSubscription = create;
  }
  return made!;
}
