import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import {
  giftChangeMail,
  mandateEndedMail,
  paymentFailedMail,
  preNotificationMail,
  type GiftChange,
  type GiftFacts,
} from '../../emails/giving/giving.ts';
import type { Ctx } from '../context.ts';
import { queueMail } from '../jobs.ts';
import { formatEuros } from '../money.ts';
import { mandateText } from './mandate.ts';

type Gift = typeof schema.regularGifts.$inferSelect;

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** "2027-01-12" → "12 janvier 2027". */
export function frenchDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date === 1 ? '1er' : date} ${months[month - 1]} ${year}`;
}

function meansText(gift: Gift): string {
  if (gift.meansKind === 'sepa_debit') return `prélèvement SEPA sur le compte se terminant par ${gift.ibanLast4}`;
  const brand = gift.cardBrand ? ` ${gift.cardBrand.charAt(0).toUpperCase()}${gift.cardBrand.slice(1)}` : '';
  return `carte${brand} se terminant par ${gift.cardLast4}`;
}

const site = (ctx: Ctx) => ({ name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL });

/** The donor of a gift still theirs (a gift is detached from an erased account only once stopped, and then never mailed). */
async function donorOf(tx: DbOrTx, gift: Gift) {
  if (gift.userId === null) throw new Error(`regular gift ${gift.id} has no donor`);
  const [user] = await tx
    .select({ email: schema.users.email, firstname: schema.users.firstname })
    .from(schema.users)
    .where(eq(schema.users.id, gift.userId));
  return user;
}

function facts(gift: Gift, firstname: string): GiftFacts {
  return {
    firstname,
    amount: formatEuros(gift.amountCents),
    dayOfMonth: gift.dayOfMonth,
    means: meansText(gift),
    nextCharge: gift.nextChargeOn && frenchDay(gift.nextChargeOn),
    mandateReference: gift.mandateReference,
  };
}

/** A change of the gift confirmed to the donor, sent once the caller's transaction commits. */
export async function queueGiftMail(ctx: Ctx, tx: DbOrTx, gift: Gift, change: GiftChange): Promise<void> {
  const donor = await donorOf(tx, gift);
  const mandate =
    gift.meansKind === 'sepa_debit' && (change === 'created' || change === 'means')
      ? mandateText(ctx.config.SITE_NAME, ctx.config.SEPA_CREDITOR_ID)
      : [];
  const mail = giftChangeMail(site(ctx), change, facts(gift, donor.firstname), mandate);
  await queueMail(ctx, tx, { to: donor.email, ...mail });
}

/** SEPA's notice before the debit of `chargeOn`. */
export async function queuePreNotification(ctx: Ctx, tx: DbOrTx, gift: Gift, chargeOn: string): Promise<void> {
  const donor = await donorOf(tx, gift);
  const mail = preNotificationMail(site(ctx), {
    ...facts(gift, donor.firstname),
    chargeOn: frenchDay(chargeOn),
    creditorId: ctx.config.SEPA_CREDITOR_ID,
  });
  await queueMail(ctx, tx, { to: donor.email, ...mail });
}

/** A failed payment: the next retry's day, or none when the gift is suspended. */
export async function queuePaymentFailed(
  ctx: Ctx,
  tx: DbOrTx,
  gift: Gift,
  failedCents: number,
  nextAttempt: Date | null,
): Promise<void> {
  const donor = await donorOf(tx, gift);
  const mail = paymentFailedMail(site(ctx), {
    ...facts(gift, donor.firstname),
    failedAmount: formatEuros(failedCents),
    nextAttempt: nextAttempt && frenchDay(nextAttempt.toISOString().slice(0, 10)),
  });
  await queueMail(ctx, tx, { to: donor.email, ...mail });
}

/** The SEPA mandate of the gift's means is no longer valid. */
export async function queueMandateEnded(ctx: Ctx, tx: DbOrTx, gift: Gift): Promise<void> {
  const donor = await donorOf(tx, gift);
  await queueMail(ctx, tx, { to: donor.email, ...mandateEndedMail(site(ctx), facts(gift, donor.firstname)) });
}
