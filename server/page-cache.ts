import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  encodeShared,
  negotiate,
  setBodyHeaders,
  sharedBody,
  type Encoding,
  type SharedBody,
  wholeAnswer,
} from '../platform/compress.ts';
import { matchesTag, notModifiedHeaders } from '../platform/shared-cache.ts';
import { inlineScriptHashes, type CspPolicy } from './csp.ts';
import { sizedEntries } from './sized-entries.ts';

/**
 * A short cache of the pages rendered for anonymous visitors (no session cookie, no Authorization header).
 * Public pages are the same for every such visitor with the same cookies and languages for a few seconds, so a
 * burst of visits costs one render, and one compression per encoding: every visitor gets the same bytes, with a
 * Content-Security-Policy listing the hashes of the page's inline scripts (a nonce would differ per answer).
 * Visitors arriving while a page renders wait for that render; in the delay after a page expired, they get it as it
 * was while one render refreshes it. Only 200 answers without Set-Cookie or `Cache-Control: no-store|private` are
 * kept. PAGE_CACHE_SECONDS=0 turns it off.
 * Once a page has been answered in an encoding, the answer as it left (status, every header the app set, bytes) is
 * kept with the entry, and `write` sends it straight to Node's response before any of the app runs.
 */
interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: SharedBody;
  /** The whole answer as sent, per encoding ('identity': none), for `write`. */
  sent: Partial<Record<Encoding | 'identity', { headers: string[]; bytes: Uint8Array }>>;
}

/** What keys a page: the request target as received, the host it was asked of, and what may change the page. */
export interface PageRequest {
  method: string;
  target: string;
  header(name: string): string | null | undefined;
}

export interface PageCache {
  /** The page from the cache or rendered; `target` is the request target as received (path and query). */
  serve(request: Request, render: () => Promise<Response>, target?: string): Promise<Response>;
  /** After the app answered: keeps the final headers of an answer `serve` took from the cache. */
  sent(response: Response): void;
  /**
   * Writes a fresh cached page already sent once in the encoding asked for (a 304 when If-None-Match names its ETag);
   * false when there is none.
   */
  write(req: IncomingMessage, res: ServerResponse): boolean;
  /** Forgets every page (the staff changed the site). */
  clear(): void;
}

const sessionCookie = /(?:^|;\s*)session=/;

/** The cache key of an anonymous GET, or null when the page is rendered for this request alone. */
function cacheKey(request: PageRequest): string | null {
  const cookie = request.header('cookie') ?? '';
  if (request.method !== 'GET' || sessionCookie.test(cookie) || request.header('authorization')) return null;
  return [
    request.target,
    request.header('host'),
    request.header('x-forwarded-host'),
    request.header('x-forwarded-proto'),
    cookie,
    request.header('accept-language'),
  ].join('\n');
}

export function pageCache(options: {
  seconds: number;
  policy: CspPolicy;
  maxEntries?: number;
  /** The pages' bytes kept at most (each counted twice: the page and its compressed copies, each shorter). */
  maxBytes?: number;
  now?: () => number;
}): PageCache {
  const entries = sizedEntries<Entry>(options.maxEntries ?? 500, options.maxBytes ?? 24 * 1024 * 1024);
  /** Renders under way, by key: visitors arriving meanwhile wait for that one (null: not kept, render your own). */
  const rendering = new Map<string, Promise<Entry | null>>();
  /** Answers taken from an entry, until the app has sent them (`sent`). */
  const answered = new WeakMap<Response, { entry: Entry; asked: Encoding | 'identity' }>();
  const now = options.now ?? Date.now;
  const delay = options.seconds * 1000;
  /** Counts `clear` calls: a render under way when the site changed is answered but not kept. */
  let generation = 0;

  /** Renders the page once for everyone asking meanwhile; answers the renderer's own response when it is not kept. */
  async function renderShared(key: string, render: () => Promise<Response>): Promise<Entry | Response> {
    let settle!: (entry: Entry | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    const started = generation;
    try {
      const response = await render();
      entry = await keptEntry(response);
      if (!entry) return response;
      if (started === generation) entries.set(key, entry, 2 * entry.body.bytes.byteLength);
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
      sent: {},
    };
  }

  /** The page, compressed once per encoding (the compression middleware leaves encoded answers alone). */
  async function answer(request: Request, entry: Entry): Promise<Response> {
    const body = await encodeShared(entry.body, request.headers.get('accept-encoding'));
    const response = wholeAnswer(body.bytes, {
      status: entry.status,
      headers: setBodyHeaders(new Headers(entry.headers), body),
    });
    // Kept under the encoding asked for: a page too short to compress is sent as it is to those asking for one.
    answered.set(response, { entry, asked: negotiate(request.headers.get('accept-encoding')) ?? 'identity' });
    return response;
  }

  return {
    clear() {
      entries.clear();
      generation++;
    },

    async serve(request, render, target) {
      const url = new URL(request.url);
      const key =
        options.seconds > 0
          ? cacheKey({
              method: request.method,
              target: target ?? url.pathname + url.search,
              header: (name) => request.headers.get(name),
            })
          : null;
      if (key === null) return render();
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
      // Told by the entry, not by the class: an answer of another Response class (a clone, once @hono/node-server's
      // listener replaced the global one) is still an answer.
      return 'expires' in rendered ? answer(request, rendered) : rendered;
    },

    sent(response) {
      const taken = answered.get(response);
      if (!taken) return;
      answered.delete(response);
      const { entry, asked } = taken;
      const encoding = response.headers.get('content-encoding') as Encoding | null;
      const bytes = encoding ? entry.body.encoded[encoding] : entry.body.bytes;
      if (bytes) entry.sent[asked] = { headers: [...response.headers].flat(), bytes };
    },

    write(req, res) {
      // The API's answers are never pages: asked first of every call, the key would be built for nothing.
      if (req.url?.startsWith('/api/')) return false;
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      const key = options.seconds > 0 ? cacheKey({ method: req.method ?? '', target: req.url ?? '', header }) : null;
      const entry = key === null ? undefined : entries.get(key);
      if (!entry || entry.expires <= now()) return false;
      const sent = entry.sent[negotiate(header('accept-encoding')) ?? 'identity'];
      if (!sent) return false;
      if (notModified(sent.headers, header('if-none-match'))) {
        res.writeHead(304, notModifiedPart(sent.headers));
        res.end();
        return true;
      }
      res.writeHead(entry.status, sent.headers);
      res.end(sent.bytes);
      return true;
    },
  };
}

/** The answer's ETag (headers as Node takes them: name, value, name, value…) is one the request already holds. */
function notModified(headers: string[], ifNoneMatch: string | undefined): boolean {
  const at = headers.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === 'etag');
  return at >= 0 && matchesTag(headers[at + 1], ifNoneMatch);
}

/** The headers of a 304 from those of the whole answer. */
function notModifiedPart(headers: string[]): string[] {
  return headers.flatMap((value, i) =>
    i % 2 === 0 && notModifiedHeaders.includes(value.toLowerCase()) ? [value, headers[i + 1]] : [],
  );
}
