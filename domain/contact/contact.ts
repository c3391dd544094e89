import { contactMail } from '../../emails/donations/contact.ts';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { Invalid } from '../errors.ts';
import { queueMail } from '../jobs.ts';
import { parseInput } from '../validation.ts';
import { consume } from '../rate-limit.ts';
import { contactSchema } from './schemas.ts';

const hour = 3600_000;
/** Per visitor address, per sender e-mail, and for the whole site (a flood from many addresses). */
const limits = { perAddress: 5, perEmail: 5, site: 200 };
const tooManyMessages = 'Trop de messages envoyés, veuillez réessayer plus tard';

/**
 * POST /websites/public/sendMessage/{domain}/domaine: stores the message and mails it to the staff (in the background),
 * reply-to the sender. A filled honeypot is answered as a success and dropped.
 */
export async function sendContactMessage(
  ctx: Ctx,
  input: { domain: string; body: unknown; address: string | null },
): Promise<{ success: true }> {
  const data = parseInput(contactSchema, input.body);
  const domain = input.domain.trim().toLowerCase();
  if (!/^[a-z0-9.-]{1,253}$/.test(domain)) throw new Invalid({ domain: 'Le domaine est invalide' });
  if (data.siteWeb) {
    ctx.log.info({ domain }, 'message de contact écarté (champ piège rempli)');
    return { success: true };
  }
  const limit = (key: string, max: number) => ({ key, max, windowMs: hour, message: tooManyMessages });
  if (input.address) await consume(ctx, limit(`contact:addr:${input.address}`, limits.perAddress));
  await consume(ctx, limit(`contact:email:${data.adresseEmail}`, limits.perEmail));
  await consume(ctx, limit('contact:site', limits.site));

  const message = { domain, nom: data.nom, adresseEmail: data.adresseEmail, message: data.message };
  const mail = contactMail({ name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL }, message);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(schema.contactMessages).values(message);
    await queueMail(ctx, tx, { to: ctx.config.STAFF_EMAIL, replyTo: data.adresseEmail, ...mail });
  });
  return { success: true };
}
