import type { Resource, ResourceLanguage, TFunction } from 'i18next';
import Negotiator from 'negotiator';
import { getI18nInstance } from './instance.ts';
import { defaultLanguage, htmlLang, isLanguage, languages, type Language } from './languages.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

const all: Record<string, ResourceLanguage> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = file.match(/locales\/([a-z]{2})\/([\w-]+)\.json$/)!;
  (all[lang] ??= {})[ns] = mod.default;
}

/** The strings a page needs: its language and French, the fallback. */
export function resourcesFor(lang: Language): Resource {
  const resources: Resource = { [defaultLanguage]: all[defaultLanguage] };
  if (lang !== defaultLanguage && all[lang]) resources[lang] = all[lang];
  return resources;
}

const offered = languages.map(htmlLang);

/** The cookie's language if set, else the browser's preferred language among ours (q-values honoured), else French. */
export function pickLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  if (fromCookie && isLanguage(fromCookie)) return fromCookie;
  const tag = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).language(offered);
  return tag ? languages[offered.indexOf(tag)] : defaultLanguage;
}

export function getLanguage(request: Request): Language {
  return pickLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
}

/** Server-side translation for loaders (titles, meta descriptions, e-mails built from a page). */
export function getT(request: Request): { lang: Language; t: TFunction } {
  const lang = getLanguage(request);
  return { lang, t: getI18nInstance(lang, resourcesFor(lang)).t };
}

export { languages };
