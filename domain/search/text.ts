import { escapeHtml } from '../../platform/escape.ts';

/** The words of a search text: letters and digits only (nothing of tsquery's syntax), two characters at least. */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length >= 2).slice(0, 12);
}

/** What unaccent folds to each letter of a stem (French text), and the two ligatures it opens. */
const variants: Record<string, string> = {
  a: 'aàâäáã',
  c: 'cç',
  e: 'eéèêë',
  i: 'iîïí',
  n: 'nñ',
  o: 'oôöó',
  u: 'uùûüú',
  y: 'yÿ',
};

/**
 * The words beginning with one of the stems as the search configuration reads them (case and accents ignored, œ
 * and æ as oe and ae): one regular expression, so a text is scanned once, no word folded on its own.
 */
function stemWords(stems: readonly string[]): RegExp | null {
  if (!stems.length) return null;
  const pattern = (stem: string) =>
    stem
      .replace(/[^\p{L}\p{N}]/gu, '')
      .replace(/oe|ae|./g, (part) =>
        part === 'oe' ? '(?:oe|œ)' : part === 'ae' ? '(?:ae|æ)' : variants[part] ? `[${variants[part]}]` : part,
      );
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.map(pattern).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/**
 * A result's snippet: about `size` characters of `text` around the first word that begins with one of the search's
 * stems (the database's own stemmer made them from the searched words), cut on word boundaries, HTML-escaped, the
 * matching words in <mark>, an ellipsis where text was cut. Without stems or a match, the text's beginning.
 */
export function snippet(text: string, stems: readonly string[], size: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const matching = stemWords(stems);
  const first = matching?.exec(flat)?.index ?? 0;
  if (matching) matching.lastIndex = 0;
  let start = 0;
  let end = flat.length;
  if (flat.length > size) {
    start = Math.max(0, first - Math.floor(size / 4));
    while (start > 0 && flat[start - 1] !== ' ') start--;
    end = Math.min(flat.length, start + size);
    while (end < flat.length && flat[end] !== ' ') end++;
  }
  const shown = flat.slice(start, end);
  let out = start > 0 ? '… ' : '';
  let at = 0;
  for (const m of matching ? shown.matchAll(matching) : []) {
    out += `${escapeHtml(shown.slice(at, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    at = m.index + m[0].length;
  }
  out += escapeHtml(shown.slice(at));
  if (end < flat.length) out += ' …';
  return out.trim();
}
