import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from './languages.ts';

const cache = new Map<string, i18n>();

/**
 * An i18next instance for one language, built from the resources the root loader sent.
 * Resources are static, so one instance per language is shared (server) or kept (browser).
 */
export function getI18nInstance(lang: Language, resources: Resource): i18n {
  let instance = cache.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: defaultLanguage,
      resources,
      defaultNS: 'common',
      ns: Object.keys(resources[defaultLanguage] ?? {}),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    cache.set(lang, instance);
  }
  return instance;
}
