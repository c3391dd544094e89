import { sql, type SQL } from 'drizzle-orm';
import { likeEscape } from './audit.ts';

/**
 * The staff's search: the words typed, anywhere in a row's search text (db/schema/search-text.ts), read through its
 * trigram index (decision 0161). A search of one or two letters has no trigram: PostgreSQL reads the table then.
 */
export function matchesSearch(text: SQL, typed: string): SQL {
  return sql`${text} like lower(${`%${likeEscape(typed)}%`})`;
}
