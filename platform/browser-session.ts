/**
 * The browser's side of a session, shared by the pages and the API: the cookie that carries the session token and
 * the origin check that guards cookie-authenticated writes (on top of the SameSite cookie).
 */
export const SESSION_COOKIE = 'session';

/** The session token of a Cookie header, or null. */
export function sessionTokenFromCookie(header: string | null | undefined): string | null {
  return header?.match(/(?:^|;\s*)session=([A-Za-z0-9_-]{1,100})(?:;|$)/)?.[1] ?? null;
}

/**
 * True when a browser request comes from the site's own pages: no Origin header (not sent by a browser form or
 * fetch, so no ambient cookie risk), or the site's public origin, or the host the request reached.
 */
export function isSameOrigin(origin: string | null | undefined, requestUrl: string, publicUrl: string): boolean {
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  return URL.canParse(origin) && new URL(origin).host === new URL(requestUrl).host;
}
