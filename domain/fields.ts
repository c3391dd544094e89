import { z } from 'zod';
import { isCleanText } from './text.ts';

/**
 * The building blocks of input that reaches the database as something else than text: calendar dates, ids and
 * counts (PostgreSQL's `integer`), slugs and keys in addresses. Each one refuses, before any query, what the
 * database would refuse with an error (a 500): an impossible date (`2024-02-30`, `0000-00-00`), an integer past
 * 2 147 483 647, a NUL or another control character. Browser-safe: nothing but zod and the text rules.
 */

/** PostgreSQL's `integer` goes up to this. */
export const maxDatabaseInteger = 2_147_483_647;

/** True for AAAA-MM-JJ naming a day that exists, years 0001 to 9999 (what a `date` column takes). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // 2000: a leap year, for 29 February
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : lastDay);
}

/** True for AAAA-MM-JJTHH:MM naming a day that exists and a time of day (a date and time field's value). */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return !!match && isCalendarDate(match[1]) && Number(match[2]) < 24 && Number(match[3]) < 60;
}

export const birthDateMessage = 'Date invalide : jj/mm/aaaa, année entre 1900 et 2100';

/** A birth date as typed, dd/mm/yyyy (the forms' mask) or yyyy-mm-dd, a real day, year 1900 to 2100 → yyyy-mm-dd. */
export function parseBirthDate(value: string): string | null {
  const m = value.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/) ?? value.trim().match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const [day, month, year] = value.includes('/') ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  const y = Number(year);
  const date = new Date(Date.UTC(y, Number(month) - 1, Number(day)));
  if (y < 1900 || y > 2100 || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day))
    return null;
  return `${year}-${month}-${day}`;
}

/** A whole number from 1 to PostgreSQL's integer limit (an id), from a number or its digits. */
export function databaseId(message = 'Identifiant invalide') {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(maxDatabaseInteger, message),
  );
}

/** The slugs of ballots, surveys and other records named in an address. */
export const slugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A key or a word of an address or a query: text without control characters, at most `max` characters. */
export function isAddressWord(value: unknown, max = 200): value is string {
  return typeof value === 'string' && value.length <= max && isCleanText(value);
}
