import { describe, expect, it } from 'vitest';
import { Translator, type Namespace, type TOptions } from './translator.ts';

const french: Namespace = {
  hello: 'Bonjour {{name}}',
  nested: { deep: { key: 'Profond' } },
  onlyFrench: 'Seulement en français',
  items_zero: 'Aucun article',
  items_one: '{{count}} article',
  items_other: '{{count}} articles',
  list: [{ label: 'Écrire à {{email}}' }, { label: 'Fixe' }],
  empty: '',
};

const english: Namespace = {
  hello: 'Hello {{name}}',
  nested: { deep: { key: 'Deep' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

function translator(lang: 'fr' | 'en' | 'kr' = 'en'): Translator {
  const made = new Translator(lang);
  made.add('fr', 'common', french);
  made.add('fr', 'media', { title: 'Médias' });
  if (lang === 'en') made.add('en', 'common', english);
  return made;
}

describe('Translator', () => {
  it('reads nested keys and fills placeholders, leaving an unknown one as written', () => {
    const { t } = translator().translation();
    expect(t('nested.deep.key')).toBe('Deep');
    expect(t('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(t('hello')).toBe('Hello {{name}}');
  });

  it('falls back to French, then to the default value, then to the key', () => {
    const { t } = translator().translation();
    expect(t('onlyFrench')).toBe('Seulement en français');
    expect(t('absent', { defaultValue: 'Défaut' })).toBe('Défaut');
    expect(t('absent')).toBe('absent');
    expect(t('empty', { defaultValue: 'x' })).toBe('');
  });

  it('reads a key again the same, filled afresh, and a namespace given anew replaces what was read', () => {
    const made = translator('en');
    const { t } = made.translation();
    expect(t('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(t('hello', { name: 'Paul' })).toBe('Hello Paul');
    expect(t('list', { returnObjects: true, email: 'a@b.fr' })).toEqual([
      { label: 'Écrire à a@b.fr' },
      { label: 'Fixe' },
    ]);
    expect(t('list', { returnObjects: true, email: 'c@d.fr' })).toEqual([
      { label: 'Écrire à c@d.fr' },
      { label: 'Fixe' },
    ]);
    made.add('en', 'common', { ...english, hello: 'Hi {{name}}' });
    expect(t('hello', { name: 'Anne' })).toBe('Hi Anne');
  });

  it('reads another namespace by its prefix', () => {
    expect(translator().translation().t('media:title')).toBe('Médias');
    expect(translator().translation('media').t('title')).toBe('Médias');
  });

  it('picks the plural form of the language, and _zero for 0 where it is written', () => {
    const en = translator('en').translation().t;
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 3 })).toBe('3 items');
    // English writes no _zero: the language's own form comes before French's.
    expect(en('items', { count: 0 })).toBe('0 items');
    const fr = translator('fr').translation().t;
    expect(fr('items', { count: 0 })).toBe('Aucun article');
    expect(fr('items', { count: 1 })).toBe('1 article');
    expect(fr('items', { count: 2 })).toBe('2 articles');
    // Korean has only "other"; its French fallback is read with French rules.
    expect(translator('kr').translation().t('items', { count: 1 })).toBe('1 article');
  });

  it('returns objects and arrays with their strings filled', () => {
    const { t } = translator('fr').translation();
    expect(t('list', { returnObjects: true, email: 'a@b.fr' })).toEqual([
      { label: 'Écrire à a@b.fr' },
      { label: 'Fixe' },
    ]);
  });

  it('makes each namespace’s translation once', () => {
    const made = translator();
    expect(made.translation('media')).toBe(made.translation('media'));
    expect(made.translation().lang).toBe('en');
  });
});

describe('Translator in the browser', () => {
  it('fetches a namespace and its French once, whoever asks, and counts a failed file as empty', async () => {
    const asked: string[] = [];
    const made = new Translator('de', (lang, ns) => {
      asked.push(`${lang}/${ns}`);
      return ns === 'broken' ? Promise.reject(new Error('offline')) : Promise.resolve({ key: `${lang} ${ns}` });
    });
    const first = made.load('common');
    expect(made.load('common')).toBe(first);
    await made.loadAll(['common', 'broken']);
    expect(made.load('common')).toBeUndefined();
    expect(made.load('broken')).toBeUndefined();
    expect(asked.toSorted()).toEqual(['de/broken', 'de/common', 'fr/broken', 'fr/common']);
    expect(made.translation().t('key')).toBe('de common');
    expect(made.translation('broken').t('key')).toBe('key');
  });

  it('fetches a French namespace once, French being its own fallback', async () => {
    const asked: string[] = [];
    const french = new Translator('fr', (lang, ns) => {
      asked.push(`${lang}/${ns}`);
      return Promise.resolve({ key: 'clé' });
    });
    await french.loadAll(['common']);
    expect(asked).toEqual(['fr/common']);
    expect(french.translation().t('key')).toBe('clé');
  });
});

/**
 * The strings are written in i18next's format: the translator must read them as i18next does (the same output for
 * every key of every language, plain, with counts and with every placeholder filled), so i18next stays the reference.
 */
describe('the same output as i18next', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const i18next = (await import('i18next')).default;
  const { htmlLang, languages } = await import('./languages.ts');
  const { leaves } = await import('../../tests/support/locale-leaves.ts');

  const localesDir = path.resolve(import.meta.dirname, '../../locales');
  const read = (lang: string, ns: string): Namespace | undefined => {
    try {
      return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Namespace;
    } catch {
      return undefined;
    }
  };
  const namespaces = readdirSync(path.join(localesDir, 'fr')).map((file) => file.replace(/\.json$/, ''));

  it.each(languages)('%s', async (lang) => {
    const ours = new Translator(lang);
    const resources: Record<string, Record<string, Namespace>> = { fr: {}, [lang]: {} };
    for (const ns of namespaces)
      for (const from of new Set([lang, 'fr'] as const)) {
        const strings = read(from, ns);
        if (strings) {
          ours.add(from, ns, strings);
          resources[from][ns] = strings;
        }
      }
    // i18next is given Korean's tag ("kr" is Kanuri to Intl, whose plural rules differ), as the translator does.
    if (lang !== 'fr') resources[htmlLang(lang)] = resources[lang];
    const reference = i18next.createInstance();
    await reference.init({
      lng: htmlLang(lang),
      fallbackLng: 'fr',
      resources,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    const samples: TOptions[] = [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 5 }, { count: 21 }];
    let compared = 0;
    for (const ns of namespaces) {
      const { t } = ours.translation(ns);
      const expected = reference.getFixedT(htmlLang(lang), ns);
      const french = leaves(read('fr', ns));
      const keys = new Set([...french.keys()].map((key) => key.replace(/\.\d+(\..*)?$/, '')));
      for (const key of keys) {
        const names = [...(french.get(key) ?? '').matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]);
        const filled = Object.fromEntries(names.map((name, i) => [name, `«${name}${i}»`]));
        // A count is a number (TOptions): only the other placeholders are tried empty.
        const blank = (value: null | undefined) =>
          Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, value]));
        const unfilled = names.length > 0 ? [{}, blank(null), blank(undefined)] : [];
        for (const options of [...samples.map((sample) => ({ ...filled, ...sample })), ...unfilled]) {
          const objects = !french.has(key);
          const mine = objects ? t(key, { ...options, returnObjects: true }) : t(key, options);
          const theirs = objects ? expected(key, { ...options, returnObjects: true }) : expected(key, options);
          expect(mine, `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(theirs);
          compared++;
        }
      }
    }
    // Keys no file has: the key itself (without its namespace), or the default value.
    const { t } = ours.translation();
    const expected = reference.getFixedT(htmlLang(lang), 'common');
    for (const key of ['absent.key', 'media:absent.key', 'media:detail:absent', 'toolbar.constructor'])
      for (const options of [{}, { defaultValue: 'défaut' }]) expect(t(key, options)).toBe(expected(key, options));
    expect(compared).toBeGreaterThan(6 * 1000);
  });
});
