import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { ReceiptSnapshot, RegularPaymentLine } from '../../db/schema/donations.ts';
import type { Ctx } from '../context.ts';
import { issueNumberedReceipt, receiptIssuer, type Receipt } from '../donations/index.ts';
import { parisYear as yearOf } from '../../platform/dates.ts';
import { Conflict, Invalid, NotFound, uniqueConflict } from '../errors.ts';
import { inParisYear, parisYearsOf } from '../paris-periods.ts';
import { billingNow } from './gifts.ts';

/**
 * The annual tax receipt of regular gifts (decision 0120): one per donor and civil year, for the year's payments
 * paid and not given back, numbered in the one-off receipts' series. The database holds one receipt per donor and
 * year (`receipt_giving_once`), so a run asked twice, by two staff or two processes, issues each once.
 */
const { receipts, regularGifts, regularGiftPayments, users, donations } = schema;

/** The year's payments a receipt certifies, in Paris time: paid, neither refunded nor disputed. */
function certified(year: number) {
  return and(
    eq(regularGiftPayments.status, 'paid'),
    isNull(regularGiftPayments.reversal),
    inParisYear(regularGiftPayments.paidAt, year),
  );
}

async function paymentLines(tx: DbOrTx, userId: number, year: number): Promise<RegularPaymentLine[]> {
  const rows = await tx
    .select({
      paidAt: regularGiftPayments.paidAt,
      amount: regularGiftPayments.amountCents,
      moyen: regularGifts.meansKind,
    })
    .from(regularGiftPayments)
    .innerJoin(regularGifts, eq(regularGifts.id, regularGiftPayments.giftId))
    .where(and(eq(regularGifts.userId, userId), certified(year)))
    .orderBy(asc(regularGiftPayments.paidAt), asc(regularGiftPayments.id));
  return rows.map((r) => ({ date: r.paidAt!.toISOString(), montantCentimes: r.amount, moyen: r.moyen }));
}

/**
 * The donor as the receipt names them: the details kept with their most recent gift paid in the year, else the
 * civility and postal address of their latest one-off gift with the member's name (a gift the reconciler wrote
 * before its form came back keeps none), else the member's name alone.
 */
async function donorOf(tx: DbOrTx, userId: number, year: number): Promise<Pick<ReceiptSnapshot, 'donateur' | 'email'>> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('Donateur introuvable');
  const paidInYear = sql`exists (select 1 from ${regularGiftPayments} where ${regularGiftPayments.giftId} = ${regularGifts.id} and ${certified(year)})`;
  const [gift] = await tx
    .select()
    .from(regularGifts)
    .where(and(eq(regularGifts.userId, userId), isNotNull(regularGifts.nom), paidInYear))
    .orderBy(desc(regularGifts.createdAt), desc(regularGifts.id))
    .limit(1);
  const [last] = gift
    ? [{ ...gift, civilite: gift.civilite ?? '', adressePostale: gift.adressePostale ?? '' }]
    : await tx.select().from(donations).where(eq(donations.userId, userId)).orderBy(desc(donations.createdAt)).limit(1);
  return {
    email: user.email,
    donateur: {
      civilite: last?.civilite ?? '',
      nom: last?.nom ?? user.lastname,
      prenom: last?.prenom ?? user.firstname,
      adresse: last?.adressePostale ?? '',
      codePostal: last?.codePostal ?? '',
      ville: last?.ville ?? '',
      pays: last?.pays ?? '',
    },
  };
}

async function issueFor(
  ctx: Ctx,
  tx: DbOrTx,
  userId: number,
  year: number,
  paiements: RegularPaymentLine[],
  replaces: Receipt | null,
): Promise<Receipt> {
  const donor = await donorOf(tx, userId, year);
  const total = paiements.reduce((sum, p) => sum + p.montantCentimes, 0);
  return issueNumberedReceipt(
    ctx,
    tx,
    { givingUserId: userId, givingYear: year },
    () => ({
      ...donor,
      montantCentimes: total,
      dateDon: paiements.at(-1)!.date,
      mode: paiements.some((p) => p.moyen === 'card') ? 'CARTE' : 'RIB',
      reguliers: { annee: year, paiements },
      ...receiptIssuer(ctx.config),
    }),
    replaces,
  );
}

export interface AnnualReceiptPreviewRow {
  userId: number;
  prenom: string;
  nom: string;
  email: string;
  payments: number;
  totalCents: number;
}

export interface AnnualReceiptPreview {
  year: number;
  donors: AnnualReceiptPreviewRow[];
  totalCents: number;
  /** What the staff saw: their confirmation is refused (409) when what would be issued has changed since. */
  token: string;
}

/** The years a run may be asked for: those before the current one (the provider's time), latest first. */
export async function receiptYears(ctx: Ctx): Promise<number[]> {
  const current = yearOf(await billingNow(ctx));
  // The years of paid charges, along their index (decision 0162).
  const paid = await parisYearsOf(
    ctx.db,
    regularGiftPayments,
    regularGiftPayments.paidAt,
    sql`${regularGiftPayments.status} = 'paid'`,
  );
  const years = new Set([current - 1, ...paid.filter((y) => y < current)]);
  return [...years].sort((a, b) => b - a);
}

async function checkedYear(ctx: Ctx, year: number): Promise<number> {
  const current = yearOf(await billingNow(ctx));
  if (!Number.isInteger(year) || year < 2000 || year >= current)
    throw new Invalid({ annee: `Les reçus annuels portent sur une année terminée (avant ${current})` });
  return year;
}

/** Who would get an annual receipt for the year now: the donors with payments certified and no receipt yet. */
async function previewIn(tx: DbOrTx, year: number): Promise<AnnualReceiptPreview> {
  const issued = sql`exists (select 1 from ${receipts} where ${receipts.givingUserId} = ${regularGifts.userId} and ${receipts.givingYear} = ${year})`;
  const rows = await tx
    .select({
      userId: sql<number>`${regularGifts.userId}`,
      prenom: users.firstname,
      nom: users.lastname,
      email: users.email,
      payments: sql<number>`count(*)::int`,
      totalCents: sql<number>`sum(${regularGiftPayments.amountCents})::int`,
    })
    .from(regularGiftPayments)
    .innerJoin(regularGifts, eq(regularGifts.id, regularGiftPayments.giftId))
    .innerJoin(users, eq(users.id, regularGifts.userId))
    .where(and(certified(year), sql`not ${issued}`))
    .groupBy(regularGifts.userId, users.firstname, users.lastname, users.email)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(regularGifts.userId));
  const token = createHash('sha256')
    .update(JSON.stringify([year, rows.map((r) => [r.userId, r.payments, r.totalCents])]))
    .digest('hex')
    .slice(0, 32);
  return { year, donors: rows, totalCents: rows.reduce((s, r) => s + r.totalCents, 0), token };
}

/** Staff: what a run for the year would issue (donors, amounts, count), before they confirm it. */
export async function previewAnnualReceipts(ctx: Ctx, year: number): Promise<AnnualReceiptPreview> {
  return previewIn(ctx.db, await checkedYear(ctx, year));
}

/**
 * Issues the year's annual receipts, all in one transaction (numbers in order, mails queued with them). `expected`:
 * the preview's token the staff confirmed; a run that would issue anything else is refused (409), as is a run
 * meeting another one issuing the same receipts. The January job passes none. Answers the receipts issued.
 */
export async function issueAnnualReceipts(
  ctx: Ctx,
  year: number,
  options: { expected?: string; within?: (tx: DbOrTx, issued: Receipt[]) => Promise<void> } = {},
): Promise<Receipt[]> {
  await checkedYear(ctx, year);
  try {
    return await ctx.db.transaction(async (tx) => {
      const preview = await previewIn(tx, year);
      if (options.expected !== undefined && options.expected !== preview.token)
        throw new Conflict(
          'Les reçus de cette année ont changé depuis l’aperçu (une autre émission a eu lieu) : revoyez l’aperçu',
        );
      if (options.expected !== undefined && preview.donors.length === 0)
        throw new Conflict('Aucun reçu à émettre pour cette année');
      const issued: Receipt[] = [];
      for (const donor of preview.donors)
        issued.push(await issueFor(ctx, tx, donor.userId, year, await paymentLines(tx, donor.userId, year), null));
      await options.within?.(tx, issued);
      return issued;
    });
  } catch (err) {
    if (uniqueConflict(err)) throw new Conflict('Une autre émission des reçus de cette année est en cours');
    throw err;
  }
}

/** The January job: last year's receipts (the provider's year), for every donor who has none yet. */
export async function issueLastYearsReceipts(ctx: Ctx): Promise<number> {
  const year = yearOf(await billingNow(ctx)) - 1;
  const issued = await issueAnnualReceipts(ctx, year);
  ctx.log.info({ year, issued: issued.length }, 'reçus annuels des dons réguliers émis');
  return issued.length;
}

/**
 * A paid charge given back (refunded, or disputed by the donor's bank). Before its year's receipt, it is simply
 * left out of it; after, the receipt in force is replaced by a corrected one (the next number, naming the old one)
 * certifying the payments that remain, and mailed. Recorded once: a second report of it changes nothing.
 */
export async function recordPaymentReversal(
  ctx: Ctx,
  paymentId: number,
  reversal: 'refunded' | 'disputed',
  /** Runs in the same transaction once recorded (the back office's journal), with the corrected receipt if any. */
  within?: (tx: DbOrTx, corrected: Receipt | null) => Promise<void>,
): Promise<{ corrected: Receipt | null }> {
  const corrected = await ctx.db.transaction(async (tx) => {
    const receipt = await reverse(ctx, tx, paymentId, reversal);
    await within?.(tx, receipt);
    return receipt;
  });
  return { corrected };
}

async function reverse(
  ctx: Ctx,
  tx: DbOrTx,
  paymentId: number,
  reversal: 'refunded' | 'disputed',
): Promise<Receipt | null> {
  const [payment] = await tx
    .update(regularGiftPayments)
    .set({ reversal, reversedAt: ctx.clock.now(), updatedAt: new Date() })
    .where(
      and(
        eq(regularGiftPayments.id, paymentId),
        eq(regularGiftPayments.status, 'paid'),
        isNull(regularGiftPayments.reversal),
      ),
    )
    .returning();
  if (!payment) return null;
  const [gift] = await tx.select().from(regularGifts).where(eq(regularGifts.id, payment.giftId));
  if (gift.userId === null) return null;
  const year = yearOf(payment.paidAt!);
  // The receipt in force, locked: a second correction at the same time waits and then sees this one's.
  const [inForce] = await tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.givingUserId, gift.userId),
        eq(receipts.givingYear, year),
        sql`not exists (select 1 from ${receipts} as newer where newer.replaces_receipt_id = ${receipts.id})`,
      ),
    )
    .for('update');
  if (!inForce) return null;
  const paiements = await paymentLines(tx, gift.userId, year);
  if (paiements.length === 0) {
    // No amount left to certify: no receipt can say zero. The staff are told through the log.
    ctx.log.warn({ receipt: inForce.code }, 'reçu annuel : plus aucun paiement certifié, à annuler à la main');
    return null;
  }
  return issueFor(ctx, tx, gift.userId, year, paiements, inForce);
}
