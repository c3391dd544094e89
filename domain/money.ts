/**
 * Money: integer cents everywhere in code. Euros appear only at the edges: what a form sends, the spec's JSON
 * fields given in euros (a media's `prix`), and text shown to people.
 */

/**
 * Income-tax reduction on a gift to the association (article 200 of the French tax code): 66 % of the amount,
 * within 20 % of the donor's taxable income.
 */
export const TAX_RELIEF_PERCENT = 66;
export const TAX_RELIEF_INCOME_CAP_PERCENT = 20;

/** The tax reduction a gift opens, in cents, rounded to the nearest cent. */
export function taxRelief(cents: number): number {
  return Math.round((cents * TAX_RELIEF_PERCENT) / 100);
}

/** Cents → "1 234,56 €" in French, "€1,234.56" in English. */
export function formatEuros(cents: number, locale = 'fr'): string {
  // Intl separates French thousands with a narrow no-break space, which the receipt's PDF fonts lack.
  return euroFormat(locale)
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0');
}

/** One formatter per language, made once: building one costs more than formatting a thousand amounts. */
const euroFormats = new Map<string, Intl.NumberFormat>();
function euroFormat(locale: string): Intl.NumberFormat {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'kr' ? 'ko' : locale, { style: 'currency', currency: 'EUR' });
    if (euroFormats.size < 16) euroFormats.set(locale, format);
  }
  return format;
}

/** Euros as a number (10.5) → cents (1050). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Cents → euros as a number, for the spec's fields given in euros. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}
