import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Brotli or gzip for dynamic text answers (HTML, JSON, JS, CSS, SVG, XML).
 * hono/compress knows only gzip and deflate; hashed static assets are precompressed at build time instead.
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
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return;
    const zipper =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    // Hono copies the previous response's headers onto the new one: a stale length would cut or stall the body.
    res.headers.delete('content-length');
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    const transform = Duplex.toWeb(zipper) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(res.body.pipeThrough(transform), { status: res.status, statusText: res.statusText, headers });
  };
}
