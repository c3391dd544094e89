import { sessionTokenFromCookie } from '../platform/browser-session.ts';
import { bytesOf, compressBytes, negotiate, setBodyHeaders, wholeAnswer } from '../platform/compress.ts';
import { freshNonce } from '../platform/nonce.ts';
import { HOLE_START, holes, SAME_FOR_MEMBERS, withStandIn } from '../platform/member-holes.ts';
import type { CspPolicy } from './csp.ts';
import { sizedEntries } from './sized-entries.ts';

/**
 * Pages rendered once for every signed-in member with the same roles (decision 0077). A page whose routes declare it
 * the same for every member (`sameForMembers`) is learnt from its first render for a member. After that, a member's
 * request for it looks up their session, then takes the page rendered for a stand-in member with their roles
 * (platform/member-holes.ts), kept a few seconds as the anonymous pages are, and fills its holes with their name and
 * a fresh script nonce. The stand-in render never sees a member, so no member's data can reach another: the worst a
 * wrongly declared page can do is show a member what it shows a member with no data of their own.
 * A request with `Cache-Control: no-cache` (a forced reload) is rendered for the member alone.
 */

/** A member as a shared page needs them: the name to fill in and the roles that choose the render. */
export interface SharedViewer {
  name: string;
  roles: readonly string[];
}

/** Where a hole sits: in the HTML (text or attribute), in the hydration data's script, or the nonce (any context). */
type Hole = 'html' | 'script' | 'nonce';

interface Entry {
  made: number;
  expires: number;
  status: number;
  headers: [string, string][];
  /** The document cut at its holes: parts[0], holes[0], parts[1], … parts[n]. */
  parts: Buffer[];
  holes: Hole[];
}

export interface MemberPages {
  /** The page for the member behind the request's session from a shared render, or null: render it for them. */
  serve(
    request: Request,
    target: string | undefined,
    render: (standIn: Request, nonce: string) => Promise<Response>,
  ): Promise<Response | null>;
  /** After a page was rendered for the member of this request: whether its path may be shared from now on. */
  learn(request: Request, response: Response, sameForMembers: boolean): void;
  /** Forgets every page (the staff changed the site); what was learnt of paths stays. */
  clear(): void;
}

const sessionCookie = /(?:^|;\s*)session=[^;]*/;
const kept = 5000;

export function memberPages(options: {
  seconds: number;
  policy: CspPolicy;
  findViewer: (token: string) => Promise<SharedViewer | null>;
  warn: (message: string, path: string) => void;
  maxEntries?: number;
  /** The shared pages' bytes kept at most. */
  maxBytes?: number;
  now?: () => number;
}): MemberPages {
  /** Paths learnt the same for every member (true) or not (false), oldest first. */
  const paths = new Map<string, boolean>();
  const entries = sizedEntries<Entry>(options.maxEntries ?? 200, options.maxBytes ?? 12 * 1024 * 1024);
  const rendering = new Map<string, Promise<Entry | null>>();
  const now = options.now ?? Date.now;
  const delay = options.seconds * 1000;
  /** Counts `clear` calls: a render under way when the site changed is answered but not kept. */
  let generation = 0;

  function remember(path: string, same: boolean) {
    paths.delete(path);
    if (paths.size >= kept) paths.delete(paths.keys().next().value!);
    paths.set(path, same);
  }

  async function renderShared(key: string, path: string, make: () => Promise<Response>): Promise<Entry | null> {
    let settle!: (entry: Entry | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    const started = generation;
    try {
      const made = await keptEntry(await make(), now());
      if (made === 'unsafe') {
        options.warn('page déclarée identique pour tous les membres, mais qui montre le membre', path);
        remember(path, false);
      } else if (made) {
        entry = { ...made, expires: made.made + delay };
        if (started === generation) {
          entries.set(
            key,
            entry,
            entry.parts.reduce((sum, part) => sum + part.byteLength, 0),
          );
        }
      }
      return entry;
    } finally {
      rendering.delete(key);
      settle(entry);
    }
  }

  return {
    clear() {
      entries.clear();
      generation++;
    },

    async serve(request, target, render) {
      if (delay <= 0 || request.method !== 'GET' || request.headers.has('authorization')) return null;
      const cookie = request.headers.get('cookie') ?? '';
      const token = sessionTokenFromCookie(cookie);
      const url = new URL(request.url);
      if (!token || paths.get(url.pathname) !== true || forcedReload(request.headers)) return null;
      const viewer = await options.findViewer(token);
      if (!viewer) return null;
      const others = cookie.replace(sessionCookie, '');
      const key = [
        target ?? url.pathname + url.search,
        request.headers.get('host'),
        request.headers.get('x-forwarded-host'),
        request.headers.get('x-forwarded-proto'),
        others,
        request.headers.get('accept-language'),
        viewer.roles.join(' '),
      ].join('\n');
      const make = () =>
        withStandIn(viewer.roles, (standIn) => {
          const headers = new Headers(request.headers);
          headers.set('cookie', `${others}${others ? '; ' : ''}session=${standIn}`);
          return render(new Request(request.url, { headers }), holes.nonce);
        });
      const hit = entries.get(key);
      const underway = rendering.get(key);
      let entry: Entry | null | undefined;
      if (hit && hit.expires > now()) entry = hit;
      else if (hit && now() - hit.expires < delay) {
        // Just expired: this member gets it as it was while one render refreshes it.
        if (!underway) renderShared(key, url.pathname, make).catch(() => undefined);
        entry = hit;
      } else entry = await (underway ?? renderShared(key, url.pathname, make));
      return entry ? fill(entry, viewer, request, options.policy, now()) : null;
    },

    learn(request, response, sameForMembers) {
      if (request.method !== 'GET' || response.status !== 200) return;
      if (!sessionTokenFromCookie(request.headers.get('cookie'))) return;
      remember(new URL(request.url).pathname, sameForMembers);
    },
  };
}

function forcedReload(headers: Headers): boolean {
  return /no-cache/i.test(headers.get('cache-control') ?? '') || /no-cache/i.test(headers.get('pragma') ?? '');
}

/** The stand-in render as an entry; null when it is not kept, 'unsafe' when it shows more of the member than holes. */
async function keptEntry(response: Response, made: number): Promise<Omit<Entry, 'expires'> | null | 'unsafe'> {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (response.status !== 200 || response.headers.has('set-cookie') || /no-store/.test(cacheControl)) return null;
  if (response.headers.get(SAME_FOR_MEMBERS) !== '1') return 'unsafe';
  const cut = cutAtHoles(await response.text());
  if (!cut) return 'unsafe';
  const headers = new Headers(response.headers);
  for (const name of [SAME_FOR_MEMBERS, 'content-length', 'content-security-policy']) headers.delete(name);
  return { made, status: response.status, headers: [...headers], ...cut };
}

const scriptOpen = '<script';
const scriptClose = '</script>';
/** React Router's hydration data: a JSON string in a script (`escapeHtml(JSON.stringify(chunk))`). */
const hydrationData = 'window.__reactRouterContext.streamController.enqueue(';

/** The document cut at its holes, or null when it holds a mark that is not a hole, or a name where none may be. */
export function cutAtHoles(html: string): { parts: Buffer[]; holes: Hole[] } | null {
  const parts: Buffer[] = [];
  const found: Hole[] = [];
  let from = 0;
  for (let at = html.indexOf(HOLE_START); at !== -1; at = html.indexOf(HOLE_START, from)) {
    let hole: Hole;
    if (html.startsWith(holes.nonce, at)) hole = 'nonce';
    else if (html.startsWith(holes.name, at)) {
      const script = html.lastIndexOf(scriptOpen, at);
      const inScript = script > html.lastIndexOf(scriptClose, at);
      if (!inScript) hole = 'html';
      else if (html.indexOf(hydrationData, script) === html.indexOf('>', script) + 1) hole = 'script';
      else return null;
    } else return null;
    parts.push(Buffer.from(html.slice(from, at)));
    found.push(hole);
    from = at + (hole === 'nonce' ? holes.nonce : holes.name).length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, holes: found };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const scriptEscapes: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/** Text as React writes it in HTML (text and attributes alike). */
export const asHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);

/**
 * Text as it stands in the hydration data's script: a string of turbo-stream (JSON), inside the chunk React Router
 * writes as a JSON string, escaped for HTML (`escapeHtml` of react-router's markup.ts).
 */
export const asHydrationData = (text: string) =>
  inJson(inJson(text)).replace(/[&><\u2028\u2029]/g, (c) => scriptEscapes[c]);

/** The entry for this member: holes filled, a fresh nonce and its policy, compressed as asked. */
async function fill(entry: Entry, viewer: SharedViewer, request: Request, policy: CspPolicy, at: number) {
  const nonce = freshNonce();
  const values: Record<Hole, Buffer> = {
    html: Buffer.from(asHtml(viewer.name)),
    script: Buffer.from(asHydrationData(viewer.name)),
    nonce: Buffer.from(nonce),
  };
  const pieces: Buffer[] = [entry.parts[0]];
  entry.holes.forEach((hole, i) => pieces.push(values[hole], entry.parts[i + 1]));
  const document = bytesOf(Buffer.concat(pieces));
  const encoding = negotiate(request.headers.get('accept-encoding'));
  const body = { bytes: encoding ? await compressBytes(document, encoding) : document, encoding };
  const headers = setBodyHeaders(new Headers(entry.headers), body);
  headers.set('content-security-policy', policy([`'nonce-${nonce}'`]));
  headers.set('age', String(Math.floor((at - entry.made) / 1000)));
  return wholeAnswer(body.bytes, { status: entry.status, headers });
}
