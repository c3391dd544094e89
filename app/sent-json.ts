import { madeOnce } from '../platform/made-once.ts';

/**
 * A value many pages send alike (the shell's details for a set of roles, a ballot's reports, the home's cards), sent
 * to the browser as one JSON string rather than as the objects it holds: React Router's encoding of the loaders' data
 * (turbo-stream) costs about half a microsecond per value on every answer; this text is written once per value
 * (decision 0152). For plain JSON values only (no Date, no undefined): server and browser both draw from the text
 * parsed, so they draw the same.
 */
export type SentJson<T> = string & { readonly sentValue?: T };

/** Each value's text, kept beside it: the value must be kept (a timedCache's, a per-process one) and never changed. */
const textOf = madeOnce((value: object) => JSON.stringify(value));

export function sendJson<T extends object>(value: T): SentJson<T> {
  return textOf(value) as SentJson<T>;
}

/** Each text parsed once: on the server the same string for every page that sends it. A handful at a time. */
const values = new Map<string, unknown>();
const keptValues = 32;

/** The value of a text: shared by every reader of that text, never to be changed. */
export function readJson<T>(text: SentJson<T>): T {
  let value = values.get(text) as T | undefined;
  if (value === undefined) {
    if (values.size >= keptValues) values.delete(values.keys().next().value as string);
    values.set(text, (value = JSON.parse(text) as T));
  }
  return value;
}
