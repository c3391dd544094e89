import { schema } from '../../db/client.ts';
import { hashPassword } from '../../platform/password.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { limits } from './limits.ts';
import { queueLinkMail } from './mails.ts';
import { accountMessages, EmailTaken } from './messages.ts';
import { consume } from '../rate-limit.ts';
import { registrationSchema } from './schemas.ts';
import { findUserByEmail } from './users.ts';

/** Who asks, as the adapter sees it: the visitor's address, for the rate limits. */
export interface Requester {
  address: string;
}

/**
 * Registration (spec part 1 §2, §7 inscriptionUser): an inactive account and an activation mail (48 h link).
 * Answers the message the form shows in its modal. Limited per address only: an e-mail gets one activation mail, when
 * its account is created, so there is no per-e-mail count a stranger could fill.
 */
export async function register(ctx: Ctx, input: unknown, who: Requester): Promise<{ message: string }> {
  const data = parseInput(registrationSchema, input);
  await consume(ctx, limits.mailsPerAddress(who.address));
  refuseCommonPassword(data.password);
  if (await findUserByEmail(ctx.db, data.email)) throw new EmailTaken();

  const passwordHash = await hashPassword(data.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({
        email: data.email,
        firstname: data.prenom,
        lastname: data.nom,
        telMobile: data.telMobile,
        dateNaissance: data.dateNaissance,
        lieuNaissance: data.lieuNaissance,
        passwordHash,
      })
      .onConflictDoNothing({ target: schema.users.email })
      .returning();
    if (!user) throw new EmailTaken();
    await queueLinkMail(ctx, tx, user, 'activation');
    return user;
  });
  return { message: accountMessages.registered(user.email) };
}
