import type { Language } from './languages.ts';
import { fetchStrings } from './strings.ts';
import { Translator } from './translator.ts';

const translators = new Map<Language, Translator>();

/** The server's translator of a language, given all its strings and French: built once at start (i18n.server.ts). */
export function createServerTranslator(lang: Language): Translator {
  const translator = new Translator(lang);
  translators.set(lang, translator);
  return translator;
}

/**
 * The one translator of a language, shared by every page: the server's, or in the browser one made on first need,
 * which fetches the namespaces asked (by entry.client.tsx, or by useT, which suspends meanwhile).
 */
export function getTranslator(lang: Language): Translator {
  let translator = translators.get(lang);
  if (translator) return translator;
  if (typeof document === 'undefined') throw new Error(`no strings loaded for ${lang}`);
  translators.set(lang, (translator = new Translator(lang, fetchStrings)));
  return translator;
}
