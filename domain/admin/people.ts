import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import { memberSearchText } from '../../db/schema/accounts.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { grantableRoles, membersChanged, sendResetLinkToMember } from '../accounts/index.ts';
import { text } from '../text.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { matchesSearch } from './staff-search.ts';
import { roleChangeSchema } from './forms.ts';

const membersPageSize = 25;

export const membersQuerySchema = z.object({
  q: text().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const u = schema.users;

async function rolesOf(ctx: Ctx, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (!userIds.length) return byUser;
  const rows = await ctx.db
    .select()
    .from(schema.userRoles)
    .where(sql`${schema.userRoles.userId} in ${userIds}`)
    .orderBy(asc(schema.userRoles.role));
  for (const { userId, role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

/** A page of the staff's list of members, in the order of `app_user_name_idx` (decision 0160). */
export function memberPageStatement(ctx: Ctx, condition: SQL | undefined, page: number) {
  return ctx.db
    .select({ id: u.id, email: u.email, firstname: u.firstname, lastname: u.lastname, activated: u.activated })
    .from(u)
    .where(condition)
    .orderBy(asc(u.lastname), asc(u.firstname), asc(u.id))
    .limit(membersPageSize)
    .offset((page - 1) * membersPageSize);
}

/** The members a search names: by their names or e-mail; every member without one. */
export function membersSearched(q: string | undefined): SQL | undefined {
  return q?.trim() ? matchesSearch(memberSearchText(u), q.trim()) : undefined;
}

/** Members, searched by name or e-mail, by name. */
export async function listMembers(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(membersQuerySchema, input);
  const condition = membersSearched(query.q);
  const [rows, [{ total }]] = await Promise.all([
    memberPageStatement(ctx, condition, query.page),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(u)
      .where(condition),
  ]);
  const roles = await rolesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] })),
    total,
    query,
    pageSize: membersPageSize,
  };
}

export async function getMember(ctx: Ctx, staff: Staff | null, userId: number) {
  assertStaff(staff);
  const [member] = await ctx.db
    .select({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      telMobile: u.telMobile,
      activated: u.activated,
      createdAt: u.createdAt,
    })
    .from(u)
    .where(eq(u.id, userId));
  if (!member) throw new NotFound('Membre introuvable');
  const s = schema.sessions;
  const [[{ sessions }], roles] = await Promise.all([
    ctx.db
      .select({ sessions: sql<number>`count(*)::int` })
      .from(s)
      .where(and(eq(s.userId, userId), isNull(s.revokedAt), sql`${s.expiresAt} > ${ctx.clock.now()}`)),
    rolesOf(ctx, [userId]),
  ]);
  return { ...member, roles: roles.get(userId) ?? [], openSessions: sessions, grantableRoles };
}

/** Grants or revokes one of the roles of spec part 1 §6; the journal keeps the roles before and after. */
export async function changeMemberRole(
  ctx: Ctx,
  staff: Staff | null,
  userId: number,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const { role, grant } = parseInput(roleChangeSchema, input);
  if (!(grantableRoles as readonly string[]).includes(role)) throw new Invalid({ role: 'Rôle inconnu' });
  const r = schema.userRoles;
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: u.id }).from(u).where(eq(u.id, userId)).for('update');
    if (!member) throw new NotFound('Membre introuvable');
    const before = (await tx.select({ role: r.role }).from(r).where(eq(r.userId, userId))).map((x) => x.role).sort();
    if (grant) await tx.insert(r).values({ userId, role }).onConflictDoNothing();
    else await tx.delete(r).where(and(eq(r.userId, userId), eq(r.role, role)));
    const after = grant ? [...new Set([...before, role])].sort() : before.filter((x) => x !== role);
    await recordStaffChange(tx, staff, {
      action: grant ? 'member.role.grant' : 'member.role.revoke',
      subjectType: 'member',
      subjectId: userId,
      before: { roles: before },
      after: { roles: after },
    });
  });
  membersChanged(ctx, userId);
  return { message: grant ? `Le rôle ${role} a été accordé.` : `Le rôle ${role} a été retiré.` };
}

/** Signs the member out everywhere: every open session revoked. */
export async function revokeMemberSessions(
  ctx: Ctx,
  staff: Staff | null,
  userId: number,
): Promise<{ message: string }> {
  assertStaff(staff);
  const s = schema.sessions;
  const count = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: u.id }).from(u).where(eq(u.id, userId));
    if (!member) throw new NotFound('Membre introuvable');
    const revoked = await tx
      .update(s)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(s.userId, userId), isNull(s.revokedAt)))
      .returning({ id: s.id });
    await recordStaffChange(tx, staff, {
      action: 'member.sessions.revoke',
      subjectType: 'member',
      subjectId: userId,
      before: { openSessions: revoked.length },
      after: { openSessions: 0 },
    });
    return revoked.length;
  });
  membersChanged(ctx, userId);
  return { message: `${count} session(s) fermée(s).` };
}

/** Activates an account that never followed its link. */
export async function activateMember(ctx: Ctx, staff: Staff | null, userId: number): Promise<{ message: string }> {
  assertStaff(staff);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ activated: u.activated }).from(u).where(eq(u.id, userId)).for('update');
    if (!member) throw new NotFound('Membre introuvable');
    await tx.update(u).set({ activated: true, updatedAt: ctx.clock.now() }).where(eq(u.id, userId));
    await recordStaffChange(tx, staff, {
      action: 'member.activate',
      subjectType: 'member',
      subjectId: userId,
      before: { activated: member.activated },
      after: { activated: true },
    });
  });
  membersChanged(ctx, userId);
  return { message: 'Le compte est activé.' };
}

/**
 * Mails the member a new link to choose a password (which also activates the account), as the member can from
 * /mon-compte. The accounts area queues the mail in its own write; the journal's record follows it.
 */
export async function resendMemberLink(ctx: Ctx, staff: Staff | null, userId: number): Promise<{ message: string }> {
  assertStaff(staff);
  await sendResetLinkToMember(ctx, userId);
  await recordStaffChange(ctx.db, staff, {
    action: 'member.link.send',
    subjectType: 'member',
    subjectId: userId,
    before: null,
    after: null,
  });
  return { message: 'Un lien pour choisir un mot de passe a été envoyé au membre.' };
}
