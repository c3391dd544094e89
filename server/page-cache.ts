import { encodeShared, setBodyHeaders, sharedBody, type SharedBody } from '../platform/compress.ts';
import { inlineScriptHashes, type CspPolicy } from './csp.ts';

/**
 * A short cache of the pages rendered for anonymous visitors (no session cookie, no Authorization header).
 * Public pages are the same for every such visitor with the same cookies and languages for a few seconds, so a
 * burst of visits costs one render, and one compression per encoding: every visitor gets the same bytes, with a
 * Content-Security-Policy listing the hashes of the page's inline scripts (a nonce would differ per answer).
 * Visitors arriving while a page renders wait for that render; in the delay after a page expired, they get it as it
 * was while one render refreshes it. Only 200 answers without Set-Cookie or `Cache-Control: no-store|private` are
 * kept. PAGE_CACHE_SECONDS=0 turns it off.
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
  /** Renders under way, by key: visitors arriving meanwhile wait for that one (null: not kept, render your own). */
  const rendering = new Map<string, Promise<Entry | null>>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const delay = options.seconds * 1000;

  /** Renders the page once for everyone asking meanwhile; answers the renderer's own response when it is not kept. */
  async function renderShared(key: string, render: () => Promise<Response>): Promise<Entry | Response> {
    let settle!: (entry: Entry | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      const response = await render();
      entry = await keptEntry(response);
      if (!entry) return response;
      if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return entry;
    } finally {
      rendering.delete(key);
      settle(entry);
    }
  }

  async function keptEntry(response: Response): Promise<Entry | null> {
    const cacheControl = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || response.headers.has('set-cookie') || /no-store|private/.test(cacheControl)) {
      return null;
    }
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', options.policy(inlineScriptHashes(html)));
    return {
      expires: now() + delay,
      status: response.status,
      headers: [...headers],
      body: sharedBody(new Uint8Array(Buffer.from(html))),
    };
  }

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
      const underway = rendering.get(key);
      // Just expired: this visitor gets the page as it was while one render refreshes it (at most twice the delay old),
      // rather than every visitor of that moment rendering it at once.
      if (hit && now() - hit.expires < delay) {
        if (!underway) renderShared(key, render).catch(() => undefined);
        return answer(request, hit);
      }
      if (underway) {
        const shared = await underway;
        return shared ? answer(request, shared) : render();
      }
      const rendered = await renderShared(key, render);
      return rendered instanceof Response ? rendered : answer(request, rendered);
    },
  };
}

/** The page, compressed once per encoding (the compression middleware leaves encoded answers alone). */
async function answer(request: Request, entry: Entry): Promise<Response> {
  const body = await encodeShared(entry.body, request.headers.get('accept-encoding'));
  return new Response(body.bytes, { status: entry.status, headers: setBodyHeaders(new Headers(entry.headers), body) });
}
