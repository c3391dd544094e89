import { Duplex } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { brotliOptions, compressBytes, gzipOptions, negotiate } from '../platform/compress.ts';

/** Answers of known length up to this size are compressed in one call on libuv's thread pool. */
const bufferLimit = 1024 * 1024;

const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Brotli or gzip for dynamic text answers (HTML, JSON, JS, CSS, SVG, XML).
 * hono/compress knows only gzip and deflate; hashed static assets are precompressed at build time instead.
 * Streamed answers (server rendering) are compressed as they stream; answers of known length in one call off the
 * main thread, which spares the cost of web streams.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.headers.has('content-encoding') || !compressible.test(type)) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    // Asked last: reading `body` turns the server's light response object into a whole web Response.
    if (length < 1024 || !res.body) return;
    const encoding = negotiate(c.req.header('accept-encoding'));
    if (!encoding) return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    // Hono copies the previous response's headers onto the new one: a stale length would cut or stall the body.
    res.headers.delete('content-length');
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    const init = { status: res.status, statusText: res.statusText, headers };
    if (length <= bufferLimit) {
      c.res = new Response(await compressBytes(new Uint8Array(await res.arrayBuffer()), encoding), init);
      return;
    }
    const zipper = encoding === 'br' ? createBrotliCompress(brotliOptions) : createGzip(gzipOptions);
    const transform = Duplex.toWeb(zipper) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(res.body.pipeThrough(transform), init);
  };
}
