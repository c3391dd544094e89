import { and, asc, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { dayOf } from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { billingNow } from './gifts.ts';
import { queuePreNotification } from './mails.ts';
import { PRE_NOTIFICATION_DAYS } from './mandate.ts';
import { adoptOrphans } from './orphans.ts';
import { catchUpSubscription } from './settle.ts';

const { regularGifts } = schema;

/** At most this many gifts asked about per pass of the reconciler. */
const reconcileBatch = 1000;

/**
 * Asks the provider about the gifts whose news is due: a charge day passed (its invoice should be known and the next
 * day set) or a payment failing (its retries). Whatever a webhook late or lost did not say is recorded as it would
 * have been. Answers how many gifts were asked about; one the provider cannot answer now is asked again next time.
 */
async function reconcileGifts(ctx: Ctx, today: string): Promise<number> {
  const due = await ctx.db
    .select()
    .from(regularGifts)
    .where(
      and(
        ne(regularGifts.state, 'stopped'),
        or(
          and(isNotNull(regularGifts.nextChargeOn), lte(regularGifts.nextChargeOn, today)),
          eq(regularGifts.state, 'failing'),
        ),
      ),
    )
    .orderBy(asc(regularGifts.updatedAt))
    .limit(reconcileBatch);
  for (const gift of due) {
    try {
      // Asked and unchanged: moved to the back of the queue all the same.
      if (!(await catchUpSubscription(ctx, gift.providerSubscriptionId)))
        await ctx.db.update(regularGifts).set({ updatedAt: new Date() }).where(eq(regularGifts.id, gift.id));
    } catch (err) {
      ctx.log.warn({ err, gift: gift.id }, 'don mensuel non rapproché : nouvel essai au prochain passage');
    }
  }
  return due.length;
}

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * SEPA's pre-notification: each debit's amount and day mailed PRE_NOTIFICATION_DAYS days before (or at once when
 * closer), once per debit: the day told is written with the mail's job, in one transaction.
 */
async function sendPreNotifications(ctx: Ctx, today: string): Promise<number> {
  const horizon = addDays(today, PRE_NOTIFICATION_DAYS);
  const due = await ctx.db
    .select()
    .from(regularGifts)
    .where(
      and(
        eq(regularGifts.state, 'active'),
        eq(regularGifts.meansKind, 'sepa_debit'),
        gt(regularGifts.nextChargeOn, today),
        lte(regularGifts.nextChargeOn, horizon),
        sql`${regularGifts.notifiedChargeOn} is distinct from ${regularGifts.nextChargeOn}`,
      ),
    );
  let sent = 0;
  for (const gift of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(regularGifts)
        .set({ notifiedChargeOn: gift.nextChargeOn })
        .where(
          and(
            eq(regularGifts.id, gift.id),
            eq(regularGifts.nextChargeOn, gift.nextChargeOn!),
            sql`${regularGifts.notifiedChargeOn} is distinct from ${regularGifts.nextChargeOn}`,
          ),
        )
        .returning();
      if (!claimed) return;
      await queuePreNotification(ctx, tx, claimed, gift.nextChargeOn!);
      sent += 1;
    });
  }
  return sent;
}

/**
 * The `giving-run` job (one per slot for the whole site): with the simulated provider, bills what is due at its clock
 * (what Stripe does on its own); then adopts or cancels the subscriptions whose gift was never written, records what
 * the provider says of the gifts due, and sends the SEPA notices.
 */
export async function runGiving(ctx: Ctx) {
  const started = Date.now();
  const billed = (await ctx.payments.simulatedBilling?.runBilling()) ?? { invoiced: 0, attempted: 0 };
  const today = dayOf(await billingNow(ctx));
  const orphans = await adoptOrphans(ctx);
  let asked = 0;
  // The reconciler takes a batch at a time; a month of many gifts takes several (failing ones stay due: a bound).
  for (let pass = 0; pass < 20; pass += 1) {
    const batch = await reconcileGifts(ctx, today);
    asked += batch;
    if (batch < reconcileBatch) break;
  }
  const notified = await sendPreNotifications(ctx, today);
  const result = { ...billed, ...orphans, asked, notified, ms: Date.now() - started };
  ctx.log.info(result, 'dons mensuels : passage');
  return result;
}

/**
 * Staff and development only: moves the simulated provider's clock forward (tests, the demonstration), then runs
 * the month. Refused with a real provider, whose time is its own.
 */
export async function advanceSimulatedClock(ctx: Ctx, to: Date) {
  const simulated = ctx.payments.simulatedBilling;
  if (!simulated || ctx.payments.kind !== 'simulated') throw new NotFound('Horloge simulée indisponible');
  await simulated.advanceClock(to);
  return runGiving(ctx);
}
