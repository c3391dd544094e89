/**
 * Moments as people read them: in the association's time zone (Paris), in the reader's language. The one date
 * formatter of the site, for pages, mails and documents alike.
 */
export const PARIS = 'Europe/Paris';

type Style = 'short' | 'medium' | 'long';
/** The date's style (none: numeric, 28/11/2026 in French) and the time's, when the hour matters. */
export interface DateStyles {
  date?: Style;
  time?: Style;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The Intl formatter of a language and styles, made once: building one costs more than formatting many dates. */
function parisFormat(lang: string, { date, time }: DateStyles): Intl.DateTimeFormat {
  const key = `${lang}|${date ?? ''}|${time ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'kr' ? 'ko' : lang, {
      ...(date ? { dateStyle: date } : {}),
      ...(time ? { timeStyle: time } : {}),
      timeZone: PARIS,
    });
    if (formats.size < 64) formats.set(key, format);
  }
  return format;
}

/**
 * Moments already written, by language, styles and instant: the pages write the same few dates to every member (a
 * ballot's opening and closing, a receipt's day), and ICU takes about 30 µs for each. The oldest go first past 1,000.
 */
const written = new Map<string, string>();

/** A moment (a Date or its ISO text) in Paris time, in the language given (a site language or a BCP 47 tag). */
export function formatParis(moment: Date | string, lang: string, styles: DateStyles = {}): string {
  const instant = new Date(moment);
  const key = `${lang}|${styles.date ?? ''}|${styles.time ?? ''}|${instant.getTime()}`;
  let text = written.get(key);
  if (text === undefined) {
    text = parisFormat(lang, styles).format(instant);
    if (written.size >= 1000) written.delete(written.keys().next().value as string);
    written.set(key, text);
  }
  return text;
}

const years = new Intl.DateTimeFormat('fr', { year: 'numeric', timeZone: PARIS });

/** The calendar year of a moment in Paris (a gift made on 31 December at 23:30 UTC counts for the next year). */
export function parisYear(moment: Date): number {
  return Number(years.format(moment));
}
