import type { UIMatch } from 'react-router';
import { defaultLanguage } from './languages.ts';

/**
 * Every locales/<lang>/<namespace>.json is a file of the browser build named by the hash of its content, so the
 * /assets/ handler serves it cached for good; pages name the ones they need instead of carrying the strings
 * (decision 0036). The map of addresses is the same in the server's build and the browser's.
 */
const addresses = import.meta.glob<string>('../../locales/*/*.json', { query: '?url', import: 'default', eager: true });

const fileOf = new Map<string, string>();
for (const [file, url] of Object.entries(addresses)) {
  const [, lang, ns] = file.match(/locales\/([a-z]{2})\/([\w-]+)\.json$/)!;
  fileOf.set(`${lang}/${ns}`, url);
}

/** A route's `handle`: the namespaces its page uses besides common (checked by strings.test.ts). */
export interface StringsHandle {
  i18n?: readonly string[];
}

/** The namespaces of the routes drawn: common, and those their handles name. */
export function pageNamespaces(matches: readonly Pick<UIMatch, 'handle'>[]): string[] {
  const namespaces = new Set(['common']);
  for (const { handle } of matches)
    for (const ns of (handle as StringsHandle | undefined)?.i18n ?? []) namespaces.add(ns);
  return [...namespaces];
}

/** The files a page needs: its namespaces in its language and in French, the fallback (missing ones are skipped). */
export function stringFiles(lang: string, namespaces: readonly string[]): string[] {
  const langs = lang === defaultLanguage ? [lang] : [lang, defaultLanguage];
  return langs.flatMap((l) => namespaces.flatMap((ns) => fileOf.get(`${l}/${ns}`) ?? []));
}

/** One namespace of a language, fetched from its file; none when not translated, French then shows. */
export async function fetchStrings(lang: string, ns: string): Promise<Record<string, unknown>> {
  const url = fileOf.get(`${lang}/${ns}`);
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
