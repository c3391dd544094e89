import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * What the staff's search reads of a row: its searched columns joined by spaces and lowered, as one text. The same
 * expression makes the row's trigram index (`… using gin (… gin_trgm_ops)`) and the search's condition
 * (`matchesSearch`, domain/admin/staff-search.ts), so that PostgreSQL finds the index for `like '%…%'` (decision 0161).
 * Never null: one null would make the whole text null (a column that may be is given as `coalesce(…, '')`).
 */
export function searchText(...columns: SQLWrapper[]): SQL {
  return sql`lower(${sql.join(columns, sql` || ' ' || `)})`;
}
