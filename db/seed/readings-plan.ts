/**
 * The reading plans of the demo content, computed rather than typed out: the chapter tracks of each book
 * and the daily readings of the three plans for every day of a year (MM-DD, 29 February included).
 */

/** A book's chapters are grouped so that a book has at most this many tracks (keeps the demo data small). */
export const maxTracksPerBook = 5;

export interface ChapterTrack {
  numLivre: number;
  first: number;
  last: number;
}

/** The tracks of a book: consecutive chapter groups of equal size, the last one shorter. */
export function bookTracks(numLivre: number, chapters: number): ChapterTrack[] {
  const size = Math.ceil(chapters / maxTracksPerBook);
  const tracks: ChapterTrack[] = [];
  for (let first = 1; first <= chapters; first += size) {
    tracks.push({ numLivre, first, last: Math.min(chapters, first + size - 1) });
  }
  return tracks;
}

export function trackLabel(book: string, t: { first: number; last: number }): string {
  return t.first === t.last ? `${book} ${t.first}` : `${book} ${t.first}–${t.last}`;
}

/** Every MM-DD of a leap year, in order: a plan repeats each year and covers 29 February too. */
export function daysOfYear(): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(5, 10));
  }
  return days;
}

export interface Chapter {
  numLivre: number;
  chapter: number;
}

function chaptersOf(chapterCounts: readonly number[], fromLivre: number, toLivre: number): Chapter[] {
  const list: Chapter[] = [];
  for (let n = fromLivre; n <= toLivre; n++) {
    for (let c = 1; c <= chapterCounts[n - 1]; c++) list.push({ numLivre: n, chapter: c });
  }
  return list;
}

/** Splits a list in `parts` consecutive slices whose sizes differ by one at most. */
export function spread<T>(items: readonly T[], parts: number): T[][] {
  return Array.from({ length: parts }, (_, i) =>
    items.slice(Math.floor((i * items.length) / parts), Math.floor(((i + 1) * items.length) / parts)),
  );
}

/** "Genèse 1-3, Exode 1": consecutive chapters of one book as a range, books separated by commas. */
export function describeChapters(chapters: readonly Chapter[], names: (numLivre: number) => string): string {
  const parts: string[] = [];
  let i = 0;
  while (i < chapters.length) {
    let j = i;
    while (
      j + 1 < chapters.length &&
      chapters[j + 1].numLivre === chapters[i].numLivre &&
      chapters[j + 1].chapter === chapters[j].chapter + 1
    )
      j++;
    const name = names(chapters[i].numLivre);
    parts.push(i === j ? `${name} ${chapters[i].chapter}` : `${name} ${chapters[i].chapter}-${chapters[j].chapter}`);
    i = j + 1;
  }
  return parts.join(', ');
}

export interface PlannedReading {
  jour: string;
  /** The chapters read that day; the day's audio is the track holding the first one. */
  chapters: Chapter[];
}

/** Bible in a year: the Old Testament and the New Testament side by side, a few chapters of each every day. */
export function bibleInAYear(chapterCounts: readonly number[]): PlannedReading[] {
  const days = daysOfYear();
  const ot = spread(chaptersOf(chapterCounts, 1, 39), days.length);
  const nt = spread(chaptersOf(chapterCounts, 40, 66), days.length);
  return days.map((jour, i) => ({ jour, chapters: [...ot[i], ...nt[i]] }));
}

/** "Parle, ton serviteur écoute": a psalm and a chapter of the Gospels and Acts each day, both cycling. */
export function speakLordPlan(chapterCounts: readonly number[]): PlannedReading[] {
  const psalms = chaptersOf(chapterCounts, 19, 19);
  const gospels = chaptersOf(chapterCounts, 40, 44);
  return daysOfYear().map((jour, i) => ({ jour, chapters: [psalms[i % psalms.length], gospels[i % gospels.length]] }));
}

/** Wisdom of Proverbs: the chapter of Proverbs matching the day of the month (31 chapters). */
export function proverbsPlan(): PlannedReading[] {
  return daysOfYear().map((jour) => ({ jour, chapters: [{ numLivre: 20, chapter: Number(jour.slice(3)) }] }));
}
