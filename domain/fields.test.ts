import { describe, expect, it } from 'vitest';
import { databaseId, isCalendarDate, isLocalDateTime, slugPattern } from './fields.ts';

describe('input that reaches the database as something else than text', () => {
  it('a calendar date names a day that exists', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '2024-13-45',
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '0000-00-00',
      '0000-01-01',
      '2024-04-31',
    ])
      expect(isCalendarDate(day), day).toBe(false);
    for (const value of ['2024-1-1', '20240101', ' 2024-01-01', '2024-01-01\u0000', 12, null])
      expect(isCalendarDate(value), String(value)).toBe(false);
  });

  it('a date and time names a day that exists and a time of day', () => {
    expect(isLocalDateTime('2026-03-29T02:30')).toBe(true);
    for (const value of ['2024-02-30T10:00', '2024-01-01T24:00', '2024-01-01T10:60', '2024-01-01 10:00'])
      expect(isLocalDateTime(value), value).toBe(false);
  });

  it('an id stays within PostgreSQL’s integer', () => {
    expect(databaseId().parse('2147483647')).toBe(2147483647);
    expect(databaseId().parse(1)).toBe(1);
    for (const value of ['2147483648', 2147483648, '99999999999', 0, -1, 1.5, '1e3', '0x1A', '', null])
      expect(databaseId().safeParse(value).success, String(value)).toBe(false);
    expect(databaseId('Église inconnue').safeParse(2147483648).error?.issues[0].message).toBe('Église inconnue');
  });

  it('a slug is lower-case letters, digits and dashes', () => {
    expect(slugPattern.test('ag-2026')).toBe(true);
    for (const value of ['%', '\u0000', 'AG', 'a b', '-a', 'a'.repeat(81), ''])
      expect(slugPattern.test(value), value).toBe(false);
  });
});
