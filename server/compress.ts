import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

// Quality 3 costs a third less than 4 for 3 % more bytes on a page (measured on the home page).
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 20 } };
const gzipOptions = { level: 6 };
const brotliBuffer = promisify(brotliCompress);
const gzipBuffer = promisify(gzip);
/** Answers of known length up to this size are compressed in one call on libuv's thread pool. */
const bufferLimit = 1024 * 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header, brotli first. */
export function negotiate(acceptEncoding: string | undefined | null): Encoding | null {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Compresses a whole body on libuv's thread pool. */
export async function compressBytes(input: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    encoding === 'br' ? await brotliBuffer(input, brotliOptions) : await gzipBuffer(input, gzipOptions),
  );
}

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
    if (!res.body || res.headers.has('content-encoding') || !compressible.test(type)) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (length < 1024) return;
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
