import { z } from 'zod';
import './french-errors.ts';

/**
 * Text fields of every input schema. PostgreSQL refuses NUL in text (a 500 if it got there), and the other control
 * characters, the bidirectional overrides and unpaired surrogates have no place in a name, an address or a message:
 * they are refused with one French message on the field, in the browser and on the server alike.
 */
export const forbiddenCharactersMessage = 'Ce champ contient des caractères non autorisés';

// C0 controls, DEL, C1 controls, bidi embeddings/overrides/isolates, unpaired surrogates (with the u flag a
// surrogate range matches only unpaired ones) and the noncharacters U+FFFE/U+FFFF.
const singleLine = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/u;
// The same, but tab, line feed and carriage return, which a multi-line field keeps.
const multiLine =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** True when the text holds none of the characters text() refuses. */
export function isCleanText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? multiLine : singleLine).test(value);
}

/**
 * A string schema refusing control characters (tab and line breaks too, unless multiline). `error` is the message
 * when the value is missing or not a string.
 */
export function text({ error, multiline = false }: { error?: string; multiline?: boolean } = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => isCleanText(value, { multiline }), forbiddenCharactersMessage);
}
