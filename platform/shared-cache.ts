import { createHash } from 'node:crypto';

/**
 * What a shared cache (nginx, a CDN) may keep of the site's answers (decision 0092). A page or a public JSON read
 * answered to an anonymous request (GET or HEAD, no session cookie, no Authorization) with a 200 and no Set-Cookie is
 * `public` for as long as the process's own page cache keeps it (PAGE_CACHE_SECONDS, then as long again while it is
 * refreshed), with `Vary` naming the request headers it was made from. Every other answer of those routes is
 * `private, no-store`, whatever the route said: a member's page, or an answer setting a cookie, is never shared.
 */

const sessionCookie = /(?:^|;\s*)session=/;

/** A read that no session and no credential took part in: the only kind whose answer may be shared. */
export function anonymousRead(request: Request): boolean {
  const { method, headers } = request;
  return (
    (method === 'GET' || method === 'HEAD') &&
    !sessionCookie.test(headers.get('cookie') ?? '') &&
    !headers.has('authorization')
  );
}

/** The Cache-Control of a shared answer: kept `seconds` by shared caches, served that long again while refreshed. */
function sharedCacheControl(seconds: number): string {
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'public, no-cache';
}

/** Whether an answer was marked shared by `markCacheability` (not a static asset with its own long life). */
export function isSharedAnswer(response: Response): boolean {
  return /^public, (max-age=0, s-maxage=|no-cache$)/.test(response.headers.get('cache-control') ?? '');
}

const privateAnswer = 'private, no-store';

/**
 * Sets Cache-Control (and Vary) on an answer of a page or of a public read. `vary`: the request headers the answer
 * depends on besides the encoding (which the compression may choose on the way out, so it is always named).
 */
export function markCacheability(
  request: Request,
  response: Response,
  options: { seconds: number; vary: readonly string[] },
): void {
  const headers = response.headers;
  const chosen = headers.get('cache-control');
  const shareable = anonymousRead(request) && response.status === 200 && !headers.has('set-cookie');
  if (!shareable) {
    if (!chosen || /public/i.test(chosen)) headers.set('cache-control', privateAnswer);
    return;
  }
  // A route that chose (no-store for a token in the page, say) keeps its choice.
  if (chosen) return;
  headers.set('cache-control', sharedCacheControl(options.seconds));
  const named = new Set((headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()));
  for (const name of [...options.vary, 'Accept-Encoding'])
    if (!named.has(name.toLowerCase())) headers.append('vary', name);
}

/** A strong validator of these exact bytes (a compressed answer has its own), computed once for a shared body. */
export function entityTag(bytes: Uint8Array): string {
  let tag = tags.get(bytes);
  if (!tag) tags.set(bytes, (tag = `"${createHash('sha1').update(bytes).digest('base64url')}"`));
  return tag;
}

/** Tags of the bodies answers share (a kept JSON answer, a cached page: the same bytes each time), while they live. */
const tags = new WeakMap<Uint8Array, string>();

/** Whether If-None-Match names this tag (or `*`); weak comparison, as RFC 9110 asks for If-None-Match. */
export function matchesTag(tag: string, ifNoneMatch: string | null | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** The headers a 304 carries: those the 200 would have had that describe it, not its body (RFC 9110 §15.4.5). */
export const notModifiedHeaders = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];
