import { eq, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { hashPassword } from '../../platform/password.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { limits, mayMail } from './limits.ts';
import { consumeLink, peekLink } from './links.ts';
import { queueLinkMail } from './mails.ts';
import { accountMessages, InvalidLink, UnknownEmail } from './messages.ts';
import { passwordProblems } from './password-rules.ts';
import { consume } from '../rate-limit.ts';
import type { Requester } from './register.ts';
import { forgotSchema, passwordChangeSchema } from './schemas.ts';
import { membersChanged } from './member-cache.ts';
import { openSession, revokeOtherSessions, type SessionKind } from './sessions.ts';
import type { SignedIn } from './signin.ts';
import { findUserByEmail, findUserWithRoles, userView } from './users.ts';

/**
 * Forgotten account (spec part 1 §2, §7 sendLinkUserPasswordForgot): a reset link valid one hour. Past the e-mail's
 * mail volume the answer is the same but nothing is sent (see mayMail).
 */
export async function sendForgottenLink(ctx: Ctx, input: unknown, who: Requester): Promise<{ message: string }> {
  const { email } = parseInput(forgotSchema, input);
  const send = await mayMail(ctx, email, who.address);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new UnknownEmail();
  if (send) await queueLinkMail(ctx, ctx.db, user, 'reset');
  else ctx.log.info({ userId: user.id }, 'lien de réinitialisation non envoyé (trop de demandes pour ce compte)');
  return { message: accountMessages.forgotSent };
}

/** "Changer de mot de passe" on the account page: a reset link to the signed-in member's own address. */
export async function sendResetLinkToMember(ctx: Ctx, userId: number): Promise<{ message: string }> {
  const found = await findUserWithRoles(ctx.db, userId);
  if (!found) throw new NotFound();
  await consume(ctx, limits.mailsPerMember(userId));
  await queueLinkMail(ctx, ctx.db, found.user, 'reset');
  return { message: accountMessages.resetSentFromAccount };
}

/** What the reset page shows before the form: the link's member, or InvalidLink. The link stays usable. */
export async function checkResetLink(ctx: Ctx, token: string) {
  const user = await peekLink(ctx.db, ctx.clock.now(), token, 'reset');
  if (!user) throw new InvalidLink();
  return { firstname: user.firstname, lastname: user.lastname, email: user.email };
}

/**
 * Password reset by link (spec part 1 §7 userPasswordChange): checks the rules against the link's member,
 * changes the password (which kills every other link), activates the account, revokes every session and signs in.
 */
export async function resetPassword(ctx: Ctx, token: string, input: unknown, kind: SessionKind): Promise<SignedIn> {
  const { newPassword } = parseInput(passwordChangeSchema, input);
  const now = ctx.clock.now();
  const user = await peekLink(ctx.db, now, token, 'reset');
  if (!user) throw new InvalidLink();
  const [problem] = passwordProblems(newPassword, user);
  if (problem) throw new Invalid({ newPassword: problem });
  refuseCommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);

  const session = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLink(tx, now, token, 'reset');
    if (userId !== user.id) throw new InvalidLink();
    await tx
      .update(schema.users)
      .set({ passwordHash, passwordVersion: sql`${schema.users.passwordVersion} + 1`, activated: true, updatedAt: now })
      .where(eq(schema.users.id, user.id));
    await revokeOtherSessions(tx, now, user.id);
    return openSession(tx, now, user.id, kind);
  });
  membersChanged(ctx, user.id);
  const found = await findUserWithRoles(ctx.db, user.id);
  return { user: userView(found!.user, found!.roles), session };
}

/**
 * What the activation page shows before anything changes: the link's member, or InvalidLink. The link stays usable,
 * so a mail scanner fetching it (a GET) neither activates the account nor takes a session (decision 0103).
 */
export async function checkActivationLink(ctx: Ctx, token: string) {
  const user = await peekLink(ctx.db, ctx.clock.now(), token, 'activation');
  if (!user) throw new InvalidLink();
  return { firstname: user.firstname, lastname: user.lastname, email: user.email };
}

/**
 * Activation / connection by link (spec part 1 §7 authByToken): activates the account and signs the member in.
 * Pages call it on a POST only (decision 0103).
 */
export async function signInByLink(ctx: Ctx, token: string, kind: SessionKind): Promise<SignedIn> {
  const now = ctx.clock.now();
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLink(tx, now, token, 'activation');
    if (!userId) throw new InvalidLink();
    await tx.update(schema.users).set({ activated: true, updatedAt: now }).where(eq(schema.users.id, userId));
    return { userId, issued: await openSession(tx, now, userId, kind) };
  });
  membersChanged(ctx, session.userId);
  const found = await findUserWithRoles(ctx.db, session.userId);
  return { user: userView(found!.user, found!.roles), session: session.issued };
}
