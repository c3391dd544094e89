import { formatParis, parisYear } from '../../platform/dates.ts';

/** A date as 21/11/2026, in the association's time zone (the receipt's French). */
export function formatDate(date: Date): string {
  return formatParis(date, 'fr');
}

/** The calendar year of a moment, in the association's time zone. */
export const yearOf = parisYear;
