import { compressBytes, negotiate } from './compress.ts';

/**
 * A short cache of the pages rendered for anonymous visitors (no session cookie, no Authorization header).
 * Public pages are the same for every such visitor with the same cookies and languages for a few seconds, so a
 * burst of visits costs one render. Each answer gets its own CSP nonce: the cached nonce is replaced in the body.
 * Only 200 answers without Set-Cookie or `Cache-Control: no-store|private` are kept. PAGE_CACHE_SECONDS=0 turns it off.
 */
interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
}

export interface PageCache {
  serve(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response>;
}

const sessionCookie = /(?:^|;\s*)session=/;
/** Pages are at least this long: compressed here, where the body is at hand, rather than read back from a stream. */
const compressFrom = 1024;

export function pageCache(options: { seconds: number; maxEntries?: number; now?: () => number }): PageCache {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;

  return {
    async serve(request, nonce, render) {
      const cookie = request.headers.get('cookie') ?? '';
      if (
        options.seconds <= 0 ||
        request.method !== 'GET' ||
        !nonce ||
        sessionCookie.test(cookie) ||
        request.headers.has('authorization')
      ) {
        return render();
      }
      const key = `${request.url}\n${cookie}\n${request.headers.get('accept-language') ?? ''}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now())
        return answer(request, hit.body.replaceAll(hit.nonce, nonce), hit.status, hit.headers);
      const response = await render();
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (response.status !== 200 || response.headers.has('set-cookie') || /no-store|private/.test(cacheControl)) {
        return response;
      }
      const body = await response.text();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, {
        expires: now() + options.seconds * 1000,
        status: response.status,
        headers: [...response.headers],
        body,
        nonce,
      });
      return answer(request, body, response.status, response.headers);
    },
  };
}

/** The page, compressed when the visitor accepts it (the compression middleware leaves encoded answers alone). */
async function answer(request: Request, body: string, status: number, headers: HeadersInit): Promise<Response> {
  const out = new Headers(headers);
  const bytes = Buffer.from(body);
  const encoding = bytes.byteLength >= compressFrom ? negotiate(request.headers.get('accept-encoding')) : null;
  if (!encoding) {
    out.set('content-length', String(bytes.byteLength));
    return new Response(new Uint8Array(bytes), { status, headers: out });
  }
  const compressed = await compressBytes(bytes, encoding);
  out.set('content-encoding', encoding);
  out.set('content-length', String(compressed.byteLength));
  out.append('vary', 'Accept-Encoding');
  return new Response(compressed, { status, headers: out });
}
