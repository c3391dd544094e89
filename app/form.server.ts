import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { DomainError, Invalid, uniqueConflict } from '../domain/errors.ts';
import type { FormResult } from './components/ui/form.ts';

/** The posted form's fields; a body that is not a form (another content type, cut short) reads as no field. */
export function postedForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** Reads a posted form with its zod schema, as the browser did: fields stay the strings posted. */
export async function readForm<S extends z.ZodType>(posted: Request | FormData, schema: S) {
  const formData = posted instanceof Request ? await postedForm(posted) : posted;
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** Typed passwords never go back to the page. */
const hidden = (submission: Submission<unknown>) =>
  Object.keys(submission.payload).filter((k) => /pass|confirm/i.test(k));

/** A success: the domain's message and data; `reset` empties the form (or puts its defaults back). */
export function formSuccess<Data = undefined>(
  submission: Submission<unknown> | null,
  { message, data, reset = false }: { message?: string; data?: Data; reset?: boolean } = {},
): FormResult<Data> {
  const reply = submission?.reply({ resetForm: reset, hideFields: hidden(submission) }) ?? { status: 'success' };
  return { ...reply, status: 'success', message, data };
}

/**
 * A failure, with its status: the schema's own errors when `err` is absent, an Invalid domain error as one
 * French message per field, any other domain error as a message for the whole form, a write refused by a unique index
 * as the Conflict it is (two people did the same thing at once). Anything else is rethrown.
 * `submission` is null for a form without fields (a single button).
 */
export function formFailure(submission: Submission<unknown> | null, thrown?: unknown) {
  const err = uniqueConflict(thrown) ?? thrown;
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}): FormResult =>
    submission?.reply({ ...options, hideFields: hidden(submission) }) ?? {
      status: 'error',
      error: { '': options.formErrors ?? [] },
    };
  if (err === undefined) return data(reply(), { status: 400 });
  if (err instanceof Invalid) {
    const { _: whole, ...fields } = err.fields;
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
    // Without a submission (a single button) there is no field to show a message beside: the first one is the form's.
    const formErrors = whole ? [whole] : submission ? undefined : [Object.values(fields)[0] ?? err.message];
    return data(reply({ fieldErrors, formErrors }), { status: 400 });
  }
  if (err instanceof DomainError) {
    // A refused form is a 400 whatever the reason (the page is there; its message says why), but for too many tries.
    const status = err.code === 'TOO_MANY_REQUESTS' ? 429 : 400;
    return data({ ...reply({ formErrors: [err.message] }), code: err.code }, { status });
  }
  throw err;
}
