import { createContext, use, useContext } from 'react';
import type { Translation, Translator } from './translator.ts';

/** The page's translator (root.tsx), for its interface language. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The translation of a namespace (default `common`) for a component. In the browser a namespace not loaded yet is
 * fetched meanwhile the component suspends: a navigation keeps the previous page until its strings are there.
 */
export function useT(ns = 'common'): Translation {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useT outside the page’s TranslatorContext');
  const loading = translator.load(ns);
  if (loading) use(loading);
  return translator.translation(ns);
}
