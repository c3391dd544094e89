import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const translations = new WeakMap<I18n, Map<string, Translation>>();

/**
 * On the server, a language's instance is built once with all its strings (i18n.server.ts) and never changes
 * language, so a namespace's translation function is made once per instance and shared by every render, where
 * react-i18next's useTranslation makes a new one and its wrapper for each component of each render.
 */
function useServerTranslation(ns = 'common'): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let byNamespace = translations.get(i18n);
  if (!byNamespace) translations.set(i18n, (byNamespace = new Map()));
  let translation = byNamespace.get(ns);
  if (!translation) byNamespace.set(ns, (translation = { t: i18n.getFixedT(i18n.language, ns), i18n }));
  return translation;
}

/**
 * The translation of a namespace (default `common`) for a component. In the browser, react-i18next's own hook, which
 * loads a namespace not there yet (suspending meanwhile) and follows the instance's changes.
 */
export const useT: (ns?: string) => Translation =
  typeof document === 'undefined' ? useServerTranslation : (ns) => useTranslation(ns);
