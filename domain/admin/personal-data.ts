import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { membersChanged } from '../accounts/index.ts';
import { NotFound } from '../errors.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/**
 * A member's personal data on request (issue 18 item 3): everything the site holds about the account, as JSON, and
 * its erasure. Donations and their tax receipts are kept as the law requires (their donor's name and address are the
 * accounts' record), detached from the account.
 */

export interface MemberData {
  exportedAt: string;
  account: Record<string, unknown>;
  roles: string[];
  sessions: { kind: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null }[];
  listeningPositions: { fichierId: number; positionSeconds: number; updatedAt: Date }[];
  ballotParticipations: { ballotSlug: string; votedAt: Date }[];
  donations: Record<string, unknown>[];
  receipts: { code: string; year: number; issuedAt: Date }[];
}

async function collect(ctx: Ctx, db: DbOrTx, userId: number): Promise<MemberData> {
  const u = schema.users;
  const [user] = await db.select().from(u).where(eq(u.id, userId));
  if (!user) throw new NotFound('Membre introuvable');
  const { passwordHash: _hash, passwordVersion: _version, ...account } = user;
  const d = schema.donations;
  const [roles, sessions, positions, ballots, donations, receipts] = await Promise.all([
    db.select({ role: schema.userRoles.role }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId)),
    db
      .select({
        kind: schema.sessions.kind,
        createdAt: schema.sessions.createdAt,
        expiresAt: schema.sessions.expiresAt,
        revokedAt: schema.sessions.revokedAt,
      })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, userId)),
    db
      .select({
        fichierId: schema.listeningPositions.fichierId,
        positionSeconds: schema.listeningPositions.positionSeconds,
        updatedAt: schema.listeningPositions.updatedAt,
      })
      .from(schema.listeningPositions)
      .where(eq(schema.listeningPositions.userId, userId)),
    db
      .select({
        ballotSlug: schema.ballotParticipations.ballotSlug,
        votedAt: schema.ballotParticipations.votedAt,
      })
      .from(schema.ballotParticipations)
      .where(eq(schema.ballotParticipations.userId, userId)),
    db
      .select({
        publicId: d.publicId,
        amountCents: d.amountCents,
        etat: d.etat,
        choix: d.choix,
        civilite: d.civilite,
        nom: d.nom,
        prenom: d.prenom,
        adressePostale: d.adressePostale,
        codePostal: d.codePostal,
        ville: d.ville,
        pays: d.pays,
        tel: d.tel,
        email: d.email,
        createdAt: d.createdAt,
        paidAt: d.paidAt,
      })
      .from(d)
      .where(sql`${d.userId} = ${userId} or ${d.email} = ${user.email}`),
    db
      .select({ code: schema.receipts.code, year: schema.receipts.year, issuedAt: schema.receipts.issuedAt })
      .from(schema.receipts)
      .where(eq(schema.receipts.email, user.email)),
  ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    account,
    roles: roles.map((r) => r.role).sort(),
    sessions,
    listeningPositions: positions,
    ballotParticipations: ballots,
    donations,
    receipts,
  };
}

/**
 * Erases the account: the member row and everything hanging on it (roles, sessions, one-time links, listening
 * positions, ballot participations) go; donations are kept and detached (user id removed); receipts stay as issued.
 * The staff journal keeps its rows, with no personal data of the member but the id.
 */
async function erase(tx: DbOrTx, userId: number): Promise<{ donationsDetached: number; roles: string[] }> {
  const [user] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
  if (!user) throw new NotFound('Membre introuvable');
  const roles = (
    await tx.select({ role: schema.userRoles.role }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId))
  )
    .map((r) => r.role)
    .sort();
  const detached = await tx
    .update(schema.donations)
    .set({ userId: null })
    .where(eq(schema.donations.userId, userId))
    .returning({ id: schema.donations.id });
  await tx.delete(schema.users).where(and(eq(schema.users.id, userId)));
  return { donationsDetached: detached.length, roles };
}

export async function exportMemberData(ctx: Ctx, staff: Staff | null, userId: number): Promise<MemberData> {
  assertStaff(staff);
  return ctx.db.transaction(async (tx) => {
    const data = await collect(ctx, tx, userId);
    await recordStaffChange(tx, staff, {
      action: 'member.data.export',
      subjectType: 'member',
      subjectId: userId,
      before: null,
      after: null,
    });
    return data;
  });
}

export async function deleteMemberData(ctx: Ctx, staff: Staff | null, userId: number): Promise<{ message: string }> {
  assertStaff(staff);
  await ctx.db.transaction(async (tx) => {
    const { donationsDetached, roles } = await erase(tx, userId);
    await recordStaffChange(tx, staff, {
      action: 'member.data.delete',
      subjectType: 'member',
      subjectId: userId,
      before: { roles, donationsDetached },
      after: null,
    });
  });
  membersChanged(ctx, userId);
  return { message: 'Les données du membre ont été supprimées ; ses dons et reçus sont conservés.' };
}

/** The member's own export, from /mon-compte. */
export function exportOwnData(ctx: Ctx, userId: number): Promise<MemberData> {
  return collect(ctx, ctx.db, userId);
}

/** The member's own erasure, from /mon-compte. */
export async function deleteOwnAccount(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.transaction((tx) => erase(tx, userId));
  membersChanged(ctx, userId);
}
