/** Interface languages (spec part 1 §9): French is the default and the fallback. */
export const languages = ['fr', 'en', 'es', 'de', 'bg', 'kr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
const languageCookie = 'lang';

/** BCP 47 tag for <html lang>: the product's "kr" is Korean, "ko". */
export function htmlLang(lang: Language): string {
  return lang === 'kr' ? 'ko' : lang;
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** Each language's name in itself, as the language selector shows it (with its own `lang`): never translated. */
export const languageNames: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  bg: 'Български',
  kr: '한국어',
};

/** The `?lang=xx` of a URL when it names one of ours: a shareable link that also sets the cookie. */
export function languageFromQuery(url: string): Language | undefined {
  const value = new URL(url, 'http://localhost').searchParams.get('lang');
  return value && isLanguage(value) ? value : undefined;
}

/** The `lang` cookie kept for a year (spec part 1 §1, described on /cookies). */
export function languageCookieHeader(lang: Language): string {
  return `${languageCookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The locale for Intl (numbers, dates, prices, speeds) of an interface language: its BCP 47 tag, French if unknown. */
export function intlLocale(lang: string): string {
  return isLanguage(lang) ? htmlLang(lang) : 'fr';
}
