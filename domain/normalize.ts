/**
 * How names, places, phones and e-mails are stored (spec part 1 §5). Pure functions, used by the zod schemas
 * that the forms, the actions and the API share.
 */

/** Stay lowercase unless they open the name. */
export const smallWords = new Set([
  'a',
  'à',
  'le',
  'la',
  'au',
  'aux',
  'les',
  'de',
  'des',
  'du',
  'et',
  'en',
  'l',
  'd',
  'pas',
  'ne',
]);
/** Fully uppercased wherever they stand. */
const upperWords = new Set(['jc', 'tv']);

function collapse(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Title-cases a first name: every word gets a capital, except the small words (not first), and jc/tv in capitals.
 * Words are separated by spaces, hyphens and apostrophes, which are kept: "jean-de-dieu d'arc" → "Jean-de-Dieu d'Arc".
 */
export function titleCase(value: string): string {
  const parts = collapse(value)
    .toLocaleLowerCase('fr')
    .split(/([\s\-'’])/);
  let first = true;
  return parts
    .map((part) => {
      if (part === '' || /^[\s\-'’]$/.test(part)) return part;
      const isFirst = first;
      first = false;
      if (upperWords.has(part)) return part.toLocaleUpperCase('fr');
      if (!isFirst && smallWords.has(part)) return part;
      return part.charAt(0).toLocaleUpperCase('fr') + part.slice(1);
    })
    .join('');
}

/** Last name, place of birth, mobile phone. */
export function upper(value: string): string {
  return collapse(value).toLocaleUpperCase('fr');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
