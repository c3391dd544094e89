import type { UIMatch } from 'react-router';

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

/**
 * The address of a namespace's file in a language: under the strings' version, the same in the server's build and the
 * browser's, so the browser needs no map of the files (scripts/vite-strings.ts, decision 0036).
 */
export function stringFile(lang: string, ns: string): string {
  return `${import.meta.env.STRINGS_BASE}/${lang}/${ns}.json`;
}

/**
 * A strings file the server does not have: every language has every namespace (locales.test.ts), so the page runs the
 * code of an older build than the server's. It is loaded afresh, as React Router does for a missing route module; once,
 * should the file still be missing.
 */
function reloadForNewBuild(): boolean {
  const key = `strings-reload:${import.meta.env.STRINGS_BASE}`;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** One namespace of a language, fetched from its file; empty when it cannot be had (French or the keys then show). */
export async function fetchStrings(lang: string, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(stringFile(lang, ns));
  if (response.status === 404) {
    // While the page reloads, the previous one stays drawn (the namespace never arrives).
    if (reloadForNewBuild()) return new Promise(() => {});
    return {};
  }
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
