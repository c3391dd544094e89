import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  dayInMonth,
  dayOf,
  type MeansKind,
  type MeansOfPayment,
  type Subscription,
} from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import type { DonorDetails } from '../donor.ts';
import { Conflict, Invalid, NotFound, Unauthorized } from '../errors.ts';
import { centsToEuros } from '../money.ts';
import { askProvider } from '../payments/index.ts';
import { consume, type Limit } from '../rate-limit.ts';
import { parseInput } from '../validation.ts';
import { queueGiftMail } from './mails.ts';
import { PRE_NOTIFICATION_DAYS } from './mandate.ts';
import {
  giftChangeSchema,
  meansSetupSchema,
  meansUpdateSchema,
  regularGiftSchema,
  testMeansSchema,
  tooManyMeans,
} from './schemas.ts';
import { giftBySubscription, recordInvoice, syncSubscription } from './settle.ts';

const { regularGifts, regularGiftPayments, givingCustomers, users } = schema;
export type RegularGift = typeof regularGifts.$inferSelect;
/** The member asking (from the session), or null for a visitor: monthly giving needs an account. */
export type GivingMember = { userId: number } | null;

function memberId(member: GivingMember): number {
  if (!member) throw new Unauthorized('Un don mensuel se gère depuis votre compte : connectez-vous ou créez-en un');
  return member.userId;
}

/** The provider's time: the simulated provider's clock when it was moved forward, else the real time. */
export async function billingNow(ctx: Ctx): Promise<Date> {
  return ctx.payments.simulatedBilling ? ctx.payments.simulatedBilling.now() : ctx.clock.now();
}

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * The first charge of a gift set up (or resumed) on `today`: the chosen day, from tomorrow for a card, from
 * PRE_NOTIFICATION_DAYS days on for a SEPA debit so that its notice can go out before (decision 0117).
 */
export function firstChargeOn(today: string, dayOfMonth: number, kind: MeansKind): string {
  const from = addDays(today, kind === 'sepa_debit' ? PRE_NOTIFICATION_DAYS : 1);
  const thisMonth = dayInMonth(from, dayOfMonth, 0);
  return thisMonth >= from ? thisMonth : dayInMonth(from, dayOfMonth, 1);
}

/** The member's customer at the provider, made the first time. */
async function customerOf(ctx: Ctx, userId: number): Promise<string> {
  const [known] = await ctx.db.select().from(givingCustomers).where(eq(givingCustomers.userId, userId));
  if (known) return known.customerId;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  const customerId = await askProvider(() =>
    ctx.payments.billing.createCustomer({
      email: user.email,
      name: `${user.firstname} ${user.lastname}`,
      idempotencyKey: `giving-customer-${userId}`,
    }),
  );
  await ctx.db
    .insert(givingCustomers)
    .values({ userId, provider: ctx.payments.kind, customerId })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(givingCustomers).where(eq(givingCustomers.userId, userId));
  return row.customerId;
}

/** Step 1: a means of payment to set up; the browser confirms it with the provider (or the simulated form). */
/**
 * Card testers use such forms to try stolen numbers one after another: a member sets up at most this many means an
 * hour (a donor needs one or two). Counted per member, who must be signed in, never for the whole site.
 */
const meansSetupLimit = (userId: number): Limit => ({
  key: `giving:setup:${userId}`,
  max: 10,
  windowMs: 3_600_000,
  message: tooManyMeans,
});

export async function startMeansSetup(ctx: Ctx, member: GivingMember, input: unknown) {
  const userId = memberId(member);
  const { moyen } = parseInput(meansSetupSchema, input);
  await consume(ctx, meansSetupLimit(userId));
  const customerId = await customerOf(ctx, userId);
  const setup = await askProvider(() =>
    ctx.payments.billing.createSetup({ customerId, kind: moyen, idempotencyKey: `giving-setup-${randomUUID()}` }),
  );
  return { setupId: setup.id, clientSecret: setup.clientSecret, moyen };
}

/** Demonstration mode only: the simulated provider saves a test card or test IBAN, as Stripe.js would. */
export async function confirmTestMeans(ctx: Ctx, member: GivingMember, input: unknown) {
  const userId = memberId(member);
  const { clientSecret, ...typed } = parseInput(testMeansSchema, input);
  const simulated = ctx.payments.simulatedBilling;
  if (!simulated) throw new NotFound('Moyen de paiement de démonstration indisponible');
  const customerId = await customerOf(ctx, userId);
  const setupId = clientSecret.split('_secret_')[0];
  const setup = await askProvider(() => ctx.payments.billing.retrieveSetup(setupId));
  if (setup.customerId !== customerId) throw new NotFound('Moyen de paiement introuvable');
  const means =
    typed.moyen === 'card'
      ? { kind: 'card' as const, ...typed }
      : { kind: 'sepa_debit' as const, iban: typed.iban, titulaire: typed.titulaire };
  const confirmed = await askProvider(() => simulated.confirmSetupWithTestMeans(clientSecret, means));
  return { status: confirmed.status, error: confirmed.status === 'succeeded' ? null : confirmed.lastError };
}

/** The means a confirmed setup of this member saved; a SEPA debit needs its mandate accepted. */
async function savedMeans(
  ctx: Ctx,
  userId: number,
  setupId: string,
  mandateAccepted: boolean | undefined,
): Promise<{ customerId: string; means: MeansOfPayment }> {
  const customerId = await customerOf(ctx, userId);
  const setup = await askProvider(() => ctx.payments.billing.retrieveSetup(setupId));
  if (setup.customerId !== customerId) throw new NotFound('Moyen de paiement introuvable');
  if (setup.status !== 'succeeded' || !setup.means)
    throw new Invalid({ setupId: setup.lastError ?? 'Le moyen de paiement n’est pas encore validé' });
  if (setup.means.kind === 'sepa_debit' && mandateAccepted !== true)
    throw new Invalid({ mandatAccepte: 'Le mandat de prélèvement SEPA doit être accepté' });
  return { customerId, means: setup.means };
}

function meansColumns(means: MeansOfPayment) {
  return {
    meansKind: means.kind,
    cardBrand: means.kind === 'card' ? means.cardBrand : null,
    cardLast4: means.kind === 'card' ? means.last4 : null,
    ibanLast4: means.kind === 'sepa_debit' ? means.last4 : null,
    mandateReference: means.kind === 'sepa_debit' ? means.mandateReference : null,
    providerPaymentMethodId: means.id,
  };
}

/** What the gifts' subscriptions carry in their metadata, with the member and the setup (the reconciler looks for it). */
export const GIFT_PURPOSE = 'regular-gift';

/**
 * The gift row of a subscription the provider made, confirmed by mail once: written by the form, or by the reconciler
 * when the form's process died before (decision 0116); the subscription's id is unique, so both write one row.
 */
export async function writeGift(
  ctx: Ctx,
  gift: {
    userId: number;
    customerId: string;
    means: MeansOfPayment;
    amountCents: number;
    dayOfMonth: number;
    /** Absent when the reconciler writes it: the form, sent again, adds them (createRegularGift). */
    donor?: DonorDetails;
  },
  subscription: Subscription,
): Promise<RegularGift> {
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(regularGifts)
      .values({
        userId: gift.userId,
        amountCents: gift.amountCents,
        dayOfMonth: gift.dayOfMonth,
        ...gift.donor,
        ...meansColumns(gift.means),
        state: 'active',
        nextChargeOn: subscription.nextChargeOn,
        provider: ctx.payments.kind,
        providerCustomerId: gift.customerId,
        providerSubscriptionId: subscription.id,
      })
      .onConflictDoNothing({ target: regularGifts.providerSubscriptionId })
      .returning();
    if (inserted) await queueGiftMail(ctx, tx, inserted, 'created');
    return inserted ?? (await giftBySubscription(tx, subscription.id))!;
  });
}

/** Step 2: the gift (a member only; the amount is the one parsed here), charged monthly from its first day. */
export async function createRegularGift(ctx: Ctx, member: GivingMember, input: unknown): Promise<GiftView> {
  const userId = memberId(member);
  const { montant, jour, setupId, mandatAccepte, ...donor } = parseInput(regularGiftSchema, input);
  const { customerId, means } = await savedMeans(ctx, userId, setupId, mandatAccepte);
  // A form sent again after the provider forgot its idempotency key (Stripe: a day), or after the reconciler adopted
  // its subscription: the gift its means already pays.
  const [made] = await ctx.db
    .select()
    .from(regularGifts)
    .where(and(eq(regularGifts.userId, userId), eq(regularGifts.providerPaymentMethodId, means.id)));
  if (made) return viewOf(ctx, made.nom === null ? await withDonor(ctx, made, donor) : made);
  const today = dayOf(await billingNow(ctx));
  // One subscription per setup: a form sent twice answers the same subscription, and so the same gift.
  const subscription = await askProvider(() =>
    ctx.payments.billing.createSubscription({
      customerId,
      paymentMethodId: means.id,
      amountCents: montant,
      dayOfMonth: jour,
      firstChargeOn: firstChargeOn(today, jour, means.kind),
      description: `Don mensuel de ${centsToEuros(montant)} €`,
      metadata: { purpose: GIFT_PURPOSE, userId: String(userId), setupId },
      idempotencyKey: `giving-subscription-${setupId}`,
    }),
  );
  const gift = await writeGift(
    ctx,
    { userId, customerId, means, amountCents: montant, dayOfMonth: jour, donor },
    subscription,
  );
  if (gift.userId !== userId) throw new NotFound('Don mensuel introuvable');
  return viewOf(ctx, gift);
}

/** A gift the reconciler wrote before its form came back: the form's donor details, kept for the receipt. */
async function withDonor(ctx: Ctx, gift: RegularGift, donor: DonorDetails): Promise<RegularGift> {
  const [row] = await ctx.db
    .update(regularGifts)
    .set({ ...donor, updatedAt: new Date() })
    .where(and(eq(regularGifts.id, gift.id), isNull(regularGifts.nom)))
    .returning();
  return row ?? gift;
}

/** The member's own gift: another member's id, or an unknown one, is not found (never forbidden: ids say nothing). */
async function ownGift(ctx: Ctx, member: GivingMember, id: number): Promise<RegularGift> {
  const userId = memberId(member);
  const [gift] = await ctx.db
    .select()
    .from(regularGifts)
    .where(and(eq(regularGifts.id, id), eq(regularGifts.userId, userId)));
  if (!gift) throw new NotFound('Don mensuel introuvable');
  return gift;
}

function notStopped(gift: RegularGift) {
  if (gift.state === 'stopped') throw new Conflict('Ce don mensuel est arrêté : créez-en un nouveau');
}

/**
 * Writes what the provider now says (next charge) with the change, and confirms it by mail, in one transaction, if
 * the gift is still as `still` says. Otherwise another change came first (the same action sent twice at once, a
 * webhook): the gift is brought in line with the provider and the donor told to look again (409).
 */
async function saveChange(
  ctx: Ctx,
  gift: RegularGift,
  patch: Partial<RegularGift>,
  mail: Parameters<typeof queueGiftMail>[3],
  still: SQL | undefined,
): Promise<GiftView> {
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(regularGifts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(regularGifts.id, gift.id), still))
      .returning();
    if (row) await queueGiftMail(ctx, tx, row, mail);
    return row;
  });
  if (saved) return viewOf(ctx, saved);
  const billing = ctx.payments.billing;
  await syncSubscription(ctx, await askProvider(() => billing.retrieveSubscription(gift.providerSubscriptionId)));
  throw new Conflict('Ce don mensuel vient d’être modifié : rechargez la page pour voir où il en est');
}

export async function changeRegularGift(ctx: Ctx, member: GivingMember, id: number, input: unknown) {
  const gift = await ownGift(ctx, member, id);
  const { montant, jour } = parseInput(giftChangeSchema, input);
  notStopped(gift);
  // The same change sent again: nothing to do, nothing to confirm.
  if ((montant ?? gift.amountCents) === gift.amountCents && (jour ?? gift.dayOfMonth) === gift.dayOfMonth)
    return viewOf(ctx, gift);
  const today = dayOf(await billingNow(ctx));
  // Told to the provider even while paused: the resume starts from it, and every month after follows it.
  const moveDay = jour !== undefined && jour !== gift.dayOfMonth;
  const subscription = await askProvider(() =>
    ctx.payments.billing.updateSubscription(gift.providerSubscriptionId, {
      ...(montant !== undefined && { amountCents: montant }),
      ...(moveDay && { day: { dayOfMonth: jour, nextChargeOn: firstChargeOn(today, jour, gift.meansKind) } }),
    }),
  );
  return saveChange(
    ctx,
    gift,
    {
      amountCents: montant ?? gift.amountCents,
      dayOfMonth: jour ?? gift.dayOfMonth,
      nextChargeOn: gift.state === 'paused' ? null : subscription.nextChargeOn,
    },
    montant !== undefined ? 'amount' : 'day',
    and(
      eq(regularGifts.amountCents, gift.amountCents),
      eq(regularGifts.dayOfMonth, gift.dayOfMonth),
      ne(regularGifts.state, 'stopped'),
    ),
  );
}

/** A new card or IBAN; a payment left unpaid is tried again at once with it, and a suspended gift starts again. */
export async function updateGiftMeans(ctx: Ctx, member: GivingMember, id: number, input: unknown) {
  const gift = await ownGift(ctx, member, id);
  const { setupId, mandatAccepte } = parseInput(meansUpdateSchema, input);
  notStopped(gift);
  const { means } = await savedMeans(ctx, memberId(member), setupId, mandatAccepte);
  const billing = ctx.payments.billing;
  const today = dayOf(await billingNow(ctx));
  // A debit is announced PRE_NOTIFICATION_DAYS ahead (the mandate says so): a card's next charge too close for that
  // moves to the first date the new IBAN allows.
  const earliest = firstChargeOn(today, gift.dayOfMonth, means.kind);
  const tooSoon = means.kind === 'sepa_debit' && gift.nextChargeOn !== null && gift.nextChargeOn < earliest;
  let subscription = await askProvider(() =>
    billing.updateSubscription(gift.providerSubscriptionId, {
      paymentMethodId: means.id,
      ...(tooSoon && { day: { dayOfMonth: gift.dayOfMonth, nextChargeOn: earliest } }),
    }),
  );
  const suspended = gift.state === 'paused' && gift.pauseReason === 'suspended';
  if (suspended) {
    subscription = await askProvider(() =>
      billing.resumeSubscription(gift.providerSubscriptionId, firstChargeOn(today, gift.dayOfMonth, means.kind)),
    );
  }
  const view = await saveChange(
    ctx,
    gift,
    {
      ...meansColumns(means),
      ...(suspended && { state: 'active' as const, pauseReason: null }),
      nextChargeOn: subscription.nextChargeOn,
    },
    'means',
    and(eq(regularGifts.providerPaymentMethodId, gift.providerPaymentMethodId), ne(regularGifts.state, 'stopped')),
  );
  // A new card pays the month left unpaid at once; a new IBAN's debit would come without its notice, so the
  // provider's own retries take it (decision 0117).
  if (gift.state === 'failing' && means.kind === 'card') {
    const invoices = await askProvider(() => billing.listInvoices(gift.providerSubscriptionId));
    const unpaid = invoices.find((i) => i.status === 'open' && i.attemptCount > 0);
    if (unpaid) {
      await recordInvoice(ctx, await askProvider(() => billing.retryInvoice(unpaid.id)));
      return regularGiftOf(ctx, member, id);
    }
  }
  return view;
}

export async function pauseRegularGift(ctx: Ctx, member: GivingMember, id: number) {
  const gift = await ownGift(ctx, member, id);
  notStopped(gift);
  if (gift.state === 'paused') return viewOf(ctx, gift);
  await askProvider(() => ctx.payments.billing.pauseSubscription(gift.providerSubscriptionId));
  return saveChange(
    ctx,
    gift,
    { state: 'paused', pauseReason: 'donor', nextChargeOn: null },
    'paused',
    eq(regularGifts.state, gift.state),
  );
}

export async function resumeRegularGift(ctx: Ctx, member: GivingMember, id: number) {
  const gift = await ownGift(ctx, member, id);
  notStopped(gift);
  if (gift.state !== 'paused') return viewOf(ctx, gift);
  const today = dayOf(await billingNow(ctx));
  const subscription: Subscription = await askProvider(() =>
    ctx.payments.billing.resumeSubscription(
      gift.providerSubscriptionId,
      firstChargeOn(today, gift.dayOfMonth, gift.meansKind),
    ),
  );
  return saveChange(
    ctx,
    gift,
    { state: 'active', pauseReason: null, nextChargeOn: subscription.nextChargeOn },
    'resumed',
    eq(regularGifts.state, 'paused'),
  );
}

/** Ends the gift: cancelled at the provider first, so that it is never charged again. */
export async function stopRegularGift(ctx: Ctx, member: GivingMember, id: number) {
  const gift = await ownGift(ctx, member, id);
  if (gift.state === 'stopped') return viewOf(ctx, gift);
  await askProvider(() => ctx.payments.billing.cancelSubscription(gift.providerSubscriptionId));
  return saveChange(
    ctx,
    gift,
    { state: 'stopped', pauseReason: null, nextChargeOn: null, stoppedAt: ctx.clock.now() },
    'stopped',
    ne(regularGifts.state, 'stopped'),
  );
}

/** What the member sees of a gift: never the provider's ids. */
export interface GiftView {
  id: number;
  montant: number;
  montantCentimes: number;
  jour: number;
  etat: RegularGift['state'];
  suspendu: boolean;
  prochainPaiement: string | null;
  moyen: { type: MeansKind; marque: string | null; fin: string | null; referenceMandat: string | null };
  paiements: { date: string; montant: number; statut: string; essais: number }[];
}

async function viewOf(ctx: Ctx, gift: RegularGift): Promise<GiftView> {
  const paid = await ctx.db
    .select()
    .from(regularGiftPayments)
    .where(eq(regularGiftPayments.giftId, gift.id))
    .orderBy(desc(regularGiftPayments.dueOn))
    .limit(24);
  return {
    id: gift.id,
    montant: centsToEuros(gift.amountCents),
    montantCentimes: gift.amountCents,
    jour: gift.dayOfMonth,
    etat: gift.state,
    suspendu: gift.pauseReason === 'suspended',
    prochainPaiement: gift.nextChargeOn,
    moyen: {
      type: gift.meansKind,
      marque: gift.cardBrand,
      fin: gift.cardLast4 ?? gift.ibanLast4,
      referenceMandat: gift.mandateReference,
    },
    paiements: paid.map((p) => ({
      date: p.dueOn,
      montant: centsToEuros(p.amountCents),
      statut: p.status,
      essais: p.attempts,
    })),
  };
}

export async function regularGiftOf(ctx: Ctx, member: GivingMember, id: number): Promise<GiftView> {
  return viewOf(ctx, await ownGift(ctx, member, id));
}

const giftsOfMember = preparedStatement((db) =>
  db
    .select()
    .from(regularGifts)
    .where(eq(regularGifts.userId, sql.placeholder('userId')))
    .orderBy(desc(regularGifts.id))
    .prepare('regular_gifts_of_member'),
);

/** The member's gifts, the running ones first. */
export async function listRegularGifts(ctx: Ctx, member: GivingMember): Promise<GiftView[]> {
  const userId = memberId(member);
  const gifts = await giftsOfMember(ctx.db).execute({ userId });
  const order = (g: RegularGift) => (g.state === 'stopped' ? 1 : 0);
  return Promise.all(gifts.sort((a, b) => order(a) - order(b)).map((g) => viewOf(ctx, g)));
}
