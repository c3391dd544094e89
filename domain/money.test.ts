import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, taxRelief } from './money.ts';

describe('formatEuros', () => {
  it('writes cents as euros in French, with no-break spaces', () => {
    expect(formatEuros(123456)).toBe('1\u00a0234,56\u00a0€');
    expect(formatEuros(5)).toBe('0,05\u00a0€');
    expect(formatEuros(100000000, 'fr-FR')).toBe('1\u00a0000\u00a0000,00\u00a0€');
  });

  it('writes cents as euros in English', () => {
    expect(formatEuros(123456, 'en')).toBe('€1,234.56');
  });
});

describe('taxRelief', () => {
  it('is 66 % of the gift, in cents', () => {
    expect(taxRelief(5000)).toBe(3300);
    expect(taxRelief(0)).toBe(0);
  });

  it('rounds to the nearest cent', () => {
    expect(taxRelief(1)).toBe(1); // 0.66
    expect(taxRelief(101)).toBe(67); // 66.66
    expect(taxRelief(125)).toBe(83); // 82.5
  });
});

describe('euros and cents', () => {
  it('converts without floating-point leftovers', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.29)).toBe(29);
    expect(centsToEuros(2200)).toBe(22);
  });
});
