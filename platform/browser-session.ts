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
 * The cookie a successful sign-in leaves on the device (decision 0088): it lets that device's next sign-ins to the
 * same account pass the limits of a shared address.
 */
export const DEVICE_COOKIE = 'appareil';

/** The device token of a Cookie header, or null. */
export function deviceTokenFromCookie(header: string | null | undefined): string | null {
  return header?.match(/(?:^|;\s*)appareil=([A-Za-z0-9_.-]{1,200})(?:;|$)/)?.[1] ?? null;
}

/**
 * Set-Cookie for a device token: sent back only to the sign-in address `path` (/login, /api/users/auth), so it never
 * reaches other pages nor their cache; HttpOnly, SameSite=Lax, Secure when the site is served over HTTPS.
 */
export function deviceCookie(token: string, o: { path: string; publicUrl: string; maxAgeSeconds: number }): string {
  const secure = o.publicUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = Math.floor(o.maxAgeSeconds);
  return `${DEVICE_COOKIE}=${token}; Path=${o.path}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The answer to a cookie-authenticated write from another site. */
export const REFUSED_ORIGIN = 'Requête refusée : origine non autorisée';

/**
 * The origin (scheme, host, port) the browser reached. Behind a trusted proxy (TRUST_PROXY), its X-Forwarded-Proto
 * and X-Forwarded-Host; else the Host header, in PUBLIC_URL's scheme when it is PUBLIC_URL's host (a TLS proxy in
 * front keeps the host but speaks plain HTTP to the process), in the scheme the process received otherwise.
 */
export function reachedOrigin(request: Request, publicUrl: string, trustProxy: boolean): string {
  const url = new URL(request.url);
  const site = new URL(publicUrl);
  const forwarded = (name: string) => (trustProxy ? request.headers.get(name)?.split(',')[0]?.trim() : undefined);
  const host = forwarded('x-forwarded-host') || request.headers.get('host') || url.host;
  const proto = forwarded('x-forwarded-proto')?.toLowerCase();
  const scheme =
    proto === 'http' || proto === 'https'
      ? proto
      : host === site.host
        ? site.protocol.slice(0, -1)
        : url.protocol.slice(0, -1);
  const origin = `${scheme}://${host}`;
  return URL.canParse(origin) ? new URL(origin).origin : url.origin;
}

/**
 * True when a browser request comes from the site's own pages: no Origin header (not sent by a browser form or
 * fetch, so no ambient cookie risk), or exactly (scheme, host and port) the site's public origin or the origin the
 * request reached (`reachedOrigin`). `null` and anything that is not a URL are refused.
 */
export function isSameOrigin(origin: string | null | undefined, reached: string, publicUrl: string): boolean {
  if (!origin) return true;
  if (!URL.canParse(origin)) return false;
  const asked = new URL(origin).origin;
  return asked === new URL(publicUrl).origin || asked === new URL(reached).origin;
}
