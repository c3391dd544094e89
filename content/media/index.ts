import type { MediaEntry } from './types.ts';
import { bookEntries } from './books.ts';

export { authors } from './authors.ts';
export { bibleBooks } from './bible-books.ts';
export type { AuthorEntry, MediaEntry } from './types.ts';

/** Every demo media the catalogue seeder loads, parents after their children. */
export const catalogue: MediaEntry[] = [...bookEntries];
