import { data } from 'react-router';
import { DomainError, Invalid, TooManyRequests } from '../../../domain/errors.ts';

/** What an account action answers to its form: field messages, a form-level error, or a success message. */
export interface FormResult {
  ok?: boolean;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
  /** What the visitor typed (never a password), so a page rendered without JavaScript keeps it. */
  values?: Record<string, string>;
}

/** Expected domain errors become form results (with the right status); anything else stays an error. */
export function formError(err: unknown, typed: Record<string, string> = {}) {
  const values = Object.fromEntries(Object.entries(typed).filter(([k]) => !/pass|confirmation/i.test(k)));
  if (err instanceof Invalid) return data<FormResult>({ fields: err.fields, values }, { status: 400 });
  if (err instanceof TooManyRequests) return data<FormResult>({ error: err.message, values }, { status: 429 });
  if (err instanceof DomainError) return data<FormResult>({ error: err.message, values }, { status: 400 });
  throw err;
}

/** The form's fields as plain strings (a missing field is an empty string). */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')]));
}
