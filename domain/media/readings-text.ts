import { PARIS } from '../../platform/dates.ts';
/** The pure rules of the reading pages, safe for the browser bundle (no database import). */

/**
 * The association lives in France: "today" is the day in Paris, whatever the server's zone. One format, made once:
 * making one (about 140 µs) costs some eighty times more than using it.
 */
const readingDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in the reading time zone. */
export function localDate(at: Date): string {
  return readingDay.format(at);
}

/** Spec part 2 §5: the commas of a reading title become line breaks. */
export function readingTitleLines(titre: string | null): string[] {
  if (!titre) return [];
  return titre
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * Spec part 2 §5, track descriptions of a reading page: 60 characters by default (and on the server),
 * 28 below 1200 px, but 68 from 700 px up to 1200 px; the ellipsis is added whenever the text is longer than 28.
 */
export function descriptionLimit(viewportWidth?: number): number {
  if (viewportWidth == null || viewportWidth >= 1200) return 60;
  return viewportWidth >= 700 ? 68 : 28;
}

export function cutDescription(text: string, viewportWidth?: number): string {
  const cut = text.slice(0, descriptionLimit(viewportWidth));
  return text.length > 28 ? `${cut.trimEnd()}…` : cut;
}
