import { formatParis } from '../../../platform/dates.ts';
import { intlLocale } from '../../i18n/languages.ts';

/**
 * The staff journal read as words: which fields a change touched, each value as a person writes it. The journal keeps
 * each record's fields before and after as JSON (domain/admin/audit.ts); this picks and formats, nothing more.
 */

/** A field the change touched, with its value before and after (null where there was none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields every record carries that say nothing a reader needs: the id is the subject's, the dates the entry's. */
const noise = new Set(['id', 'createdAt', 'updatedAt']);

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed: for an update the fields whose value differs; for a creation (nothing before) the fields given a
 * value; for a deletion (nothing after) the fields that had one. In the record's own order.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !noise.has(field))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => !same(c.before, c.after) && !(isEmpty(c.before) && isEmpty(c.after)));
}

/** The name a reader knows the subject by, when the record has one (a church's or a file's name, a title…). */
export function subjectName(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string | null {
  for (const record of [after, before])
    for (const key of ['nom', 'titre', 'title'] as const) {
      const value = record?.[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  return null;
}

/** The words a value may need, in the page's language. */
export interface ValueWords {
  lang: string;
  yes: string;
  no: string;
  /** For no value. */
  none: string;
}

/** The most characters a value shows: the journal is read at a glance, the record keeps the whole. */
export const VALUE_MAX = 120;

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shorten(text: string): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX - 1).trimEnd()}…` : flat;
}

/**
 * A value as words: none as a dash, yes/no, a sum in cents as euros, a moment in Paris time, a list joined, HTML as its text, a record as
 * « name : value » pairs; long text shortened.
 */
export function formatValue(value: unknown, words: ValueWords, field?: string): string {
  if (isEmpty(value)) return words.none;
  // Sums are kept in cents (amountCents, totalCents…): shown in euros.
  if (typeof value === 'number' && field?.endsWith('Cents'))
    return new Intl.NumberFormat(intlLocale(words.lang), { style: 'currency', currency: 'EUR' }).format(value / 100);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string')
    return isoMoment.test(value) && !Number.isNaN(Date.parse(value))
      ? formatParis(value, words.lang, { date: 'short', time: 'short' })
      : shorten(value) || words.none;
  if (Array.isArray(value)) return shorten(value.map((v) => formatValue(v, words)).join(', '));
  if (typeof value === 'object' && value !== null)
    return shorten(
      Object.entries(value)
        .map(([k, v]) => `${k} : ${formatValue(v, words)}`)
        .join(' ; '),
    );
  return String(value);
}
