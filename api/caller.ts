import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { findSession, type SessionMember } from '../domain/accounts/index.ts';
import { Forbidden, Unauthorized } from '../domain/errors.ts';
import { isSameOrigin, reachedOrigin, REFUSED_ORIGIN, sessionTokenFromCookie } from '../platform/browser-session.ts';
import { clientAddress, trustsProxy } from '../platform/client-address.ts';
import type { ApiEnv } from './env.ts';

/**
 * Who is calling, for every handler: the session of the token in the Authorization header, or, for the calls the
 * site's own pages make (the players' listening positions), of the session cookie.
 */

/**
 * The token of a user call (docs/decisions/0012). Accepted forms:
 *   Authorization: Bearer <token>
 *   Authorization: Basic <token>                   (the token as is, as the site's browser code sends it)
 *   Authorization: Basic base64(<anything>:<token>) (standard Basic credentials, the token as password)
 *   Authorization: Basic base64(<token>:)           (the token as user name, empty password: `curl -u TOKEN:`)
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = header?.match(/^(Bearer|Basic)\s+([A-Za-z0-9+/=_-]{1,200})$/i);
  if (!match) return null;
  const [, scheme, value] = match;
  if (/^[A-Za-z0-9_-]{43}$/.test(value) || scheme.toLowerCase() === 'bearer') return value;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  return password || user || null;
}

export interface CallerOptions {
  /** Also accept the site's session cookie when no Authorization header is sent. */
  cookie?: boolean;
  /** Read the session from the database, not from memory (staff calls: see findSession). */
  fresh?: boolean;
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The member behind the call, or null when it carries no valid session. A cookie-authenticated write from another
 * site is refused (403).
 */
export async function findCaller(
  c: Context<ApiEnv>,
  { cookie = false, fresh = false }: CallerOptions = {},
): Promise<SessionMember | null> {
  const header = c.req.header('authorization');
  if (header || !cookie) {
    const token = tokenFromHeader(header);
    return token ? findSession(c.get('ctx'), token, 'api', { fresh }) : null;
  }
  const token = sessionTokenFromCookie(c.req.header('cookie'));
  const member = token ? await findSession(c.var.ctx, token, 'cookie', { fresh }) : null;
  const { PUBLIC_URL, TRUST_PROXY } = c.var.ctx.config;
  const origin = c.req.header('origin');
  if (
    member &&
    !readOnly.has(c.req.method) &&
    !isSameOrigin(origin, reachedOrigin(c.req.raw, PUBLIC_URL, trustsProxy(TRUST_PROXY)), PUBLIC_URL)
  ) {
    c.var.ctx.log.warn(
      { method: c.req.method, origin: origin?.slice(0, 200) },
      'écriture refusée : origine non autorisée',
    );
    throw new Forbidden(REFUSED_ORIGIN);
  }
  return member;
}

/** The member behind the call, or 401. */
export async function requireCaller(c: Context<ApiEnv>, options?: CallerOptions): Promise<SessionMember> {
  const member = await findCaller(c, options);
  if (!member) throw new Unauthorized('Session absente ou expirée, veuillez vous reconnecter');
  return member;
}

/** Where the call comes from, for the rate limits of sign-in and mails. */
export function requester(c: Context<ApiEnv>) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return { address: clientAddress(c.req.raw.headers, incoming, c.var.ctx.config.TRUST_PROXY) };
}
