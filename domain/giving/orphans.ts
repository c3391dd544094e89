import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { MAXIMUM_DONATION_CENTS, MINIMUM_DONATION_CENTS } from '../../db/schema/donation-limits.ts';
import type { MeansOfPayment, Subscription } from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import { askProvider } from '../payments/index.ts';
import { GIFT_PURPOSE, writeGift } from './gifts.ts';
import { LAST_DAY_OF_MONTH } from './schemas.ts';
import { catchUpSubscription } from './settle.ts';

const { regularGifts, givingCustomers } = schema;

/** How far back the provider's subscriptions are looked through: longer than the site could be down unnoticed. */
const ORPHAN_LOOKBACK_DAYS = 35;

type Adoptable = { userId: number; means: MeansOfPayment };

/**
 * Whether a subscription without a gift row is plainly what its member asked for: the member and the setup its
 * metadata names, the member's customer, the setup's saved means, the amount within bounds, and no gift of theirs
 * already paid by that means. Answers the gift to write, or why it is not (then it is cancelled).
 */
async function adoptable(ctx: Ctx, sub: Subscription): Promise<Adoptable | string> {
  const userId = Number(sub.metadata.userId);
  const setupId = sub.metadata.setupId;
  if (!Number.isInteger(userId) || !setupId) return 'ni membre ni enregistrement du moyen de paiement';
  const [customer] = await ctx.db.select().from(givingCustomers).where(eq(givingCustomers.userId, userId));
  if (customer?.customerId !== sub.customerId) return 'membre inconnu (compte effacé ?) ou d’un autre client';
  const setup = await askProvider(() => ctx.payments.billing.retrieveSetup(setupId));
  if (setup.customerId !== sub.customerId || setup.status !== 'succeeded' || setup.means?.id !== sub.paymentMethodId)
    return 'moyen de paiement qui n’est pas celui du membre';
  if (sub.amountCents < MINIMUM_DONATION_CENTS || sub.amountCents > MAXIMUM_DONATION_CENTS)
    return 'montant hors des bornes';
  if (sub.dayOfMonth < 1 || sub.dayOfMonth > LAST_DAY_OF_MONTH) return 'jour du mois hors des bornes';
  const [twin] = await ctx.db
    .select({ id: regularGifts.id })
    .from(regularGifts)
    .where(
      and(
        eq(regularGifts.providerPaymentMethodId, setup.means.id),
        ne(regularGifts.state, 'stopped'),
        // Its own row, written meanwhile by the form still running, is no twin.
        ne(regularGifts.providerSubscriptionId, sub.id),
      ),
    );
  if (twin) return `doublon du don ${twin.id}`;
  return { userId, means: setup.means };
}

/**
 * The subscriptions the provider made for a gift whose row was never written (the process died between the two, and
 * the donor did not send the form again; decision 0116). Each is adopted when it is plainly the member's: the gift
 * written as the form would have, confirmed by mail, its charges recorded, so the donor sees it and can stop it.
 * Any other is cancelled: no one is charged for a gift they cannot see. One the provider cannot answer about now is
 * looked at again next time.
 */
export async function adoptOrphans(ctx: Ctx): Promise<{ adopted: number; cancelled: number }> {
  const billing = ctx.payments.billing;
  const createdSince = new Date(ctx.clock.now().getTime() - ORPHAN_LOOKBACK_DAYS * 86_400_000);
  const done = { adopted: 0, cancelled: 0 };
  let listed: Subscription[];
  try {
    listed = await askProvider(() => billing.listSubscriptions({ purpose: GIFT_PURPOSE, createdSince }));
  } catch (err) {
    ctx.log.warn({ err }, 'abonnements du prestataire non listés : nouvel essai au prochain passage');
    return done;
  }
  if (listed.length === 0) return done;
  const known = await ctx.db
    .select({ id: regularGifts.providerSubscriptionId })
    .from(regularGifts)
    .where(
      inArray(
        regularGifts.providerSubscriptionId,
        listed.map((s) => s.id),
      ),
    );
  const written = new Set(known.map((k) => k.id));
  for (const sub of listed.filter((s) => !written.has(s.id))) {
    try {
      const found = await adoptable(ctx, sub);
      if (typeof found === 'string') {
        await askProvider(() => billing.cancelSubscription(sub.id));
        ctx.log.warn({ subscription: sub.id, reason: found }, 'abonnement sans don annulé chez le prestataire');
        done.cancelled += 1;
        continue;
      }
      const { amountCents, dayOfMonth, customerId } = sub;
      await writeGift(ctx, { ...found, customerId, amountCents, dayOfMonth }, sub);
      await catchUpSubscription(ctx, sub.id);
      ctx.log.warn({ subscription: sub.id, userId: found.userId }, 'abonnement sans don : don mensuel repris');
      done.adopted += 1;
    } catch (err) {
      ctx.log.warn({ err, subscription: sub.id }, 'abonnement sans don non traité : nouvel essai au prochain passage');
    }
  }
  return done;
}
