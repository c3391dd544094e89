import type { donationStates, paymentChoices } from '../../db/schema/donations.ts';
import { Conflict } from '../errors.ts';

/**
 * The life of a donation on the server:
 *   NOUVEAU ──choose RIB/CHEQUE──▶ PROMIS ──staff: received──▶ PAYE
 *      │                             │
 *      └──open card payment──▶ PAIEMENT_CARTE ──provider: succeeded──▶ PAYE
 * Until it is paid the donor may change their mind (card after a promise, cheque after a declined card…);
 * a declined card keeps PAIEMENT_CARTE, whose intent can be paid again. PAYE is final.
 */
export type DonationState = (typeof donationStates)[number];
export type PaymentChoice = (typeof paymentChoices)[number];

export type DonationEvent =
  { type: 'promise'; choix: 'RIB' | 'CHEQUE' } | { type: 'openCard' } | { type: 'cardPaid' } | { type: 'received' };

const allowed: Record<DonationEvent['type'], readonly DonationState[]> = {
  promise: ['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE'],
  openCard: ['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE'],
  // A card payment confirmed by the provider counts even if the donor chose a transfer meanwhile.
  cardPaid: ['PAIEMENT_CARTE', 'PROMIS', 'NOUVEAU'],
  received: ['PROMIS'],
};

const target: Record<DonationEvent['type'], DonationState> = {
  promise: 'PROMIS',
  openCard: 'PAIEMENT_CARTE',
  cardPaid: 'PAYE',
  received: 'PAYE',
};

/** The states from which the event may happen (for conditional updates in SQL). */
export function statesAllowing(event: DonationEvent): readonly DonationState[] {
  return allowed[event.type];
}

/** The state the event leads to. */
export function targetOf(event: DonationEvent): DonationState {
  return target[event.type];
}

export function canApply(state: DonationState, event: DonationEvent): boolean {
  return allowed[event.type].includes(state);
}

/** The state after the event, or Conflict when the event is not allowed in this state. */
export function nextState(state: DonationState, event: DonationEvent): DonationState {
  if (!canApply(state, event)) {
    throw new Conflict(state === 'PAYE' ? 'Ce don est déjà réglé' : 'Ce don attend un autre moyen de paiement');
  }
  return target[event.type];
}

/** The payment choice a state change records. */
export function choiceOf(event: DonationEvent): PaymentChoice | null {
  return event.type === 'promise' ? event.choix : event.type === 'openCard' ? 'CARTE' : null;
}
