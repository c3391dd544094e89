import { and, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { PARIS } from '../platform/dates.ts';

/**
 * The first moment of a day of Paris time, as SQL: a bound that an index on a moment serves, where comparing
 * `extract(year …)` or `to_char(…)` of the column read every row (decision 0160).
 */
const parisMidnight = (year: number, month: number, day = 1): SQL =>
  sql`make_timestamptz(${year}, ${month}, ${day}, 0, 0, 0, ${PARIS})`;

/** A moment of the column within these Paris months (`from` included, `until` excluded: [year, month] each). */
export const inParisMonths = (column: Column, from: [number, number], until: [number, number]): SQL =>
  and(gte(column, parisMidnight(...from)), lt(column, parisMidnight(...until)))!;

/** A moment of the column within the year, Paris time. */
export const inParisYear = (column: Column, year: number): SQL => inParisMonths(column, [year, 1], [year + 1, 1]);

/** A calendar day ("2026-11-28", checked beforehand) as its year, month and day. */
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** A moment of the column from the start of the day on, Paris time. */
export const fromParisDay = (column: Column, day: string): SQL => gte(column, parisMidnight(...dayParts(day)));

/** A moment of the column up to the end of the day, Paris time (the next day's midnight excluded). */
export function untilParisDayEnd(column: Column, day: string): SQL {
  const [year, month, date] = dayParts(day);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, date + 1);
  return lt(column, parisMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()));
}

/**
 * The Paris years in which the column holds a moment, among the rows `where` keeps, as a statement: the earliest year,
 * then each next one as the first moment from the following year's midnight on, a probe of an index on the column
 * each (20 years, 20 probes), where `distinct extract(year …)` read every row. `where` is written as the index's own
 * predicate (`status = 'paid'`, a literal), so that the planner may use a partial index whatever its plan.
 */
export function parisYearsStatement(table: PgTable, column: Column, where: SQL): SQL {
  const firstYear = (from: SQL) =>
    sql`(select extract(year from min(${column}) at time zone ${PARIS})::int from ${table} where ${where} and ${column} >= ${from})`;
  return sql`with recursive years(year) as (
    select ${firstYear(sql`'-infinity'::timestamptz`)}
    union all
    select ${firstYear(sql`make_timestamptz(year + 1, 1, 1, 0, 0, 0, ${PARIS})`)} from years where year is not null
  )
  select year from years where year is not null order by year desc`;
}

/** The years of `parisYearsStatement`, latest first. */
export async function parisYearsOf(db: DbOrTx, table: PgTable, column: Column, where: SQL): Promise<number[]> {
  const result = (await db.execute(parisYearsStatement(table, column, where))) as unknown as {
    rows: { year: number }[];
  };
  return result.rows.map((row) => row.year);
}
