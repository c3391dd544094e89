import type { z } from 'zod';
import { Invalid, NotFound, type FieldErrors } from './errors.ts';
import { isAddressWord, slugPattern } from './fields.ts';
import './french-errors.ts';

/** Turns zod issues into one French message per field (the first issue of each field wins). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a domain schema, throwing Invalid with field messages on failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Invalid(fieldErrors(result.error));
  return result.data;
}

/**
 * A slug named in an address or a query (a ballot, a survey): one outside `a-z0-9-` cannot exist, so it is not
 * found (404) before any query — a NUL would make PostgreSQL fail.
 */
export function knownSlug(value: string, message = 'Adresse inconnue'): string {
  if (!slugPattern.test(value)) throw new NotFound(message);
  return value;
}

/** A key named in an address: text without control characters, at most `max` characters, else not found (404). */
export function knownKey(value: string, message = 'Adresse inconnue', max = 200): string {
  if (!isAddressWord(value, max)) throw new NotFound(message);
  return value;
}
