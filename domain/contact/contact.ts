import { createHash } from 'node:crypto';
import { contactMail } from '../../emails/donations/contact.ts';
import { schema } from '../../db/client.ts';
import { oneLine } from '../../platform/mail.ts';
import type { Ctx } from '../context.ts';
import { Invalid } from '../errors.ts';
import { queueMail } from '../jobs.ts';
import { parseInput } from '../validation.ts';
import { consume, type Limit } from '../rate-limit.ts';
import { contactSchema } from './schemas.ts';

const hour = 3600_000;
const tooManyMessages = (wait: string) => `Trop de messages envoyés, veuillez réessayer dans ${wait}`;

/**
 * Per visitor address, and per long message text from every address (a flood of one text from many addresses).
 * Nothing counts for the whole site or for a sender e-mail: a flood from elsewhere never closes the form to others
 * (decision 0018).
 */
const contactLimits = {
  perAddress: (address: string): Limit => ({
    key: `contact:addr:${address}`,
    max: 5,
    windowMs: hour,
    message: tooManyMessages,
  }),
  perText: (message: string): Limit => ({
    key: `contact:text:${textFingerprint(message)}`,
    max: 3,
    windowMs: hour,
    message: tooManyMessages,
  }),
};

/**
 * Below this length (case and spacing ignored) a text is not counted from every address: strangers often send the
 * same short greeting or question, and a flood of one text is advertising, longer (decision 0018).
 */
const floodTextMinLength = 100;

/** The same text whatever its case and spacing. */
function normalizedText(message: string): string {
  return message.toLowerCase().replace(/\s+/g, ' ').trim();
}

function textFingerprint(message: string): string {
  return createHash('sha256').update(normalizedText(message)).digest('base64url');
}

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
  if (input.address) await consume(ctx, contactLimits.perAddress(input.address));
  if (normalizedText(data.message).length >= floodTextMinLength)
    await consume(ctx, contactLimits.perText(data.message));

  // The name goes into the mail's subject: never a line break there (header injection).
  const message = { domain, nom: oneLine(data.nom), adresseEmail: data.adresseEmail, message: data.message };
  const mail = contactMail({ name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL }, message);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(schema.contactMessages).values(message);
    await queueMail(ctx, tx, { to: ctx.config.STAFF_EMAIL, replyTo: data.adresseEmail, ...mail });
  });
  return { success: true };
}
