import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { Ctx } from '../context.ts';
import { lifetimes } from './lifetimes.ts';
import { keptForMember, membersChanged } from './member-cache.ts';
import { memberRoles } from './roles.ts';
import { hashToken, newToken } from './tokens.ts';
import { storedRolesSql } from './users.ts';

const s = schema.sessions;
const u = schema.users;
const rotated = schema.rotatedRefreshTokens;

export type SessionKind = 'cookie' | 'api';

/** What a new session hands out: the token, and for API sessions a refresh token. */
export interface IssuedSession {
  token: string;
  refreshToken: string | null;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** Opens a session for a member: a cookie session for the browser, an access + refresh pair for the API. */
export async function openSession(db: DbOrTx, now: Date, userId: number, kind: SessionKind): Promise<IssuedSession> {
  const token = newToken();
  const refreshToken = kind === 'api' ? newToken() : null;
  const ttl = kind === 'api' ? lifetimes.apiAccessMs : lifetimes.cookieSessionMs;
  await db.insert(s).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl),
    refreshTokenHash: refreshToken ? hashToken(refreshToken) : null,
    refreshExpiresAt: refreshToken ? new Date(now.getTime() + lifetimes.apiRefreshMs) : null,
  });
  return { token, refreshToken, expiresIn: ttl / 1000 };
}

/** The signed-in member behind a token: session, member and roles in ONE query (one per signed-in render). */
export interface SessionMember {
  sessionId: number;
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  roles: string[];
}

/** Session, member and roles by token hash: built once (decision 0037), as it runs for every signed-in request. */
const sessionByToken = preparedStatement((db) =>
  db
    .select({
      sessionId: s.id,
      userId: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      roles: storedRolesSql,
      expiresAt: s.expiresAt,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId))
    .where(
      and(
        eq(s.tokenHash, sql.placeholder('tokenHash')),
        eq(s.kind, sql.placeholder('kind')),
        isNull(s.revokedAt),
        gt(s.expiresAt, sql.placeholder('now')),
        eq(u.activated, true),
      ),
    )
    .prepare('session_by_token'),
);

export async function findSession(
  ctx: Ctx,
  token: string,
  kind: SessionKind,
  /**
   * `fresh`: read from the database, not from what this process keeps. For staff authority: a role revoked on
   * another process must be refused at once, not once the database's notification has arrived here (decision 0084).
   */
  options: { fresh?: boolean } = {},
): Promise<SessionMember | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const read = async () => {
    const [row] = await sessionByToken(ctx.db).execute({ tokenHash, kind, now: ctx.clock.now() });
    if (!row) return null;
    const { expiresAt, ...member } = row;
    return { value: { ...member, roles: memberRoles(row.roles) }, userId: row.userId, until: expiresAt };
  };
  if (options.fresh) return (await read())?.value ?? null;
  return keptForMember(ctx, `session:${kind}:${tokenHash}`, read);
}

export async function revokeSession(ctx: Ctx, token: string, kind: SessionKind): Promise<void> {
  const revoked = await ctx.db
    .update(s)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(s.tokenHash, hashToken(token)), eq(s.kind, kind), isNull(s.revokedAt)))
    .returning({ userId: s.userId });
  membersChanged(ctx, ...revoked.map((r) => r.userId));
}

/** Revokes every session of a member (password change), but the one given; the caller calls `membersChanged` after commit. */
export async function revokeOtherSessions(
  db: DbOrTx,
  now: Date,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const conditions = [eq(s.userId, userId), isNull(s.revokedAt)];
  if (keepSessionId) conditions.push(ne(s.id, keepSessionId));
  await db
    .update(s)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/**
 * The refresh-token grant: a live refresh token gets a new access token and a new refresh token (rotation);
 * the old pair stops working at once. Returns null for an unknown, used, expired or revoked refresh token, and a
 * rotated token that comes back revokes its session: the thief and the member both lose it (decision 0011).
 */
export async function refreshSession(ctx: Ctx, refreshToken: string): Promise<IssuedSession | null> {
  if (!refreshToken || refreshToken.length > 100) return null;
  const now = ctx.clock.now();
  const presented = hashToken(refreshToken);
  const token = newToken();
  const next = newToken();
  let changed: number[] = [];
  const issued = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(s)
      .set({
        tokenHash: hashToken(token),
        refreshTokenHash: hashToken(next),
        expiresAt: new Date(now.getTime() + lifetimes.apiAccessMs),
        refreshExpiresAt: new Date(now.getTime() + lifetimes.apiRefreshMs),
      })
      .where(
        and(
          eq(s.refreshTokenHash, presented),
          eq(s.kind, 'api'),
          isNull(s.revokedAt),
          gt(s.refreshExpiresAt, now),
          sql`exists (select 1 from ${u} where ${u.id} = ${s.userId} and ${u.activated})`,
        ),
      )
      .returning({ id: s.id, userId: s.userId });
    if (row) {
      await tx.insert(rotated).values({ tokenHash: presented, sessionId: row.id, rotatedAt: now });
      changed = [row.userId];
      return { token, refreshToken: next, expiresIn: lifetimes.apiAccessMs / 1000 };
    }
    const reused = tx.select({ id: rotated.sessionId }).from(rotated).where(eq(rotated.tokenHash, presented));
    const revoked = await tx
      .update(s)
      .set({ revokedAt: now })
      .where(and(inArray(s.id, reused), isNull(s.revokedAt)))
      .returning({ userId: s.userId });
    changed = revoked.map((r) => r.userId);
    return null;
  });
  membersChanged(ctx, ...changed);
  return issued;
}
