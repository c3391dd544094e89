import type { DonorDetails } from '../../../domain/donor.ts';
import { callApi, ServerDown } from './card-api.ts';

/**
 * Monthly giving's calls from the browser (`/api/dons-reguliers…`, decision 0116), for /soutien's monthly gift and
 * the account's tab: set up a means, confirm a test means (demonstration mode), create the gift with the donor's
 * details. A refusal answers the field it is about, in French; a server away throws ServerDown.
 */
export { ServerDown };
export type Moyen = 'card' | 'sepa_debit';

/** What the API answers about a gift, as far as the page shows it. */
export interface CreatedGift {
  id: number;
  montantCentimes: number;
  jour: number;
  prochainPaiement: string | null;
  moyen: { type: Moyen; marque: string | null; fin: string | null; referenceMandat: string | null };
}

/** A refusal: the fields' messages, or the whole call's (`''`). */
export class Refused extends Error {
  constructor(
    readonly fields: Record<string, string>,
    readonly status: number,
  ) {
    super(Object.values(fields)[0] ?? 'refusé');
  }
}

interface ApiAnswer<T> {
  data?: T;
  message?: string;
  fields?: Record<string, string>;
}

async function send<T>(path: string, body: unknown): Promise<T> {
  const { status, body: answer } = await callApi<ApiAnswer<T>>(path, { method: 'POST', body: JSON.stringify(body) });
  if (status === 200 && answer.data) return answer.data;
  if (status >= 400 && status < 500) throw new Refused(answer.fields ?? { '': answer.message ?? '' }, status);
  throw new ServerDown();
}

export const startSetup = (moyen: Moyen) =>
  send<{ setupId: string; clientSecret: string; moyen: Moyen }>('/api/dons-reguliers/moyens', { moyen });

export const confirmTestMeans = (input: Record<string, string>) =>
  send<{ status: string; error: string | null }>('/api/dons-reguliers/moyens/simule', input);

export const createGift = (
  input: DonorDetails & { montant: string; jour: string; setupId: string; mandatAccepte?: boolean },
) => send<CreatedGift>('/api/dons-reguliers', input);
