import type { MiddlewareHandler } from 'hono';
import { bodyBytes, hasWholeBody } from '../platform/compress.ts';
import { isFinished } from '../platform/finished-answers.ts';
import { entityTag, isSharedAnswer, matchesTag, notModifiedHeaders } from '../platform/shared-cache.ts';

/** Answers of known length up to this size get a tag; a longer one is streamed and goes without. */
const taggedUpTo = 4 * 1024 * 1024;

/**
 * A strong ETag on every shared answer (platform/shared-cache.ts), computed from the bytes as they leave (after
 * compression), and a 304 when the request's If-None-Match names it: a shared cache revalidates a page for the cost
 * of its render, without its bytes. Registered outside the compression, inside the page cache's `sent`.
 */
export function entityTags(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // An answer with the headers of its kind has its tag already, when it is shared: only If-None-Match is asked.
    if (isFinished(res)) {
      const asked = c.req.header('if-none-match');
      if (!asked) return;
      const tag = res.headers.get('etag');
      if (tag && matchesTag(tag, asked)) c.res = notModified(res, tag);
      return;
    }
    if (res.status !== 200 || res.headers.has('etag') || !isSharedAnswer(res)) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!(length <= taggedUpTo) || !(hasWholeBody(res) || res.body)) return;
    // Read from a copy: the answer stays the same object, which the page cache recognises when it was sent.
    const tag = entityTag(await bodyBytes(res, { copy: true }));
    if (!matchesTag(tag, c.req.header('if-none-match'))) {
      res.headers.set('etag', tag);
      return;
    }
    await res.body?.cancel();
    c.res = notModified(res, tag);
  };
}

/**
 * The 304 for an answer: Hono carries the previous answer's headers over to the next, so only those a 304 keeps are
 * left to carry.
 */
function notModified(res: Response, tag: string): Response {
  for (const name of [...res.headers.keys()]) if (!notModifiedHeaders.includes(name)) res.headers.delete(name);
  res.headers.set('etag', tag);
  return new Response(null, { status: 304 });
}
