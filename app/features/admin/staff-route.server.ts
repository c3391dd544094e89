/** The pieces every back-office loader and action repeats: ids in the address, NotFound as 404, staff forms. */
import type { Submission } from '@conform-to/react';
import { redirect, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { Ctx } from '../../../domain/context.ts';
import { Invalid, NotFound } from '../../../domain/errors.ts';
import { formFailure, formSuccess, postedForm, readForm } from '../../form.server.ts';
import { assertSameOrigin, type Viewer } from '../../session.server.ts';
import { staffOf } from './staff.server.ts';

const notAPage = () => new Response('Introuvable', { status: 404 });

/** A record's id in the address (1 to 9 digits); anything else is not a page (404). */
export function recordId(param: string): number {
  if (/^\d{1,9}$/.test(param)) return Number(param);
  throw notAPage();
}

/** A record's id, or null for the word of a record still to create (`nouvelle`, `nouveau`); else 404. */
export function recordIdOrNew(param: string, fresh: 'nouvelle' | 'nouveau' = 'nouvelle'): number | null {
  return param === fresh ? null : recordId(param);
}

/**
 * What `read` returns; a NotFound from the domain becomes a 404 with its message, an Invalid a 400 with its first
 * message (a download has no page to draw a form's errors on), any other error is rethrown.
 */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof NotFound) throw new Response(err.message, { status: 404 });
    if (err instanceof Invalid) throw new Response(Object.values(err.fields)[0] ?? err.message, { status: 400 });
    throw err;
  }
}

/**
 * An action's context, staff member (checked by the branch's middleware) and posted form, once the request is known
 * same-origin (else 403).
 */
export async function staffForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ctx: Ctx; viewer: Viewer; form: FormData }> {
  assertSameOrigin(request, context.ctx);
  return { ctx: context.ctx, viewer: staffOf(context), form: await postedForm(request) };
}

/** A delete button: `remove`, then a redirect to the list at `to`; a refusal is the page's message for the whole form. */
export async function deleteThen(remove: () => Promise<unknown>, to: string) {
  try {
    await remove();
  } catch (err) {
    return formFailure(null, err);
  }
  return redirect(to);
}

/**
 * A form read with its schema and saved: the schema's errors (400), else `save` with the payload, whose message is
 * the success (the form reset). A domain error is the form's failure; a Response thrown by `save` (a redirect to
 * a created record) is rethrown.
 */
export async function savedForm<S extends z.ZodType, Data = undefined>(
  form: FormData,
  schema: S,
  save: (payload: Submission<unknown>['payload']) => Promise<{ message?: string; data?: Data }>,
) {
  const submission = await readForm(form, schema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const { message, data } = await save(submission.payload);
    return formSuccess(submission, { message, data, reset: true });
  } catch (err) {
    if (err instanceof Response) throw err;
    return formFailure(submission, err);
  }
}

/**
 * A record page's loader: the record at the address's id (null for a record still to create), 404 when there is
 * none, and whether it was just created (`?creee`, where the create redirected).
 */
export async function recordLoader<Row>(
  { url, context, params }: { url: URL; context: Readonly<RouterContextProvider>; params: { id: string } },
  read: (ctx: Ctx, viewer: Viewer, id: number) => Promise<Row>,
  fresh: 'nouvelle' | 'nouveau' = 'nouvelle',
) {
  const viewer = staffOf(context);
  const id = recordIdOrNew(params.id, fresh);
  return orNotFound(async () => ({
    record: id === null ? null : await read(context.ctx, viewer, id),
    created: url.searchParams.has('creee'),
  }));
}

/**
 * A record page's action: its delete button (then back to the list, `?supprimee`), else its form read with the
 * schema and saved; a record created goes to its own page (`?creee`). `list` is the list's address; a record's is
 * the list's followed by its id.
 */
export async function recordAction<S extends z.ZodType>(
  { request, context, params }: { request: Request; context: Readonly<RouterContextProvider>; params: { id: string } },
  {
    list,
    schema,
    save,
    remove,
    fresh = 'nouvelle',
  }: {
    list: string;
    schema: S;
    save: (ctx: Ctx, viewer: Viewer, id: number | null, payload: unknown) => Promise<{ id: number; message?: string }>;
    remove: (ctx: Ctx, viewer: Viewer, id: number) => Promise<unknown>;
    fresh?: 'nouvelle' | 'nouveau';
  },
) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordIdOrNew(params.id, fresh);
  if (form.get('intent') === 'delete' && id !== null)
    return deleteThen(() => remove(ctx, viewer, id), `${list}?supprimee`);
  return savedForm(form, schema, async (payload) => {
    const saved = await save(ctx, viewer, id, payload);
    if (id === null) throw redirect(`${list}/${saved.id}?creee`);
    return saved;
  });
}
