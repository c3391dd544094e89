import { and, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { PARIS } from '../platform/dates.ts';

/**
 * The first moment of a month of Paris time, as SQL: a bound that an index on a moment serves, where comparing
 * `extract(year …)` or `to_char(…)` of the column read every row (decision 0160).
 */
const parisMonthStart = (year: number, month: number): SQL =>
  sql`make_timestamptz(${year}, ${month}, 1, 0, 0, 0, ${PARIS})`;

/** A moment of the column within these Paris months (`from` included, `until` excluded: [year, month] each). */
export const inParisMonths = (column: Column, from: [number, number], until: [number, number]): SQL =>
  and(gte(column, parisMonthStart(...from)), lt(column, parisMonthStart(...until)))!;

/** A moment of the column within the year, Paris time. */
export const inParisYear = (column: Column, year: number): SQL => inParisMonths(column, [year, 1], [year + 1, 1]);
