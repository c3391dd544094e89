import { describe, expect, it } from 'vitest';
import { Conflict } from '../errors.ts';
import { canApply, choiceOf, nextState, type DonationEvent, type DonationState } from './states.ts';

const states: DonationState[] = ['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE', 'PAYE'];
const events: DonationEvent[] = [
  { type: 'promise', choix: 'RIB' },
  { type: 'promise', choix: 'CHEQUE' },
  { type: 'openCard' },
  { type: 'cardPaid' },
  { type: 'received' },
];

describe('donation state machine', () => {
  it('follows the transitions of the diagram', () => {
    expect(nextState('NOUVEAU', { type: 'promise', choix: 'RIB' })).toBe('PROMIS');
    expect(nextState('NOUVEAU', { type: 'openCard' })).toBe('PAIEMENT_CARTE');
    expect(nextState('PAIEMENT_CARTE', { type: 'cardPaid' })).toBe('PAYE');
    expect(nextState('PROMIS', { type: 'received' })).toBe('PAYE');
  });

  it('lets an unpaid donor change their mind', () => {
    expect(nextState('PROMIS', { type: 'openCard' })).toBe('PAIEMENT_CARTE');
    expect(nextState('PAIEMENT_CARTE', { type: 'promise', choix: 'CHEQUE' })).toBe('PROMIS');
    expect(nextState('PROMIS', { type: 'promise', choix: 'RIB' })).toBe('PROMIS');
    expect(nextState('PAIEMENT_CARTE', { type: 'openCard' })).toBe('PAIEMENT_CARTE');
  });

  it('never leaves PAYE', () => {
    for (const event of events) {
      expect(canApply('PAYE', event)).toBe(false);
      expect(() => nextState('PAYE', event)).toThrow(Conflict);
    }
  });

  it('marks received only a promised transfer or cheque', () => {
    expect(states.filter((s) => canApply(s, { type: 'received' }))).toEqual(['PROMIS']);
  });

  it('records the choice each event stands for', () => {
    expect(choiceOf({ type: 'promise', choix: 'CHEQUE' })).toBe('CHEQUE');
    expect(choiceOf({ type: 'openCard' })).toBe('CARTE');
    expect(choiceOf({ type: 'received' })).toBeNull();
  });
});
