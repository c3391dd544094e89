import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { activationMail, passwordResetMail } from '../../emails/accounts.ts';
import type { Ctx } from '../context.ts';
import { enqueue, type AccountLinkJob } from '../jobs.ts';
import { issueLink } from './links.ts';
import { lifetimes } from './lifetimes.ts';
import type { UserRow } from './users.ts';

function site(ctx: Ctx) {
  return { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
}

/** Mails the member a one-time link in the background, once the caller's transaction commits. */
export function queueLinkMail(ctx: Ctx, tx: DbOrTx, user: UserRow, purpose: AccountLinkJob['purpose']): Promise<void> {
  return enqueue(ctx, tx, 'account-link-mail', { userId: user.id, purpose });
}

/**
 * The job: issues the link now (the queue never holds a usable token) and mails it. An account removed meanwhile
 * gets nothing.
 */
export async function sendLinkMail(ctx: Ctx, job: AccountLinkJob): Promise<void> {
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, job.userId));
  if (!user) return;
  const token = await issueLink(ctx.db, ctx.clock.now(), user, job.purpose);
  const mail =
    job.purpose === 'activation'
      ? activationMail(site(ctx), user, token, lifetimes.activationMs)
      : passwordResetMail(site(ctx), user, token, lifetimes.resetMs);
  await ctx.mail.send({ to: user.email, ...mail });
}
