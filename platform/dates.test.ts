import { describe, expect, it } from 'vitest';
import { formatParis, parisYear } from './dates.ts';

describe('formatParis', () => {
  const lateEvening = '2026-12-31T23:30:00Z';
  it('writes the day of Paris, not of UTC, in the language asked', () => {
    expect(formatParis(lateEvening, 'fr')).toBe('01/01/2027');
    expect(formatParis(new Date(lateEvening), 'en')).toBe('1/1/2027');
    expect(formatParis(lateEvening, 'de', { date: 'long' })).toBe('1. Januar 2027');
  });
  it('reads the site’s Korean code as Korean and adds the hour when asked', () => {
    expect(formatParis(lateEvening, 'kr', { date: 'long' })).toBe('2027년 1월 1일');
    expect(formatParis('2026-07-01T10:05:00Z', 'fr', { date: 'short', time: 'short' })).toBe('01/07/2026 12:05');
  });
  it('gives the calendar year of Paris', () => {
    expect(parisYear(new Date(lateEvening))).toBe(2027);
  });
});
