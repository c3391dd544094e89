import { eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { Forbidden, Invalid, NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { keptForMember, membersChanged } from './member-cache.ts';
import { accountMessages } from './messages.ts';
import { accountUpdateSchema } from './schemas.ts';
import { findUserWithRoles, userView, type UserView } from './users.ts';

/** The signed-in member's own record (spec part 1 §7 getUser). */
export async function getAccount(ctx: Ctx, userId: number): Promise<UserView> {
  const view = await keptForMember(ctx, `account:${userId}`, async () => {
    const found = await findUserWithRoles(ctx.db, userId);
    return found ? { value: userView(found.user, found.roles), userId } : null;
  });
  if (!view) throw new NotFound();
  return view;
}

/**
 * Account update (spec part 1 §7 updateUser/{id}): only the caller's own record; ids, roles and activation flags
 * in the body are ignored. The sign-in e-mail cannot be changed here (it would need a confirmation by mail).
 */
export async function updateAccount(
  ctx: Ctx,
  callerId: number,
  id: number,
  input: unknown,
): Promise<{ message: string }> {
  if (callerId !== id) throw new Forbidden();
  const data = parseInput(accountUpdateSchema, input);
  const found = await findUserWithRoles(ctx.db, id);
  if (!found) throw new NotFound();
  if (data.email && data.email !== found.user.email) throw new Invalid({ email: accountMessages.emailNotEditable });
  await ctx.db
    .update(schema.users)
    .set({
      firstname: data.firstname,
      lastname: data.lastname,
      dateNaissance: data.dateNaissance,
      lieuNaissance: data.lieuNaissance,
      ...('email2' in (input as object) ? { email2: data.email2 } : {}),
      ...('email3' in (input as object) ? { email3: data.email3 } : {}),
      ...('telMobile' in (input as object) ? { telMobile: data.telMobile } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(schema.users.id, id));
  membersChanged(ctx, id);
  return { message: accountMessages.accountUpdated };
}
