import type { Namespace, TFunction } from './translator.ts';

/**
 * The domain's messages in the page's language (decision 0110). The domain and the API speak French, word for word as
 * the specification writes it; `locales/fr/messages.json` holds those same French texts, each under a key, with
 * `{{name}}` where the domain puts a value; the other languages say the same under the same key. A French message is
 * found by its text, its values read back from it (a value that is itself a message, such as a wait in words, is
 * translated too), and the key's text in the page's language is given. A message not in the catalogue stays French.
 */

interface Entry {
  key: string;
  pattern: RegExp;
  names: string[];
}

interface Index {
  exact: Map<string, string>;
  patterns: Entry[];
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function* leaves(value: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [prefix, value];
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* leaves(child, prefix ? `${prefix}.${key}` : key);
}

function indexOf(french: Namespace): Index {
  const index: Index = { exact: new Map(), patterns: [] };
  for (const [path, text] of leaves(french)) {
    const key = path.replace(pluralSuffix, '');
    const names = [...text.matchAll(placeholder)].map((m) => m[1]);
    if (names.length === 0) {
      if (!index.exact.has(text)) index.exact.set(text, key);
      continue;
    }
    const source = text
      .split(placeholder)
      .map((part, i) => (i % 2 === 0 ? escape(part) : part === 'count' ? '(\\d+)' : '(.+?)'))
      .join('');
    index.patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  return index;
}

const indexes = new WeakMap<Namespace, Index>();

/** `message` (French, from the domain) in the language of `t`, the translation of the `messages` namespace. */
export function translateMessage(message: string, french: Namespace | undefined, t: TFunction): string {
  if (!french) return message;
  let index = indexes.get(french);
  if (!index) indexes.set(french, (index = indexOf(french)));
  const key = index.exact.get(message);
  if (key) return t(key);
  for (const entry of index.patterns) {
    const found = entry.pattern.exec(message);
    if (!found) continue;
    const values: Record<string, unknown> = {};
    entry.names.forEach((name, i) => {
      const value = found[i + 1];
      values[name] = name === 'count' ? Number(value) : translateMessage(value, french, t);
    });
    return t(entry.key, values);
  }
  return message;
}
