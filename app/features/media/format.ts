import { intlLocale } from '../../i18n/languages.ts';

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Bytes in megabytes to two decimals, French style: 1 572 864 → "1,50". */
export function formatMegabytes(bytes: number, lang = 'fr'): string {
  return new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bytes / (1024 * 1024),
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in words in the language given, by one formatter per language (building one costs many dates). */
export function formatDay(day: Date, lang: string): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    if (dayFormats.size < 16) dayFormats.set(lang, format);
  }
  return format.format(day);
}

/** An ISO date (YYYY-MM-DD) in words: "15 mars 2019". */
export function formatDate(iso: string, lang = 'fr'): string {
  const [y, m, d] = iso.split('-').map(Number);
  return formatDay(new Date(Date.UTC(y, m - 1, d)), lang);
}
