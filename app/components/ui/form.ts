import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useMemo, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { data, isRouteErrorResponse } from 'react-router';
import type { z } from 'zod';

/**
 * What every form action answers (built by app/form.server.ts): Conform's reply (status, the typed values,
 * one list of French messages per field, the form's own messages under '') and what the page needs after it.
 */
export type FormResult<Data = undefined> = SubmissionResult<string[]> & {
  /** The domain's message after a success (shown in a dialog or an alert). */
  message?: string;
  /** What a successful action hands back to the page. */
  data?: Data;
  /** The domain error's code (NOT_FOUND, CONFLICT…) when the form failed as a whole. */
  code?: string;
};

/** The code of a form whose submission never reached the server, or that the server failed to answer (5xx). */
const SERVER_UNAVAILABLE = 'SERVER_UNAVAILABLE';

/**
 * The `clientAction` of every page with a form: the page's action on the server, as without it; but when the
 * network fails or the server answers 5xx, a form result (code SERVER_UNAVAILABLE, status 503) instead of the error
 * page, so the form stays as typed and `useSchemaForm` shows "Le serveur est indisponible…" (spec part 3 §8). The
 * status keeps React Router from reloading the page's data from a server that is down. Redirects and refusals (4xx)
 * go on as thrown.
 *   export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
 *     unlessServerDown(serverAction());
 */
export async function unlessServerDown<T>(answer: Promise<T>) {
  try {
    return await answer;
  } catch (error) {
    const down = isRouteErrorResponse(error) ? error.status >= 500 : error instanceof Error;
    if (!down) throw error;
    const result: FormResult = { status: 'error', error: { '': [] }, code: SERVER_UNAVAILABLE };
    return data(result, { status: 503 });
  }
}

/**
 * A form checked in the browser with the same zod schema as its action and the API: fields stay strings, as
 * posted; errors show on submit, then follow each field as it is typed in; focus moves to the first field in error. Required fields come from the schema.
 *   const [form, fields] = useSchemaForm(contactSchema, fetcher.data);
 *   <fetcher.Form method="post" {...getFormProps(form)}> <Field meta={fields.nom} label={t('form.nom')} /> …
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  lastResult: FormResult<unknown> | undefined,
  options: {
    defaultValue?: Partial<Record<keyof z.input<S>, string>>;
    /** Handles a valid form in the browser instead of posting it (call event.preventDefault()). */
    onSubmit?: (event: FormEvent<HTMLFormElement>, value: z.output<S>) => void;
    /** When a field is first checked: on submit (the default), or as soon as it is left (the card field). */
    shouldValidate?: 'onSubmit' | 'onBlur';
  } = {},
) {
  const { defaultValue, onSubmit, shouldValidate = 'onSubmit' } = options;
  const { t } = useT();
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const result = useMemo(
    () =>
      lastResult?.code === SERVER_UNAVAILABLE
        ? { ...lastResult, error: { '': [t('errors.unavailable')] } }
        : lastResult,
    [lastResult, t],
  );
  return useForm<z.input<S>, z.output<S>>({
    lastResult: result,
    constraint,
    defaultValue: defaultValue as never,
    shouldValidate,
    // Once submitted, a field's message follows its value as typed: it goes as soon as the value is right.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    onSubmit:
      onSubmit &&
      ((event, { submission }) => {
        if (submission?.status === 'success') onSubmit(event, submission.value);
      }),
  });
}
