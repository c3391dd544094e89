import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { getTranslator } from './i18n/instance.ts';
import { isLanguage } from './i18n/languages.ts';

/**
 * The page's strings are loaded before hydration, so the first render in the browser draws the same text as the
 * server's HTML: the files <html data-lang data-namespaces> names, preloaded by the head (decision 0036). A page
 * drawn without the root's data (its loader failed) names none and uses no strings.
 */
async function loadPageStrings(): Promise<void> {
  const { lang, namespaces } = document.documentElement.dataset;
  if (!lang || !isLanguage(lang) || !namespaces) return;
  await getTranslator(lang).loadAll(namespaces.split(' '));
}

void loadPageStrings().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
