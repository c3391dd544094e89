import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import {
  billingNow,
  issueAnnualReceipts,
  previewAnnualReceipts,
  receiptYears,
  recordPaymentReversal,
} from '../giving/index.ts';
import { formatEuros } from '../money.ts';
import { Conflict, NotFound } from '../errors.ts';
import { inParisMonths, inParisYear } from '../paris-periods.ts';
import { parseInput } from '../validation.ts';
import { formatParis } from '../../platform/dates.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { annualReceiptsSchema, paymentReversalSchema, regularGivingQuerySchema } from './forms.ts';

/** The staff's view of monthly giving (decision 0120): donors, the monthly totals, a month's payments, the failures. */
const g = schema.regularGifts;
const p = schema.regularGiftPayments;
const u = schema.users;

/** "2026-11" of a moment, in Paris time (28/11/2026 → 2026-11). */
const monthOf = (at: Date) => formatParis(at, 'fr').slice(3).split('/').reverse().join('-');

/** The month `by` months after `month` ("2026-11", 2 → "2027-01"; negative: before). */
function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const d = new Date(Date.UTC(year!, number! - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The twelve months ending with `last` ("2026-11"), oldest first. */
function twelveMonths(last: string): string[] {
  return Array.from({ length: 12 }, (_, i) => shiftMonth(last, i - 11));
}

/** A month ("2026-11") as its year and number. */
const yearMonth = (month: string) => month.split('-').map(Number) as [number, number];

/**
 * The paid charges of these consecutive months (Paris time) by month, read through `regular_gift_payment_paid_idx`
 * (decision 0160).
 */
export function paidByMonthStatement(ctx: Ctx, months: string[]) {
  // The zone written out, not a parameter: the grouping and the column must be the same expression.
  const paidMonth = sql<string>`to_char(${p.paidAt} at time zone 'Europe/Paris', 'YYYY-MM')`;
  return ctx.db
    .select({ month: paidMonth, cents: sql<number>`sum(${p.amountCents})::int`, count: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        eq(p.status, 'paid'),
        isNull(p.reversal),
        inParisMonths(p.paidAt, yearMonth(months[0]!), yearMonth(shiftMonth(months.at(-1)!, 1))),
      ),
    )
    .groupBy(paidMonth);
}

/** The charges due in a month, with their donors, read through `regular_gift_payment_due_idx` (decision 0160). */
export function chargesOfMonthStatement(ctx: Ctx, month: string) {
  return ctx.db
    .select({
      id: p.id,
      dueOn: p.dueOn,
      paidAt: p.paidAt,
      amountCents: p.amountCents,
      status: p.status,
      reversal: p.reversal,
      attempts: p.attempts,
      prenom: u.firstname,
      nom: u.lastname,
      meansKind: g.meansKind,
    })
    .from(p)
    .innerJoin(g, eq(g.id, p.giftId))
    .leftJoin(u, eq(u.id, g.userId))
    .where(and(gte(p.dueOn, `${month}-01`), lt(p.dueOn, `${shiftMonth(month, 1)}-01`)))
    .orderBy(asc(p.dueOn), asc(p.id));
}

const donorColumns = {
  id: g.id,
  userId: g.userId,
  prenom: u.firstname,
  nom: u.lastname,
  email: u.email,
  amountCents: g.amountCents,
  dayOfMonth: g.dayOfMonth,
  meansKind: g.meansKind,
  cardLast4: g.cardLast4,
  ibanLast4: g.ibanLast4,
  state: g.state,
  pauseReason: g.pauseReason,
  nextChargeOn: g.nextChargeOn,
  createdAt: g.createdAt,
};

export async function regularGivingForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(regularGivingQuerySchema, input);
  const current = monthOf(await billingNow(ctx));
  const months = twelveMonths(current);
  const month = query.mois ?? current;
  const [counts, donors, totals, payments, failures] = await Promise.all([
    ctx.db
      .select({ state: g.state, count: sql<number>`count(*)::int`, cents: sql<number>`sum(${g.amountCents})::int` })
      .from(g)
      .groupBy(g.state),
    ctx.db
      .select(donorColumns)
      .from(g)
      .leftJoin(u, eq(u.id, g.userId))
      .where(query.etat ? eq(g.state, query.etat) : undefined)
      .orderBy(asc(u.lastname), asc(u.firstname), asc(g.id))
      .limit(500),
    paidByMonthStatement(ctx, months),
    chargesOfMonthStatement(ctx, month),
    ctx.db
      .select({
        ...donorColumns,
        lastError: sql<
          string | null
        >`(select ${p.lastError} from ${p} where ${p.giftId} = ${g.id} order by ${p.dueOn} desc, ${p.id} desc limit 1)`,
      })
      .from(g)
      .leftJoin(u, eq(u.id, g.userId))
      .where(or(eq(g.state, 'failing'), and(eq(g.state, 'paused'), eq(g.pauseReason, 'suspended'))))
      .orderBy(desc(g.updatedAt)),
  ]);
  const byMonth = new Map(totals.map((x) => [x.month, x]));
  const active = counts.find((c) => c.state === 'active');
  return {
    query,
    month,
    states: Object.fromEntries(counts.map((c) => [c.state, c.count])) as Partial<Record<typeof g.state._.data, number>>,
    /** What the active gifts bring each month. */
    monthlyCents: active?.cents ?? 0,
    trend: months.map((m) => ({ month: m, cents: byMonth.get(m)?.cents ?? 0, count: byMonth.get(m)?.count ?? 0 })),
    donors,
    payments,
    failures,
  };
}

/** The annual receipts' page: the years offered, and what a run for the chosen one would issue. */
export async function annualReceiptsPreviewForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const years = await receiptYears(ctx);
  const raw = input as { annee?: unknown };
  const { annee } = parseInput(annualReceiptsSchema, { annee: raw.annee ?? years[0] });
  return { years, preview: await previewAnnualReceipts(ctx, annee) };
}

/** The run the staff confirmed: refused (409) when it would issue other receipts than the preview they saw. */
export async function runAnnualReceiptsForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const { annee, jeton } = parseInput(annualReceiptsSchema, input);
  const issued = await issueAnnualReceipts(ctx, annee, {
    expected: jeton ?? '',
    within: (tx, receipts) =>
      recordStaffChange(tx, staff, {
        action: 'receipts.annual',
        subjectType: 'receipts',
        subjectId: annee,
        before: null,
        after: { year: annee, receipts: receipts.map((r) => r.code) },
      }),
  });
  const total = issued.reduce((s, r) => s + r.snapshot.montantCentimes, 0);
  const n = issued.length;
  const amount = formatEuros(total);
  return {
    issued: n,
    message:
      n === 1
        ? `${n} reçu annuel ${annee} émis (${amount}), envoyé au donateur.`
        : `${n} reçus annuels ${annee} émis (${amount}), envoyés aux donateurs.`,
  };
}

/**
 * A regular payment refunded at the provider or disputed: left out of its year's receipt, or, when that receipt was
 * issued, a corrected one replaces it (decision 0120). Recorded in the journal.
 */
export async function reversePaymentForStaff(ctx: Ctx, staff: Staff | null, paymentId: number, input: unknown) {
  assertStaff(staff);
  const { motif } = parseInput(paymentReversalSchema, input);
  const [payment] = await ctx.db.select().from(p).where(eq(p.id, paymentId));
  if (!payment) throw new NotFound('Paiement introuvable');
  if (payment.status !== 'paid' || payment.reversal) throw new Conflict('Ce paiement n’est pas un paiement reçu');
  const { corrected } = await recordPaymentReversal(ctx, paymentId, motif, (tx, receipt) =>
    recordStaffChange(tx, staff, {
      action: 'giving.payment-reversed',
      subjectType: 'regular-gift-payment',
      subjectId: paymentId,
      before: { status: payment.status },
      after: { reversal: motif, receipt: receipt?.code ?? null },
    }),
  );
  return {
    message: corrected
      ? `Paiement marqué ${motif === 'refunded' ? 'remboursé' : 'contesté'} : reçu n° ${corrected.code} émis, il remplace l’ancien.`
      : `Paiement marqué ${motif === 'refunded' ? 'remboursé' : 'contesté'} : il ne figurera sur aucun reçu.`,
    receipt: corrected?.code ?? null,
  };
}

/** The year's regular payments for the accounts' workbook: paid that year (Paris time), refunds shown. */
export async function regularPaymentsOfYear(ctx: Ctx, year: number) {
  return ctx.db
    .select({
      paidAt: p.paidAt,
      amountCents: p.amountCents,
      reversal: p.reversal,
      meansKind: g.meansKind,
      mandateReference: g.mandateReference,
      prenom: u.firstname,
      nom: u.lastname,
      email: u.email,
    })
    .from(p)
    .innerJoin(g, eq(g.id, p.giftId))
    .leftJoin(u, eq(u.id, g.userId))
    .where(and(eq(p.status, 'paid'), inParisYear(p.paidAt, year)))
    .orderBy(asc(p.paidAt), asc(p.id));
}
