import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import { hashPassword } from '../../platform/password.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { membersChanged } from './member-cache.ts';
import { EmailTaken } from './messages.ts';
import { passwordMessages, passwordProblems } from './password-rules.ts';
import { grantableRoles, isGrantableRole } from './roles.ts';
import { emailField } from './schemas.ts';
import { normalizeEmail, titleCase, upper } from '../normalize.ts';
import { findUserByEmail, storedRolesSql } from './users.ts';

/** Operations of the command line (scripts/admin) until a back office exists. */

const roleField = z
  .string()
  .refine(isGrantableRole, { message: `Rôle inconnu (rôles possibles : ${grantableRoles.join(', ')})` });

const createUserSchema = z.object({
  email: emailField,
  password: z.string().min(1, passwordMessages.required),
  firstname: z.string().trim().min(1, 'Prénom requis').transform(titleCase),
  lastname: z.string().trim().min(1, 'Nom requis').transform(upper),
  roles: z.array(roleField).default([]),
  activated: z.boolean().default(false),
});

export async function createUser(ctx: Ctx, input: z.input<typeof createUserSchema>): Promise<{ id: number }> {
  const data = parseInput(createUserSchema, input);
  const [problem] = passwordProblems(data.password, data);
  if (problem) throw new Invalid({ password: problem });
  const passwordHash = await hashPassword(data.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({
        email: data.email,
        firstname: data.firstname,
        lastname: data.lastname,
        passwordHash,
        activated: data.activated,
      })
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id });
    if (!user) throw new EmailTaken();
    if (data.roles.length)
      await tx.insert(schema.userRoles).values(data.roles.map((role) => ({ userId: user.id, role })));
    return user;
  });
}

async function userIdOf(ctx: Ctx, email: string): Promise<number> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  if (!user) throw new NotFound(`Aucun compte pour ${email}`);
  return user.id;
}

export async function grantRole(ctx: Ctx, email: string, role: string): Promise<void> {
  parseInput(roleField, role);
  const userId = await userIdOf(ctx, email);
  await ctx.db.insert(schema.userRoles).values({ userId, role }).onConflictDoNothing();
  membersChanged(ctx, userId);
}

export async function revokeRole(ctx: Ctx, email: string, role: string): Promise<void> {
  parseInput(roleField, role);
  const userId = await userIdOf(ctx, email);
  const t = schema.userRoles;
  await ctx.db.delete(t).where(and(eq(t.userId, userId), eq(t.role, role)));
  membersChanged(ctx, userId);
}

export async function listUsers(ctx: Ctx) {
  const u = schema.users;
  return ctx.db
    .select({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      activated: u.activated,
      roles: storedRolesSql,
    })
    .from(u)
    .orderBy(asc(u.id));
}
