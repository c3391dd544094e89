import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { PaymentIntent } from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import {
  fetchIntent,
  findPaymentBySecret,
  openCardPayment,
  openedPaymentId,
  recordIntent,
  type Payment,
} from '../payments/index.ts';
import { parseInput } from '../validation.ts';
import { queuePromiseMails } from './mails.ts';
import { issueReceipt, type Receipt } from './receipts.ts';
import { choiceSchema, donationCallSchema, statusReportSchema } from './schemas.ts';
import { choiceOf, nextState, statesAllowing, targetOf, type DonationEvent } from './states.ts';

const { donations } = schema;
export type Donation = typeof donations.$inferSelect;
/** Payments of donations carry this purpose. */
export const DONATION_PURPOSE = 'donation';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public id as stored (lower case); one that cannot exist is a donation not found. */
function storedPublicId(publicId: string): string {
  if (!uuid.test(publicId)) throw new NotFound('Don introuvable');
  return publicId.toLowerCase();
}

/**
 * Who asks: the signed-in member, or null. The random public id is what gives access to an anonymous donation
 * (the browser keeps it for the session); a member's donation also needs that member's session.
 */
export type Asker = { userId: number } | null;

/** What the calls on a donation look at before changing it (selecting every column costs more on each call). */
const headColumns = {
  id: donations.id,
  publicId: donations.publicId,
  etat: donations.etat,
  choix: donations.choix,
  userId: donations.userId,
  amountCents: donations.amountCents,
  email: donations.email,
  paymentId: donations.paymentId,
};
type DonationHead = Pick<Donation, keyof typeof headColumns>;

function visibleTo(donation: DonationHead | undefined, asker: Asker): DonationHead {
  if (!donation || (donation.userId !== null && donation.userId !== asker?.userId))
    throw new NotFound('Don introuvable');
  return donation;
}

const donationByPublicId = preparedStatement((db) =>
  db
    .select(headColumns)
    .from(donations)
    .where(eq(donations.publicId, sql.placeholder('publicId')))
    .prepare('donation_by_public_id'),
);

async function findDonation(db: Db, publicId: string, asker: Asker): Promise<DonationHead> {
  const [donation] = await donationByPublicId(db).execute({ publicId: storedPublicId(publicId) });
  return visibleTo(donation, asker);
}

/** The donation, locked for the rest of the caller's transaction. */
async function lockDonation(tx: DbOrTx, publicId: string, asker: Asker): Promise<DonationHead> {
  const [donation] = await tx
    .select(headColumns)
    .from(donations)
    .where(eq(donations.publicId, storedPublicId(publicId)))
    .for('update');
  return visibleTo(donation, asker);
}

async function applyEvent(
  tx: DbOrTx,
  donation: Pick<Donation, 'id' | 'etat' | 'choix'>,
  event: DonationEvent,
  extra: Partial<Donation> = {},
): Promise<Donation> {
  const [row] = await tx
    .update(donations)
    .set({
      etat: nextState(donation.etat, event),
      choix: choiceOf(event) ?? donation.choix,
      ...extra,
      updatedAt: new Date(),
    })
    .where(eq(donations.id, donation.id))
    .returning();
  return row;
}

/** POST /public/donations: the information form creates the donation (amount in cents, computed here). */
export async function createDonation(
  ctx: Ctx,
  input: unknown,
  asker: Asker,
): Promise<{ id: string; amountCents: number }> {
  // The birth date and place are part of the form's state only: nothing prints them.
  const { montant, dateNaissance: _d, lieuNaissance: _l, ...donor } = parseInput(donationCallSchema, input);
  const [row] = await insertDonation(ctx.db).execute({
    ...donor,
    amountCents: montant,
    userId: asker?.userId ?? null,
  });
  return { id: row.publicId, amountCents: montant };
}

const insertDonation = preparedStatement((db) =>
  db
    .insert(donations)
    .values({
      civilite: sql.placeholder('civilite'),
      nom: sql.placeholder('nom'),
      prenom: sql.placeholder('prenom'),
      amountCents: sql.placeholder('amountCents'),
      adressePostale: sql.placeholder('adressePostale'),
      ville: sql.placeholder('ville'),
      pays: sql.placeholder('pays'),
      codePostal: sql.placeholder('codePostal'),
      tel: sql.placeholder('tel'),
      email: sql.placeholder('email'),
      userId: sql.placeholder('userId'),
    })
    .returning({ publicId: donations.publicId })
    .prepare('insert_donation'),
);

/** GET /public/update-choice/{id}/{RIB|CHEQUE}: records a promise and mails the donor how to pay. */
export async function recordChoice(
  ctx: Ctx,
  publicId: string,
  choice: unknown,
  asker: Asker,
): Promise<{ id: string; choix: 'RIB' | 'CHEQUE' }> {
  const choix = parseInput(choiceSchema, choice);
  const donation = await ctx.db.transaction(async (tx) => {
    const current = await lockDonation(tx, publicId, asker);
    const changed = current.etat !== 'PROMIS' || current.choix !== choix;
    const promised = await applyEvent(tx, current, { type: 'promise', choix });
    if (changed) await queuePromiseMails(ctx, tx, promised);
    return promised;
  });
  return { id: donation.publicId, choix };
}

/**
 * GET /public/create-payment-intent/{id}: the card payment of the donation (the same one when asked again: the
 * provider's idempotency key names the donation and its amount). The donation records the choice of card first,
 * and learns in the same statement whether its payment was already opened; the payment is linked to the donation
 * when the provider confirms it.
 */
export async function openDonationPayment(ctx: Ctx, publicId: string, asker: Asker): Promise<{ clientSecret: string }> {
  const [donation] = await chooseCard(ctx.db).execute({
    publicId: storedPublicId(publicId),
    asker: asker?.userId ?? null,
  });
  if (!donation) return refuseCard(ctx, publicId, asker);
  const payment = await openCardPayment(ctx, {
    purpose: DONATION_PURPOSE,
    subjectId: donation.id,
    amountCents: donation.amountCents,
    description: `Don ${donation.publicId}`,
    email: donation.email,
    knownPaymentId: donation.paymentId,
  });
  // A payment that went through while the page was closed is recorded now rather than opened again.
  if (payment.status === 'succeeded' || payment.status === 'processing') {
    await settleDonationPayment(ctx, payment, await fetchIntent(ctx, payment));
    nextState((await findDonation(ctx.db, publicId, asker)).etat, { type: 'openCard' });
  }
  return { clientSecret: payment.clientSecret };
}

/** Why the donation did not move to card payment: unknown or someone else's (404), or already paid (409). */
async function refuseCard(ctx: Ctx, publicId: string, asker: Asker): Promise<never> {
  nextState((await findDonation(ctx.db, publicId, asker)).etat, { type: 'openCard' });
  // Its state allowed it a moment ago: it changed meanwhile (another tab, the provider's confirmation).
  throw new Conflict('Ce don attend un autre moyen de paiement');
}

const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(donations))}.${sql.identifier(column.name)}`;

/**
 * One statement: the donation records the choice of card if the asker may see it (see Asker) and its state allows
 * it, and answers what the payment needs.
 */
const chooseCard = preparedStatement((db) => {
  const event: DonationEvent = { type: 'openCard' };
  const asker = sql.placeholder('asker');
  return db
    .update(donations)
    .set({ etat: targetOf(event), choix: 'CARTE', updatedAt: sql`now()` })
    .where(
      and(
        eq(donations.publicId, sql.placeholder('publicId')),
        inArray(donations.etat, [...statesAllowing(event)]),
        sql`(${donations.userId} is null or ${donations.userId} = ${asker}::int)`,
      ),
    )
    .returning({
      id: donations.id,
      publicId: donations.publicId,
      amountCents: donations.amountCents,
      email: donations.email,
      // Qualified: in RETURNING, Drizzle names columns bare, which the subquery would take for the payment's.
      paymentId: openedPaymentId(DONATION_PURPOSE, qualified(donations.id), qualified(donations.amountCents)),
    })
    .prepare('choose_card');
});

/**
 * Records what the provider says about a payment; a donation whose payment succeeded becomes PAYE with
 * the amount the provider received, and gets its receipt (mailed once the transaction commits). Running it
 * again, from a replayed webhook, a second status check or the reconciler, changes nothing.
 */
export async function settleDonationPayment(
  ctx: Ctx,
  payment: Payment,
  intent: PaymentIntent,
): Promise<Donation | null> {
  if (payment.purpose !== DONATION_PURPOSE) return null;
  const settled = await ctx.db.transaction(async (tx) => {
    await recordIntent(tx, payment.id, intent);
    const [donation] = await tx.select().from(donations).where(eq(donations.id, payment.subjectId)).for('update');
    if (!donation || intent.status !== 'succeeded' || donation.etat === 'PAYE') return donation;
    const paid = await applyEvent(
      tx,
      donation,
      { type: 'cardPaid' },
      {
        choix: 'CARTE',
        paymentId: payment.id,
        amountPaidCents: intent.amountReceivedCents,
        paidAt: ctx.clock.now(),
      },
    );
    await issueReceipt(ctx, tx, paid);
    return paid;
  });
  return settled ?? null;
}

/**
 * POST /public/updateStatusStripePayment: the browser says the card step is over. Its status and amount
 * are ignored; the provider is asked and its answer recorded.
 */
export async function checkCardPayment(ctx: Ctx, report: unknown): Promise<{ id: string; paye: boolean }> {
  const { clientSecret } = parseInput(statusReportSchema, report);
  const payment = await findPaymentBySecret(ctx, clientSecret);
  if (!payment || payment.purpose !== DONATION_PURPOSE) throw new NotFound('Paiement introuvable');
  const donation = await settleDonationPayment(ctx, payment, await fetchIntent(ctx, payment));
  if (!donation) throw new NotFound('Don introuvable');
  return { id: donation.publicId, paye: donation.etat === 'PAYE' };
}

/**
 * Staff: a promised transfer or cheque has arrived. Issues the receipt (mailed once this commits). `within` runs in
 * the same transaction once the receipt is issued (the back office records its journal entry there).
 */
export async function markReceived(
  ctx: Ctx,
  input: { donation: string; date?: Date },
  within?: (tx: DbOrTx, result: { before: Donation; donation: Donation; receipt: Receipt }) => Promise<void>,
): Promise<{ donation: Donation; receipt: Receipt }> {
  const date = input.date ?? ctx.clock.now();
  if (Number.isNaN(date.getTime()) || date > ctx.clock.now())
    throw new Invalid({ date: 'La date de réception est invalide' });
  const result = await ctx.db.transaction(async (tx) => {
    const where = /^\d+$/.test(input.donation)
      ? eq(donations.id, Number(input.donation))
      : eq(donations.publicId, input.donation);
    if (!/^\d+$/.test(input.donation) && !uuid.test(input.donation)) throw new NotFound('Don introuvable');
    const [donation] = await tx.select().from(donations).where(where).for('update');
    if (!donation) throw new NotFound('Don introuvable');
    const paid = await applyEvent(
      tx,
      donation,
      { type: 'received' },
      { amountPaidCents: donation.amountCents, paidAt: date },
    );
    const receipt = await issueReceipt(ctx, tx, paid);
    await within?.(tx, { before: donation, donation: paid, receipt });
    return { donation: paid, receipt };
  });
  return result;
}
