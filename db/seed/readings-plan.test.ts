import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from './files.ts';
import {
  bibleInAYear,
  bookTracks,
  daysOfYear,
  describeChapters,
  maxTracksPerBook,
  proverbsPlan,
  speakLordPlan,
  spread,
  trackLabel,
} from './readings-plan.ts';

const { chapitres } = JSON.parse(readFileSync(path.join(contentDir, 'readings/chapitres.json'), 'utf8')) as {
  chapitres: number[];
};
const names = (n: number) => ({ 1: 'Genèse', 2: 'Exode', 40: 'Matthieu' })[n] ?? `Livre ${n}`;

describe('reading plans', () => {
  it('knows the 1,189 chapters of the 66 books', () => {
    expect(chapitres).toHaveLength(66);
    expect(chapitres.reduce((a, b) => a + b, 0)).toBe(1189);
  });

  it('groups a book in at most five tracks that cover every chapter once', () => {
    for (const [i, count] of chapitres.entries()) {
      const tracks = bookTracks(i + 1, count);
      expect(tracks.length).toBeLessThanOrEqual(maxTracksPerBook);
      expect(tracks.flatMap((t) => Array.from({ length: t.last - t.first + 1 }, (_, k) => t.first + k))).toEqual(
        Array.from({ length: count }, (_, k) => k + 1),
      );
    }
    expect(bookTracks(1, 50).map((t) => trackLabel('Genèse', t))).toEqual([
      'Genèse 1–10',
      'Genèse 11–20',
      'Genèse 21–30',
      'Genèse 31–40',
      'Genèse 41–50',
    ]);
    expect(trackLabel('Abdias', bookTracks(31, 1)[0])).toBe('Abdias 1');
  });

  it('has a day for each of the 366 days, 29 February included', () => {
    const days = daysOfYear();
    expect(days).toHaveLength(366);
    expect(days[0]).toBe('01-01');
    expect(days).toContain('02-29');
    expect(days.at(-1)).toBe('12-31');
  });

  it('reads the whole Bible in a year, each chapter once, both Testaments through the year', () => {
    const plan = bibleInAYear(chapitres);
    expect(plan).toHaveLength(366);
    expect(plan.flatMap((d) => d.chapters)).toHaveLength(1189);
    // 929 Old Testament chapters give every day at least two; the 260 of the New are spread over the year.
    expect(plan.every((d) => d.chapters.filter((c) => c.numLivre < 40).length >= 2)).toBe(true);
    expect(plan.at(-1)?.chapters.at(-1)).toEqual({ numLivre: 66, chapter: 22 });
    expect(describeChapters(plan[0].chapters, names)).toBe('Genèse 1-2');
    expect(describeChapters(plan[1].chapters, names)).toBe('Genèse 3-5, Matthieu 1');
  });

  it('describes ranges and book changes', () => {
    const chapters = [
      { numLivre: 1, chapter: 49 },
      { numLivre: 1, chapter: 50 },
      { numLivre: 2, chapter: 1 },
      { numLivre: 2, chapter: 3 },
    ];
    expect(describeChapters(chapters, names)).toBe('Genèse 49-50, Exode 1, Exode 3');
  });

  it('cycles psalms and gospels, and follows the day of the month in Proverbs', () => {
    expect(speakLordPlan(chapitres)[150].chapters).toEqual([
      { numLivre: 19, chapter: 1 },
      { numLivre: 41, chapter: 6 },
    ]);
    expect(proverbsPlan().find((d) => d.jour === '03-31')?.chapters).toEqual([{ numLivre: 20, chapter: 31 }]);
  });

  it('spreads evenly', () => {
    expect(spread([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });
});
