import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaves } from '../../tests/support/locale-leaves.ts';
import { languages } from './languages.ts';

/**
 * The interface is whole in every language (spec part 1 §1): each namespace of locales/fr, whoever added it, exists
 * in every other language with every key, and each translation keeps the French text's {{placeholders}}. Plural
 * forms are compared by their base key (Korean has only `_other`, French `_one` and `_other`).
 */
const localesDir = path.resolve(import.meta.dirname, '../../locales');
const namespaces = readdirSync(path.join(localesDir, 'fr'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const others = languages.filter((lang) => lang !== 'fr');

function read(lang: string, ns: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();

describe('locales', () => {
  it('has namespaces to check', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'accounts', 'donations', 'media']));
  });

  describe.each(namespaces)('%s', (ns) => {
    const french = leaves(read('fr', ns));

    it.each(others)('exists in %s with every key', (lang) => {
      const translated = read(lang, ns);
      expect(translated, `locales/${lang}/${ns}.json`).toBeDefined();
      const keys = leaves(translated);
      const missing = [...french.keys()].filter((key) => !keys.has(key));
      expect(missing, `keys of locales/fr/${ns}.json missing from locales/${lang}/${ns}.json`).toEqual([]);
    });

    it.each(languages)('in %s, uses only what the translator reads of i18next’s format', (lang) => {
      // Plain {{name}} placeholders: no nesting ($t(…)), formatter ({{x, number}}) nor unescaped ({{- x}}) form.
      const unread = [...leaves(read(lang, ns)).entries()]
        .filter(
          ([, text]) =>
            text.includes('$t(') || [...text.matchAll(/\{\{[^}]*\}\}/g)].some(([p]) => !/^\{\{\s*\w+\s*\}\}$/.test(p)),
        )
        .map(([key]) => key);
      expect(unread, `locales/${lang}/${ns}.json`).toEqual([]);
    });

    it.each(others)('keeps the placeholders in %s', (lang) => {
      const keys = leaves(read(lang, ns));
      const wrong = [...french.entries()]
        .filter(([key, text]) => keys.has(key) && placeholders(keys.get(key)!).join() !== placeholders(text).join())
        .map(([key]) => key);
      expect(wrong, `locales/${lang}/${ns}.json`).toEqual([]);
    });
  });
});

describe('leaves', () => {
  it('flattens objects and arrays and folds plural forms', () => {
    const flat = leaves({ a: { b: 'x', n_one: '1', n_other: '2' }, list: [{ t: 'y' }] });
    expect([...flat.keys()]).toEqual(['a.b', 'a.n', 'list.0.t']);
  });
});
