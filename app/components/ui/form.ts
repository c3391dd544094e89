import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useCallback, useContext, useMemo, type FormEvent } from 'react';
import { translateMessage } from '../../i18n/messages.ts';
import { TranslatorContext, useT } from '../../i18n/use-t.ts';
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
 * The domain's French messages (form errors, a success's message) in the page's language; French pages show them as
 * they are (decision 0110).
 */
export function useMessage(): (message: string) => string {
  const translator = useContext(TranslatorContext);
  const { t, lang } = useT('messages');
  return useCallback(
    (message: string) =>
      lang === 'fr' ? message : translateMessage(message, translator?.frenchStrings('messages'), t),
    [translator, t, lang],
  );
}

type Errors = Record<string, string[] | null>;

const translated = (errors: Errors | undefined, message: (m: string) => string): Errors | undefined =>
  errors && Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list?.map(message) ?? null]));

/**
 * The fields' HTML constraints (required, min, max, pattern) of a schema, read once per schema rather than on every
 * render: a page's forms are drawn on every request from the same schemas (decision 0127). Conform only reads them.
 */
const constraints = new WeakMap<object, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodType<unknown, Record<string, unknown>>) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
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
  const message = useMessage();
  const constraint = constraintOf(schema);
  const result = useMemo(
    () =>
      lastResult?.code === SERVER_UNAVAILABLE
        ? { ...lastResult, error: { '': [t('errors.unavailable')] } }
        : lastResult && { ...lastResult, error: translated(lastResult.error, message) },
    [lastResult, t, message],
  );
  return useForm<z.input<S>, z.output<S>>({
    lastResult: result,
    constraint,
    defaultValue: defaultValue as never,
    shouldValidate,
    // Once submitted, a field's message follows its value as typed: it goes as soon as the value is right.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema,
        disableAutoCoercion: true,
        formatError: (issues: readonly { message: string }[]) => issues.map((issue) => message(issue.message)),
      }),
    onSubmit:
      onSubmit &&
      ((event, { submission }) => {
        if (submission?.status === 'success') onSubmit(event, submission.value);
      }),
  });
}
