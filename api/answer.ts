import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { keepWholeBody } from '../platform/compress.ts';

/**
 * A JSON answer with its length. Hono's `c.json` sets none, so the compression layer had to read every answer back
 * from a web stream to learn its size; with the length known a short answer leaves untouched and a long one is
 * compressed from its bytes.
 */
export function json(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  const answer = c.body(text, status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  return keepWholeBody(answer, text);
}
