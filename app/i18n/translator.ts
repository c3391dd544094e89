import { defaultLanguage, intlLocale, type Language } from './languages.ts';

/** One namespace's strings: the JSON of a `locales/<lang>/<ns>.json` file. */
export type Namespace = Record<string, unknown>;

export interface TOptions {
  /** Picks the plural form (`_zero` for 0 when written, else the language's `_one`, `_other`…) and fills {{count}}. */
  count?: number;
  /** Shown when neither the language nor French has the key. */
  defaultValue?: string;
  /** Any other value fills its {{placeholder}}. */
  [variable: string]: unknown;
}

/**
 * A namespace's translation function: `t('key.path', { name })`, another namespace as `t('ns:key.path')`. The key is
 * looked up in the language, then in French; a key found in neither gives `defaultValue`, else the key itself.
 */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** What a component or a loader translates with: the function and the interface language. */
export interface Translation {
  t: TFunction;
  lang: Language;
}

/** Fetches a namespace of a language; none when it is not translated (French shows). */
export type FetchNamespace = (lang: Language, ns: string) => Promise<Namespace>;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Each {{name}} by its value; as i18next does, one given as null or undefined is emptied, one not given is kept. */
function fill(text: string, options: TOptions): string {
  // Most strings have no placeholder: not scanned by the expression.
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = options[name];
    if (value != null) return String(value);
    return Object.hasOwn(options, name) ? '' : whole;
  });
}

/** A string filled in, or each string of an object or array (`returnObjects`). */
function fillAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return fill(value, options);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, options)]));
  return value;
}

/** The value at a dotted path; a key may hold dots itself (`civilites["M."]`), tried as i18next does. */
function lookup(value: unknown, parts: readonly string[], from = 0): unknown {
  if (from === parts.length) return value;
  if (!value || typeof value !== 'object') return undefined;
  for (let to = from + 1; to <= parts.length; to++) {
    const name = parts.slice(from, to).join('.');
    if (!Object.hasOwn(value, name)) continue;
    const child = (value as Namespace)[name];
    const found = lookup(child, parts, to);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A language's strings with French beside them, namespace by namespace: on the server every namespace is there from
 * the start; in the browser each is fetched once, when a page first needs it (`load`).
 */
export class Translator {
  private readonly own = new Map<string, Namespace>();
  private readonly french: Map<string, Namespace>;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly translations = new Map<string, Translation>();
  /**
   * Values found in the language's own strings (without a count), which never change: by namespace, then by path, so
   * that a key of the page's namespace is looked up as the code wrote it, not as a string joined for each call.
   */
  private readonly found = new Map<string, Map<string, unknown>>();
  private readonly plurals: Intl.PluralRules;
  private readonly frenchPlurals: Intl.PluralRules;

  constructor(
    readonly lang: Language,
    private readonly fetchNamespace?: FetchNamespace,
  ) {
    this.french = lang === defaultLanguage ? this.own : new Map();
    this.plurals = new Intl.PluralRules(intlLocale(lang));
    this.frenchPlurals = new Intl.PluralRules(defaultLanguage);
  }

  /** Strings given as they are, the language's or French (the server's, read at start; tests). */
  add(lang: Language, ns: string, strings: Namespace): void {
    if (lang !== this.lang && lang !== defaultLanguage) throw new Error(`${lang} strings given to ${this.lang}`);
    (lang === this.lang ? this.own : this.french).set(ns, strings);
    this.found.clear();
  }

  /**
   * Nothing when a namespace is there (with its French) or on the server, which has all it has; else the promise of
   * its loading, the same one to whoever asks. A file that cannot be fetched counts as loaded and empty: the page
   * shows French or its keys, not an error.
   */
  load(ns: string): Promise<void> | undefined {
    const fetchNamespace = this.fetchNamespace;
    if (!fetchNamespace || (this.own.has(ns) && this.french.has(ns))) return undefined;
    let loading = this.loading.get(ns);
    if (!loading) {
      const fetchInto = (lang: Language, into: Map<string, Namespace>) =>
        into.has(ns)
          ? undefined
          : fetchNamespace(lang, ns).then(
              (strings) => void into.set(ns, strings),
              () => void into.set(ns, {}),
            );
      const french = this.french === this.own ? undefined : fetchInto(defaultLanguage, this.french);
      loading = Promise.all([fetchInto(this.lang, this.own), french]).then(() => {
        this.loading.delete(ns);
      });
      this.loading.set(ns, loading);
    }
    return loading;
  }

  /** A namespace's French strings, as loaded (the keys of messages written in French elsewhere: messages.ts). */
  frenchStrings(ns: string): Namespace | undefined {
    return this.french.get(ns);
  }

  /** Every namespace named, loaded. */
  async loadAll(namespaces: readonly string[]): Promise<void> {
    await Promise.all(namespaces.map((ns) => this.load(ns)));
  }

  /** The translation of a namespace (default `common`), made once and shared by every render. */
  translation(ns = 'common'): Translation {
    let translation = this.translations.get(ns);
    if (!translation) {
      const t = ((key: string, options?: TOptions) => this.translate(ns, key, options)) as TFunction;
      this.translations.set(ns, (translation = { t, lang: this.lang }));
    }
    return translation;
  }

  /** A key's text; `ns:key.path` reads another namespace (i18next joins any further `:` parts with dots). */
  private translate(defaultNs: string, key: string, options: TOptions = {}): unknown {
    const colon = key.indexOf(':');
    const ns = colon === -1 ? defaultNs : key.slice(0, colon);
    const path = colon === -1 ? key : key.slice(colon + 1).replaceAll(':', '.');
    const found = this.ownValue(ns, path, options) ?? this.frenchValue(ns, path, options);
    if (found === undefined) return options.defaultValue ?? path;
    return options.returnObjects ? fillAll(found, options) : typeof found === 'string' ? fill(found, options) : path;
  }

  /** A key's value in the language's own strings: looked up once per path when no count chooses a plural form. */
  private ownValue(ns: string, path: string, options: TOptions): unknown {
    if (typeof options.count === 'number') return this.find(this.own.get(ns), path, this.plurals, options);
    let found = this.found.get(ns);
    if (!found) this.found.set(ns, (found = new Map()));
    let value = found.get(path);
    if (value === undefined) {
      value = this.find(this.own.get(ns), path, this.plurals, options);
      if (value !== undefined) found.set(path, value);
    }
    return value;
  }

  private frenchValue(ns: string, path: string, options: TOptions): unknown {
    return this.french === this.own ? undefined : this.find(this.french.get(ns), path, this.frenchPlurals, options);
  }

  /** A key's value in one language: with a count, its plural form first (i18next's suffixes), then the bare key. */
  private find(strings: Namespace | undefined, path: string, plurals: Intl.PluralRules, options: TOptions): unknown {
    if (!strings) return undefined;
    const parts = path.split('.');
    const { count } = options;
    if (typeof count === 'number') {
      const forms = [plurals.select(count)];
      if (count === 0) forms.unshift('zero');
      const last = parts.length - 1;
      for (const form of forms) {
        const value = lookup(strings, [...parts.slice(0, last), `${parts[last]}_${form}`]);
        if (value !== undefined) return value;
      }
    }
    return lookup(strings, parts);
  }
}
