import { describe, expect, it } from 'vitest';
import { cutDescription, descriptionLimit, localDate, readingTitleLines } from './readings-text.ts';

describe('track description cut (spec part 2 §5)', () => {
  const long = 'Au commencement, Dieu créa les cieux et la terre. La terre était informe et vide.';

  it('keeps 60 characters by default, as the server renders it', () => {
    expect(descriptionLimit()).toBe(60);
    expect(cutDescription(long)).toBe(`${long.slice(0, 60).trimEnd()}…`);
  });

  it('keeps 28 below 700 px, 68 from 700 px up to 1200 px, 60 from 1200 px', () => {
    expect(descriptionLimit(375)).toBe(28);
    expect(descriptionLimit(699)).toBe(28);
    expect(descriptionLimit(700)).toBe(68);
    expect(descriptionLimit(1199)).toBe(68);
    expect(descriptionLimit(1200)).toBe(60);
    expect(cutDescription(long, 375)).toBe('Au commencement, Dieu créa l…');
    expect(cutDescription(long, 900)).toBe(`${long.slice(0, 68).trimEnd()}…`);
  });

  it('adds the ellipsis only past 28 characters', () => {
    expect(cutDescription('Le jardin d’Éden')).toBe('Le jardin d’Éden');
    expect(cutDescription('x'.repeat(28), 375)).toBe('x'.repeat(28));
    expect(cutDescription('x'.repeat(29), 375)).toBe(`${'x'.repeat(28)}…`);
  });
});

describe('reading title lines', () => {
  it('turns commas into line breaks', () => {
    expect(readingTitleLines('Genèse 1, Genèse 2,Matthieu 1')).toEqual(['Genèse 1', 'Genèse 2', 'Matthieu 1']);
  });
  it('gives no line for a day without reading', () => {
    expect(readingTitleLines(null)).toEqual([]);
    expect(readingTitleLines('')).toEqual([]);
  });
});

describe('localDate', () => {
  it('gives the day in Paris, not in UTC', () => {
    expect(localDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(localDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
