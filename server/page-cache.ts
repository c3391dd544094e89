import { encodeShared, setBodyHeaders, sharedBody, type SharedBody } from '../platform/compress.ts';
import { inlineScriptHashes, type CspPolicy } from './csp.ts';

/**
 * A short cache of the pages rendered for anonymous visitors (no session cookie, no Authorization header).
 * Public pages are the same for every such visitor with the same cookies and languages for a few seconds, so a
 * burst of visits costs one render, and one compression per encoding: every visitor gets the same bytes, with a
 * Content-Security-Policy listing the hashes of the page's inline scripts (a nonce would differ per answer).
 * Only 200 answers without Set-Cookie or `Cache-Control: no-store|private` are kept. PAGE_CACHE_SECONDS=0 turns it off.
 */
interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: SharedBody;
}

export interface PageCache {
  serve(request: Request, render: () => Promise<Response>): Promise<Response>;
}

const sessionCookie = /(?:^|;\s*)session=/;

export function pageCache(options: {
  seconds: number;
  policy: CspPolicy;
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;

  return {
    async serve(request, render) {
      const cookie = request.headers.get('cookie') ?? '';
      if (
        options.seconds <= 0 ||
        request.method !== 'GET' ||
        sessionCookie.test(cookie) ||
        request.headers.has('authorization')
      ) {
        return render();
      }
      const key = `${request.url}\n${cookie}\n${request.headers.get('accept-language') ?? ''}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return answer(request, hit);
      const response = await render();
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (response.status !== 200 || response.headers.has('set-cookie') || /no-store|private/.test(cacheControl)) {
        return response;
      }
      const html = await response.text();
      const headers = new Headers(response.headers);
      headers.set('content-security-policy', options.policy(inlineScriptHashes(html)));
      const entry: Entry = {
        expires: now() + options.seconds * 1000,
        status: response.status,
        headers: [...headers],
        body: sharedBody(new Uint8Array(Buffer.from(html))),
      };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return answer(request, entry);
    },
  };
}

/** The page, compressed once per encoding (the compression middleware leaves encoded answers alone). */
async function answer(request: Request, entry: Entry): Promise<Response> {
  const body = await encodeShared(entry.body, request.headers.get('accept-encoding'));
  return new Response(body.bytes, { status: entry.status, headers: setBodyHeaders(new Headers(entry.headers), body) });
}
