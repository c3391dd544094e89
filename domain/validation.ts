import type { z } from 'zod';
import { Invalid, type FieldErrors } from './errors.ts';
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
