import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { findSession, type SessionMember, type SignedIn } from '../../../domain/accounts/index.ts';
import { Unauthorized } from '../../../domain/errors.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import type { ApiEnv } from '../../env.ts';

/**
 * The token of a user call (docs/decisions: Basic header). Accepted forms:
 *   Authorization: Bearer <token>
 *   Authorization: Basic <token>                   (the token as is, as the site's browser code sends it)
 *   Authorization: Basic base64(<anything>:<token>) (standard Basic credentials, the token as password)
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = header?.match(/^(Bearer|Basic)\s+([A-Za-z0-9+/=_-]{1,200})$/i);
  if (!match) return null;
  const [, scheme, value] = match;
  if (/^[A-Za-z0-9_-]{43}$/.test(value) || scheme.toLowerCase() === 'bearer') return value;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

/** The member behind the call's token, or 401. */
export async function requireMember(c: Context<ApiEnv>): Promise<SessionMember> {
  const token = tokenFromHeader(c.req.header('authorization'));
  const member = token ? await findSession(c.var.ctx, token, 'api') : null;
  if (!member) throw new Unauthorized('Session absente ou expirée, veuillez vous reconnecter');
  return member;
}

export function requester(c: Context<ApiEnv>) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return { address: clientAddress(c.req.raw.headers, incoming, c.var.ctx.config.TRUST_PROXY) };
}

/** The spec's "User (session)": the member with the token and refresh token of the new session. */
export function sessionUser({ user, session }: SignedIn) {
  return { ...user, token: session.token, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
}
