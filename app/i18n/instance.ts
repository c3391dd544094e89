import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from './languages.ts';
import { fetchStrings } from './strings.ts';

const instances = new Map<Language, i18n>();

/** i18next's backend in the browser: a namespace's strings fetched from their file (strings.ts). */
const stringsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    fetchStrings(lang, ns).then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

function create(lang: Language, resources?: Resource): i18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(stringsBackend);
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: defaultLanguage,
    resources,
    defaultNS: 'common',
    ns: resources ? Object.keys(resources[defaultLanguage] ?? {}) : ['common'],
    interpolation: { escapeValue: false },
    // Loads at once (the server's strings are there; the browser's requests start now), not on a later tick.
    initAsync: false,
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}

/** The server's instance of a language, with all its strings and French: built once at start (i18n.server.ts). */
export function createServerI18n(lang: Language, resources: Resource): i18n {
  return create(lang, resources);
}

/**
 * The one i18next instance of a language, shared by every page: the server's, or in the browser one made on first
 * need, which fetches the namespaces asked (by entry.client.tsx, or by useT, which suspends meanwhile).
 */
export function getI18nInstance(lang: Language): i18n {
  const instance = instances.get(lang);
  if (instance) return instance;
  if (typeof document === 'undefined') throw new Error(`no strings loaded for ${lang}`);
  return create(lang);
}
