import type { MiddlewareHandler } from 'hono';
import { bodyBytes, hasWholeBody } from '../platform/compress.ts';
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
    if (res.status !== 200 || res.headers.has('etag') || !isSharedAnswer(res)) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!(length <= taggedUpTo) || !(hasWholeBody(res) || res.body)) return;
    // Read from a copy: the answer stays the same object, which the page cache recognises when it was sent.
    const tag = entityTag(await bodyBytes(res, { copy: true }));
    if (!matchesTag(tag, c.req.header('if-none-match'))) {
      res.headers.set('etag', tag);
      return;
    }
    // Hono carries the previous answer's headers over to the next: only those a 304 keeps are left to carry.
    for (const name of [...res.headers.keys()]) if (!notModifiedHeaders.includes(name)) res.headers.delete(name);
    res.headers.set('etag', tag);
    await res.body?.cancel();
    c.res = new Response(null, { status: 304 });
  };
}
