import Negotiator from 'negotiator';
import { createServerTranslator, getTranslator } from './instance.ts';
import { defaultLanguage, htmlLang, isLanguage, languageFromQuery, languages, type Language } from './languages.ts';
import { stringFile } from './strings.ts';
import type { Namespace, Translation } from './translator.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

// One translator per language with every namespace and French, built at start and shared by all requests: a page
// renders with it as it is (nothing built per request), whichever namespaces it needs.
const translators = languages.map(createServerTranslator);
const translated = new Set<string>();
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = file.match(/locales\/([a-z]{2})\/([\w-]+)\.json$/)!;
  translated.add(`${lang}/${ns}`);
  for (const translator of translators)
    if (lang === translator.lang || lang === defaultLanguage)
      translator.add(lang as Language, ns, mod.default as Namespace);
}

/** The files a page needs: its namespaces in its language, then in French, the fallback (those not translated skipped). */
export function stringFiles(lang: string, namespaces: readonly string[]): string[] {
  const langs = lang === defaultLanguage ? [lang] : [lang, defaultLanguage];
  return langs.flatMap((l) => namespaces.flatMap((ns) => (translated.has(`${l}/${ns}`) ? [stringFile(l, ns)] : [])));
}

const offered = languages.map(htmlLang);

/** The language negotiated for each Accept-Language value: browsers send a handful of distinct ones (decision 0127). */
const negotiated = new Map<string, Language>();

/** The cookie's language if set, else the browser's preferred language among ours (q-values honoured), else French. */
export function pickLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  if (fromCookie && isLanguage(fromCookie)) return fromCookie;
  // No header is not an empty one (no language acceptable): a newline stands for none, never a header's value.
  const key = acceptLanguage ?? '\n';
  let language = negotiated.get(key);
  if (!language) {
    const tag = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).language(offered);
    language = tag ? languages[offered.indexOf(tag)] : defaultLanguage;
    if (negotiated.size < 100) negotiated.set(key, language);
  }
  return language;
}

/** The shared link's `?lang=xx` first (entry.server.tsx sets the cookie from it), then pickLanguage. */
export function getLanguage(request: Request): Language {
  return (
    languageFromQuery(request.url) ??
    pickLanguage(request.headers.get('cookie'), request.headers.get('accept-language'))
  );
}

/** Server-side translation for loaders (titles, meta descriptions, e-mails built from a page). */
export function getT(request: Request): Translation {
  return getTranslator(getLanguage(request)).translation();
}
