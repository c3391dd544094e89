/** Interface languages (spec part 1 §9): French is the default and the fallback. */
export const languages = ['fr', 'en', 'es', 'de', 'bg', 'kr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
export const languageCookie = 'lang';

/** BCP 47 tag for <html lang>: the product's "kr" is Korean, "ko". */
export function htmlLang(lang: Language): string {
  return lang === 'kr' ? 'ko' : lang;
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}
