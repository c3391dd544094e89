import { bookEntries } from './books.ts';
import { galleryEntries } from './galleries.ts';
import { hymnCollections, hymnEntries } from './hymns.ts';
import { magazineEntries } from './magazines.ts';
import { newsCollections } from './news.ts';
import { sermonEntries } from './sermons.ts';
import type { MediaEntry } from './types.ts';

export { authors } from './authors.ts';
export { bibleBooks } from './bible-books.ts';
export type { MediaEntry } from './types.ts';

/** Every demo media the catalogue seeder loads (ids from 3000, and the news collections 1983 and 1984). */
export const catalogue: MediaEntry[] = [
  ...bookEntries,
  ...magazineEntries,
  ...hymnEntries,
  ...hymnCollections,
  ...sermonEntries,
  ...newsCollections,
  ...galleryEntries,
];
