/** Interface languages (spec part 1 §9): French is the default and the fallback. */
export const languages = ['fr', 'en', 'es', 'de', 'bg', 'kr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
export const languageCookie = 'lang';

/** BCP 47 tag for <html lang>: the product's "kr" is Korean, "ko". */
export function htmlLang(lang: Language): string {
  return lang === 'kr' ? 'ko' : lang;
}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** The cookie's language if set, else the first browser language offered, else French. */
export function pickLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  if (fromCookie && isLanguage(fromCookie)) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    const lang = code === 'ko' ? 'kr' : code;
    if (isLanguage(lang)) return lang;
  }
  return defaultLanguage;
}
