import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { lifetimes } from './lifetimes.ts';
import { hashToken, newToken } from './tokens.ts';
import type { UserRow } from './users.ts';

const t = schema.oneTimeTokens;
const u = schema.users;

export type LinkPurpose = 'activation' | 'reset';

/** Issues a one-time link token (256 random bits, stored hashed), bound to the member's current password. */
export async function issueLink(db: DbOrTx, now: Date, user: UserRow, purpose: LinkPurpose): Promise<string> {
  const token = newToken();
  const ttl = purpose === 'activation' ? lifetimes.activationMs : lifetimes.resetMs;
  await db.insert(t).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    passwordVersion: user.passwordVersion,
    expiresAt: new Date(now.getTime() + ttl),
  });
  return token;
}

function liveLink(token: string, purpose: LinkPurpose, now: Date) {
  return and(
    eq(t.tokenHash, hashToken(token)),
    eq(t.purpose, purpose),
    isNull(t.usedAt),
    gt(t.expiresAt, now),
    eq(t.passwordVersion, u.passwordVersion),
  );
}

/** The member a live link belongs to, without using it up (the reset page shows the names first). */
export async function peekLink(db: DbOrTx, now: Date, token: string, purpose: LinkPurpose): Promise<UserRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ user: u })
    .from(t)
    .innerJoin(u, eq(u.id, t.userId))
    .where(liveLink(token, purpose, now));
  return row?.user ?? null;
}

/**
 * Uses a live link up, once: of two concurrent uses only one succeeds (a conditional update).
 * Returns the member id, or null for an unknown, used, expired or outdated link.
 */
export async function consumeLink(db: DbOrTx, now: Date, token: string, purpose: LinkPurpose): Promise<number | null> {
  const user = await peekLink(db, now, token, purpose);
  if (!user) return null;
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.tokenHash, hashToken(token)), isNull(t.usedAt)))
    .returning({ userId: t.userId });
  return row?.userId ?? null;
}
