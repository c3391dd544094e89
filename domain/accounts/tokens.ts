import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret of 256 random bits, URL-safe: session, refresh and link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database opens no session and no link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
