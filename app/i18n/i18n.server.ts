import type { Resource, ResourceLanguage, TFunction } from 'i18next';
import { getI18nInstance } from './instance.ts';
import { defaultLanguage, languages, pickLanguage, type Language } from './languages.ts';

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

export function getLanguage(request: Request): Language {
  return pickLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
}

/** Server-side translation for loaders (titles, meta descriptions, e-mails built from a page). */
export function getT(request: Request): { lang: Language; t: TFunction } {
  const lang = getLanguage(request);
  return { lang, t: getI18nInstance(lang, resourcesFor(lang)).t };
}

export { languages };
