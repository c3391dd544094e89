import { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRoute } from '@hono/zod-openapi';
import { assertStaff, uploadFieldsSchema, uploadStaffFile, UploadRefused } from '../../../domain/admin/index.ts';
import { Invalid } from '../../../domain/errors.ts';
import { firstFilePart, MultipartError } from '../../../platform/multipart.ts';
import { answers, apiRoutes, dataOf, fileBody } from '../../openapi/routes.ts';
import { uploadedSchema } from './schemas.ts';
import { staffOf } from './staff.ts';
import { json } from '../../answer.ts';

/**
 * POST /admin/files: one file sent by the staff as multipart/form-data (fields first, then the file), streamed to the
 * file store (domain/admin/uploads.ts). Answers 201 with the stored file, or 400 with the reason, 401, 403.
 * The site's pages send it with XMLHttpRequest (progress shown); a plain form without JavaScript (Accept: text/html)
 * is sent back to its `retour` page with `?fichier={id}` or `?refus={reason}`.
 * Mounted before the API's body limit: the body is never read whole.
 */
const route = createRoute({
  method: 'post',
  path: '/admin/files',
  tags: ['Administration'],
  summary:
    'Envoie un fichier (les champs d’abord, puis le fichier) : une couverture, un fichier de média, un fichier libre',
  request: { body: fileBody(uploadFieldsSchema, 'fichier') },
  responses: answers(dataOf(uploadedSchema), [401, 403, 413], 201, 'Le fichier enregistré'),
});

export const adminUploadApi = apiRoutes().openapi(route, async (c) => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const fromNode = incoming instanceof IncomingMessage ? incoming : null;
  const body = fromNode ?? (c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : Readable.from([]));
  const headers = fromNode?.headers ?? Object.fromEntries(c.req.raw.headers);
  const plainForm = !c.req.header('x-requested-with') && /text\/html/.test(c.req.header('accept') ?? '');
  let retour: string | null = null;
  try {
    // Checked before the body is read: a visitor's or a member's file is not even parsed.
    const staff = await staffOf(c);
    assertStaff(staff);
    const part = await firstFilePart(headers, body).catch((err: unknown) => {
      if (err instanceof MultipartError) throw new UploadRefused('vide', err.message);
      throw err;
    });
    retour = uploadFieldsSchema.shape.retour.parse(part.fields.retour);
    const saved = await uploadStaffFile(c.var.ctx, staff, part);
    if (plainForm && retour) return c.redirect(`${retour}?fichier=${saved.id}`, 303);
    return json(c, { data: saved }, 201);
  } catch (err) {
    // What is left of the body is read and dropped, so the answer reaches a client still sending.
    body.unpipe();
    body.resume();
    if (plainForm && retour && err instanceof Invalid) {
      const reason = err instanceof UploadRefused ? err.reason : 'type';
      return c.redirect(`${retour}?refus=${reason}`, 303);
    }
    throw err;
  }
});
