import { describe, expect, it } from 'vitest';
import { firstChargeOn } from './gifts.ts';
import { frenchDay } from './mails.ts';
import { PRE_NOTIFICATION_DAYS } from './mandate.ts';

describe('the first charge of a gift', () => {
  it('is the chosen day from tomorrow for a card', () => {
    expect(firstChargeOn('2026-11-29', 28, 'card')).toBe('2026-12-28');
    expect(firstChargeOn('2026-11-09', 10, 'card')).toBe('2026-11-10');
    expect(firstChargeOn('2026-11-10', 10, 'card')).toBe('2026-12-10');
    expect(firstChargeOn('2026-12-20', 5, 'card')).toBe('2027-01-05');
  });

  it('leaves the SEPA notice its days before a debit', () => {
    expect(PRE_NOTIFICATION_DAYS).toBe(5);
    expect(firstChargeOn('2026-11-05', 10, 'sepa_debit')).toBe('2026-11-10');
    expect(firstChargeOn('2026-11-06', 10, 'sepa_debit')).toBe('2026-12-10');
    expect(firstChargeOn('2026-12-28', 1, 'sepa_debit')).toBe('2027-02-01');
  });

  it('writes days in French', () => {
    expect(frenchDay('2027-01-01')).toBe('1er janvier 2027');
    expect(frenchDay('2026-12-20')).toBe('20 décembre 2026');
  });
});
