import { Duplex } from 'node:stream';
import { createBrotliCompress, createGzip, createZstdCompress } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import {
  bodyBytes,
  brotliOptions,
  compressBytes,
  compressFrom,
  gzipOptions,
  hasWholeBody,
  zstdOptions,
  negotiate,
  statusTextOf,
  wholeAnswer,
} from '../platform/compress.ts';
import { isFinished } from '../platform/finished-answers.ts';

/** Answers up to this size are compressed in one call (platform/compress.ts); longer ones as they stream. */
const bufferLimit = 1024 * 1024;

const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Replaces the answer. Set over another, Hono rebuilds the new answer from its `body` (a stream) to carry the old
 * one's headers over: the new answer here already has them all, so the old one is let go first and the new one leaves
 * as the bytes it was made of (decision 0121).
 */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined;
  c.res = answer;
}

/**
 * Zstandard, brotli or gzip for dynamic text answers (HTML, JSON, JS, CSS, SVG, XML).
 * hono/compress knows only gzip and deflate; hashed static assets are precompressed at build time instead.
 * Streamed answers are compressed as they stream; answers made whole (a page, a JSON call) in one call, from the
 * bytes they were made of when the site recorded them (`wholeAnswer`), which spares the cost of web streams.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (isFinished(res)) return;
    const type = res.headers.get('content-type') ?? '';
    if (res.headers.has('content-encoding') || !compressible.test(type)) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
    let length = Number(res.headers.get('content-length') ?? NaN);
    // Asked last: reading `body` turns the server's light response object into a whole web Response.
    if (length < compressFrom || !(hasWholeBody(res) || res.body)) return;
    const encoding = negotiate(c.req.header('accept-encoding'));
    if (!encoding) return;
    // An answer of unknown length (a JSON call, a page's data) is made whole in memory by its handler: read whole, it
    // is measured, then sent as it is when short or compressed in one call, never through a compressing stream.
    let bytes: Uint8Array | undefined;
    if (Number.isNaN(length)) {
      bytes = await bodyBytes(res);
      length = bytes.byteLength;
      if (length < compressFrom) {
        const headers = new Headers(res.headers);
        headers.set('content-length', String(length));
        replaceAnswer(
          c,
          wholeAnswer(new Uint8Array(bytes), { status: res.status, statusText: statusTextOf(res), headers }),
        );
        return;
      }
    }
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    // Hono copies the previous response's headers onto the new one: a stale length would cut or stall the body.
    res.headers.delete('content-length');
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    const init = { status: res.status, statusText: statusTextOf(res), headers };
    if (length <= bufferLimit) {
      bytes ??= await bodyBytes(res);
      replaceAnswer(c, wholeAnswer(await compressBytes(bytes, encoding), init));
      return;
    }
    const zipper =
      encoding === 'zstd'
        ? createZstdCompress(zstdOptions)
        : encoding === 'br'
          ? createBrotliCompress(brotliOptions)
          : createGzip(gzipOptions);
    const transform = Duplex.toWeb(zipper) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(res.body!.pipeThrough(transform), init);
  };
}
