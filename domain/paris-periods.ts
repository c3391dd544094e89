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
 * The Paris years in which the column holds a moment, among the rows `where` keeps, as a statement: the earliest
 * moment's year, then, as long as one is found, the first moment from the next year's midnight on, each a probe of an
 * index on the column (twenty years: twenty-one probes), where `distinct extract(year …)` read every row. `where` is
 * written as a partial index's own predicate (`status = 'paid'`, a literal), so that the planner may use that index.
 */
export function parisYearsStatement(table: PgTable, column: Column, where: SQL): SQL {
  const yearOf = sql`extract(year from ${column} at time zone ${PARIS})::int`;
  // The years found are named `found.year`: a column `year` of the table would take an unqualified name.
  return sql`with recursive paris_years(year) as (
    (select ${yearOf} from ${table} where ${where} and ${column} is not null order by ${column} limit 1)
    union all
    select next.year from paris_years as found cross join lateral (
      select ${yearOf} as year from ${table}
      where ${where} and ${column} >= make_timestamptz(found.year + 1, 1, 1, 0, 0, 0, ${PARIS})
      order by ${column} limit 1
    ) as next
  )
  select year from paris_years order by year desc`;
}

/** The years of `parisYearsStatement`, latest first. */
export async function parisYearsOf(db: DbOrTx, table: PgTable, column: Column, where: SQL): Promise<number[]> {
  const result = (await db.execute(parisYearsStatement(table, column, where))) as unknown as {
    rows: { year: number }[];
  };
  return result.rows.map((row) => row.year);
}
