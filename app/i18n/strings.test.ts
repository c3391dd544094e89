import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stringFiles } from './i18n.server.ts';
import { fetchStrings, pageNamespaces, stringFile } from './strings.ts';
import { Translator } from './translator.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const frenchNamespaces = readdirSync(path.join(appDir, '../locales/fr')).map((f) => f.replace(/\.json$/, ''));

/** Whether a French namespace has this key, or keys under it (a key built from a prefix). */
function isFrenchKey(ns: string, key: string): boolean {
  let node: unknown = JSON.parse(readFileSync(path.join(appDir, '../locales/fr', `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) {
    const next = (node as Record<string, unknown>)[part] ?? (node as Record<string, unknown>)[`${part}_one`];
    if (next === undefined) return false;
    node = next;
  }
  return true;
}

/**
 * The namespaces a module and the modules it imports use in the browser (server modules render nothing; the
 * translator's own modules name none).
 */
function namespacesUsed(file: string, seen = new Set<string>(), used = new Set<string>()): Set<string> {
  if (seen.has(file) || /\.server\.tsx?$/.test(file) || path.dirname(file) === import.meta.dirname) return used;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, ns] of source.matchAll(/\buseT\(\s*(?:'(\w+)')?/g)) used.add(ns ?? 'common');
  // A key named with its namespace, wherever it is written (a t() call, or a label handed to one to translate).
  for (const [, ns, key] of source.matchAll(/['`](\w+):([\w.]+)(?:\$\{|['`])/g))
    if (frenchNamespaces.includes(ns) && isFrenchKey(ns, key.replace(/\.$/, ''))) used.add(ns);
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\()'(\.[^']+)'/g)) {
    const imported = path.resolve(path.dirname(file), specifier);
    if (/\.tsx?$/.test(imported) && existsSync(imported)) namespacesUsed(imported, seen, used);
  }
  return used;
}

describe('the namespaces a route declares', () => {
  const routes = readdirSync(path.join(appDir, 'routes')).filter((f) => /^[\w.-]+\.tsx$/.test(f));

  it.each(routes)('%s: its handle names every namespace its page uses, and only existing ones', (file) => {
    const source = readFileSync(path.join(appDir, 'routes', file), 'utf8');
    const declared = source.match(/export const handle: StringsHandle(?: & \w+)* = \{\s*i18n: \[([^\]]*)\]/)?.[1] ?? '';
    const namespaces = pageNamespaces([{ handle: { i18n: [...declared.matchAll(/'(\w+)'/g)].map((m) => m[1]) } }]);
    for (const ns of namespaces) expect(frenchNamespaces).toContain(ns);
    expect(namespaces).toEqual(expect.arrayContaining([...namespacesUsed(path.join(appDir, 'routes', file))]));
  });
});

describe('stringFiles', () => {
  it('names the files of a French page, common first', () => {
    const files = stringFiles('fr', pageNamespaces([{ handle: undefined }, { handle: { i18n: ['accounts'] } }]));
    expect(files).toHaveLength(2);
    expect(files).toEqual([stringFile('fr', 'common'), stringFile('fr', 'accounts')]);
    expect(files[0]).toMatch(/^\/assets\/strings-[\w-]{10}\/fr\/common\.json$/);
  });

  it('adds French for another language and skips what is not translated', () => {
    expect(stringFiles('en', ['common', 'accounts'])).toHaveLength(4);
    // A namespace with no file in a language (none in any here) is not asked for.
    expect(stringFiles('de', ['common', 'accounts', 'absent'])).toHaveLength(4);
  });
});

describe('the browser’s translator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches each file once, French beside the language', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      const [, lang, ns] = url.match(/\/(\w+)\/([\w-]+)\.json$/)!;
      return Promise.resolve(new Response(readFileSync(path.join(appDir, '../locales', lang, `${ns}.json`))));
    });
    const translator = new Translator('de', fetchStrings);
    await Promise.all([translator.loadAll(['common', 'accounts']), translator.loadAll(['accounts'])]);
    expect(translator.load('accounts')).toBeUndefined();
    expect(fetched.toSorted()).toEqual(stringFiles('de', ['common', 'accounts']).toSorted());
    const { t } = translator.translation();
    expect(t('toolbar.login')).toBe('Anmelden');
    expect(t('accounts:login.h1')).toBe('Anmelden');
  });

  it('loads the page afresh when a file is missing (another build), once, then counts it empty', async () => {
    const stored = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: stored.set.bind(stored),
    });
    vi.stubGlobal('location', { reload });
    let settled = false;
    void fetchStrings('de', 'common').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    expect(await fetchStrings('de', 'common')).toEqual({});
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
