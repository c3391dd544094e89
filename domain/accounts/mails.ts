import { activationMail, passwordResetMail } from '../../emails/accounts.ts';
import type { Ctx } from '../context.ts';
import { lifetimes } from './lifetimes.ts';
import type { UserRow } from './users.ts';

function site(ctx: Ctx) {
  return { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
}

export async function sendActivationMail(ctx: Ctx, user: UserRow, token: string): Promise<void> {
  await ctx.mail.send({ to: user.email, ...activationMail(site(ctx), user, token, lifetimes.activationMs) });
}

export async function sendResetMail(ctx: Ctx, user: UserRow, token: string): Promise<void> {
  await ctx.mail.send({ to: user.email, ...passwordResetMail(site(ctx), user, token, lifetimes.resetMs) });
}
