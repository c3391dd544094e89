import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../../db/client.ts';
import { donationSearchText } from '../../db/schema/donations.ts';
import type { Ctx } from '../context.ts';
import {
  correctReceipt,
  markReceived,
  receiptCorrectionSchema,
  receiptPdf,
  type Donation,
} from '../donations/index.ts';
import { NotFound } from '../errors.ts';
import { formatEuros } from '../money.ts';
import { fromParisDay, inParisYear, parisYearsOf, untilParisDayEnd } from '../paris-periods.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { matchesSearch } from './staff-search.ts';
import { donationListQuerySchema, donationReceivedSchema, exportYearSchema } from './forms.ts';
import { formatParis } from '../../platform/dates.ts';
import { regularPaymentsOfYear } from './giving.ts';
import { newWorkbook } from '../../platform/workbook.ts';

const donationsPageSize = 25;

const d = schema.donations;
const r = schema.receipts;

/** What the journal keeps of a donation: its state and payment, not the donor's whole record. */
function donationFields(donation: Donation) {
  return {
    id: donation.id,
    etat: donation.etat,
    choix: donation.choix,
    amountCents: donation.amountCents,
    amountPaidCents: donation.amountPaidCents,
    paidAt: donation.paidAt,
  };
}

export interface StaffDonationRow {
  id: number;
  reference: string;
  civilite: string;
  nom: string;
  prenom: string;
  email: string;
  amountCents: number;
  choix: 'RIB' | 'CHEQUE' | 'CARTE' | null;
  etat: 'NOUVEAU' | 'PROMIS' | 'PAIEMENT_CARTE' | 'PAYE';
  createdAt: Date;
  paidAt: Date | null;
  /** The receipt in force (the last one issued for the gift), if any. */
  receipt: string | null;
}

/** The reference the donor was given (DON-XXXXXXXX, the start of the public id). */
const referenceOf = (publicId: string) => `DON-${publicId.slice(0, 8).toUpperCase()}`;

type DonationListQuery = z.output<typeof donationListQuerySchema>;

/**
 * The gifts whose reference (DON- and the public id's first hex digits) starts with these digits: a range of the public
 * id, read from its unique index (the uuid's order is its hex text's).
 */
function publicIdStartingWith(hex: string): SQL {
  const bound = (fill: string) => {
    const digits = hex.toLowerCase().padEnd(32, fill);
    return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  };
  return sql`${d.publicId} between ${bound('0')}::uuid and ${bound('f')}::uuid`;
}

/** The list's filters: state, method, dates of the gift and a search on the donor or the reference. */
export function donationFilter(query: DonationListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.etat) where.push(eq(d.etat, query.etat));
  if (query.mode) where.push(eq(d.choix, query.mode));
  if (query.du) where.push(fromParisDay(d.createdAt, query.du));
  if (query.au) where.push(untilParisDayEnd(d.createdAt, query.au));
  const q = query.q?.trim();
  if (q) {
    const byDonor = matchesSearch(donationSearchText(d), q);
    const reference = /^DON-([0-9A-F]{1,8})$/i.exec(q)?.[1];
    where.push(reference ? or(byDonor, publicIdStartingWith(reference))! : byDonor);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * A page of the staff's list of gifts, sorted and paged in SQL. The date of the gift, its amount and the donor's name
 * are never empty: sorted without `nulls last`, the newest first is read from `donation_created_idx` (decision 0160).
 */
export function donationPageStatement(ctx: Ctx, query: DonationListQuery) {
  const order = query.ordre === 'asc' ? asc : desc;
  const sorted =
    query.tri === 'paidAt'
      ? sql`${order(d.paidAt)} nulls last`
      : order({ createdAt: d.createdAt, montant: d.amountCents, nom: d.nom }[query.tri]);
  return ctx.db
    .select({
      id: d.id,
      publicId: d.publicId,
      civilite: d.civilite,
      nom: d.nom,
      prenom: d.prenom,
      email: d.email,
      amountCents: d.amountCents,
      choix: d.choix,
      etat: d.etat,
      createdAt: d.createdAt,
      paidAt: d.paidAt,
    })
    .from(d)
    .where(donationFilter(query))
    .orderBy(sorted, order(d.id))
    .limit(donationsPageSize)
    .offset((query.page - 1) * donationsPageSize);
}

/** Donations, filtered, sorted and paged in SQL, each with its receipt in force. */
export async function listDonationsForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(donationListQuerySchema, input);
  const [rows, [{ total }]] = await Promise.all([
    donationPageStatement(ctx, query),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(d)
      .where(donationFilter(query)),
  ]);
  const receiptsOf = await currentReceipts(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map(({ publicId, ...row }): StaffDonationRow => ({
      ...row,
      reference: referenceOf(publicId),
      receipt: receiptsOf.get(row.id)?.code ?? null,
    })),
    total,
    query,
    pageSize: donationsPageSize,
  };
}

/** The receipts in force of these gifts: those no other receipt replaces (`receipt_replaces_idx`, decision 0160). */
export function currentReceiptsStatement(ctx: Ctx, donationIds: number[]) {
  const newer = sql`exists (select 1 from ${r} as newer where newer.replaces_receipt_id = ${r.id})`;
  return ctx.db
    .select({ donationId: r.donationId, code: r.code, issuedAt: r.issuedAt })
    .from(r)
    .where(and(inArray(r.donationId, donationIds), sql`not ${newer}`));
}

/** For each gift, its receipt in force. */
async function currentReceipts(ctx: Ctx, donationIds: number[]) {
  const byDonation = new Map<number, { code: string; issuedAt: Date }>();
  if (!donationIds.length) return byDonation;
  for (const row of await currentReceiptsStatement(ctx, donationIds)) {
    if (row.donationId !== null) byDonation.set(row.donationId, row);
  }
  return byDonation;
}

/** One gift with every receipt issued for it (a correction names the one it replaces), for the staff's page. */
export async function getDonationForStaff(ctx: Ctx, staff: Staff | null, donationId: number) {
  assertStaff(staff);
  const [donation] = await ctx.db.select().from(d).where(eq(d.id, donationId));
  if (!donation) throw new NotFound('Don introuvable');
  const issued = await ctx.db
    .select({ id: r.id, code: r.code, issuedAt: r.issuedAt, replacesReceiptId: r.replacesReceiptId })
    .from(r)
    .where(eq(r.donationId, donationId))
    .orderBy(asc(r.issuedAt), asc(r.id));
  const codes = new Map(issued.map((x) => [x.id, x.code]));
  const replaced = new Set(issued.map((x) => x.replacesReceiptId).filter((x) => x !== null));
  const { publicId, paymentId: _paymentId, ...fields } = donation;
  return {
    ...fields,
    reference: referenceOf(publicId),
    receipts: issued.map((x) => ({
      code: x.code,
      issuedAt: x.issuedAt,
      replaces: x.replacesReceiptId ? (codes.get(x.replacesReceiptId) ?? null) : null,
      inForce: !replaced.has(x.id),
    })),
  };
}

/** An issued receipt's PDF for the staff: any receipt of the gift, in force or replaced, as the donor received it. */
export async function receiptPdfForStaff(ctx: Ctx, staff: Staff | null, donationId: number, code: string) {
  assertStaff(staff);
  // A receipt's code is its year and number (2026-000123): anything else names none.
  if (!/^\d{4}-\d{6}$/.test(code)) throw new NotFound('Reçu introuvable');
  const [receipt] = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.donationId, donationId), eq(r.code, code)));
  if (!receipt) throw new NotFound('Reçu introuvable');
  return { code: receipt.code, pdf: await receiptPdf(ctx, receipt) };
}

/**
 * A promised transfer or cheque has arrived: the same operation as `npm run admin -- donation:received` (the gift
 * paid, its receipt issued and mailed), recorded in the journal in its transaction.
 */
export async function markDonationReceived(
  ctx: Ctx,
  staff: Staff | null,
  donationId: number,
  input: unknown,
): Promise<{ message: string; receipt: string }> {
  assertStaff(staff);
  const { date } = parseInput(donationReceivedSchema, input);
  const { donation, receipt } = await markReceived(
    ctx,
    { donation: String(donationId), date: date ? new Date(`${date}T12:00:00Z`) : undefined },
    (tx, done) =>
      recordStaffChange(tx, staff, {
        action: 'donation.received',
        subjectType: 'donation',
        subjectId: donationId,
        before: donationFields(done.before),
        after: { ...donationFields(done.donation), receipt: done.receipt.code },
      }),
  );
  return {
    message: `Don de ${formatEuros(donation.amountPaidCents ?? 0)} marqué reçu : reçu fiscal n° ${receipt.code} envoyé à ${donation.email}.`,
    receipt: receipt.code,
  };
}

/**
 * A receipt's donor details corrected: the same operation as `npm run admin -- receipt:correct` (a new receipt with
 * the next number replaces it and is mailed), recorded in the journal in its transaction.
 */
export async function correctDonationReceipt(
  ctx: Ctx,
  staff: Staff | null,
  code: string,
  input: unknown,
): Promise<{ message: string; receipt: string }> {
  assertStaff(staff);
  const changes = parseInput(receiptCorrectionSchema, input);
  const receipt = await correctReceipt(ctx, code, changes, async (tx, { old, receipt: newer }) => {
    await recordStaffChange(tx, staff, {
      action: 'receipt.correct',
      subjectType: 'donation',
      subjectId: old.donationId ?? old.id,
      before: { receipt: old.code, donateur: old.snapshot.donateur },
      after: { receipt: newer.code, donateur: newer.snapshot.donateur },
    });
  });
  return { message: `Reçu n° ${receipt.code} émis ; il remplace le reçu n° ${code}.`, receipt: receipt.code };
}

const modeNames = { CARTE: 'Carte', RIB: 'Virement', CHEQUE: 'Chèque' } as const;

/** The years with gifts paid, one-off or regular, newest first (the downloads area offers one file per year). */
export async function donationYears(ctx: Ctx, staff: Staff | null): Promise<number[]> {
  assertStaff(staff);
  const p = schema.regularGiftPayments;
  // Along the indexes of paid gifts and paid charges (decisions 0160, 0162).
  const [oneOff, regular] = await Promise.all([
    parisYearsOf(ctx.db, d, d.paidAt, sql`${d.etat} = 'PAYE'`),
    parisYearsOf(ctx.db, p, p.paidAt, sql`${p.status} = 'paid'`),
  ]);
  return [...new Set([...oneOff, ...regular])].sort((a, b) => b - a);
}

/**
 * The year's gifts for the accounts, as a workbook: every gift paid that year (Paris time), with its donor, amount,
 * method, reference and receipt in force; the totals by method; and every receipt issued that year (corrections
 * included). Recorded in the journal, as it holds donors' personal data.
 */
export async function donationsWorkbook(
  ctx: Ctx,
  staff: Staff | null,
  yearInput: unknown,
): Promise<{ fileName: string; bytes: Uint8Array; rows: number }> {
  assertStaff(staff);
  const year = parseInput(exportYearSchema, yearInput);
  const inYear = (column: typeof d.paidAt | typeof r.issuedAt) => inParisYear(column, year);
  const gifts = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.etat, 'PAYE'), inYear(d.paidAt)))
    .orderBy(asc(d.paidAt), asc(d.id));
  const inForce = await currentReceipts(
    ctx,
    gifts.map((g) => g.id),
  );
  const issued = await ctx.db
    .select({
      id: r.id,
      code: r.code,
      issuedAt: r.issuedAt,
      snapshot: r.snapshot,
      replacesReceiptId: r.replacesReceiptId,
      reference: d.publicId,
      givingYear: r.givingYear,
    })
    .from(r)
    .leftJoin(d, eq(d.id, r.donationId))
    .where(inYear(r.issuedAt))
    .orderBy(asc(r.year), asc(r.number));
  const replacedCodes = new Map(
    (
      await ctx.db
        .select({ id: r.id, code: r.code })
        .from(r)
        .where(
          inArray(
            r.id,
            issued.flatMap((x) => (x.replacesReceiptId ? [x.replacesReceiptId] : [])),
          ),
        )
    ).map((x) => [x.id, x.code]),
  );

  const book = await newWorkbook();
  book.creator = ctx.config.SITE_NAME;
  const euros = '#,##0.00 "€"';
  const sheet = book.addWorksheet(`Dons ${year}`);
  sheet.columns = [
    { header: 'Date de réception', key: 'paidAt', width: 16 },
    { header: 'Référence', key: 'reference', width: 14 },
    { header: 'Reçu fiscal n°', key: 'receipt', width: 15 },
    { header: 'Civilité', key: 'civilite', width: 8 },
    { header: 'Nom', key: 'nom', width: 22 },
    { header: 'Prénom', key: 'prenom', width: 18 },
    { header: 'Adresse', key: 'adresse', width: 32 },
    { header: 'Code postal', key: 'codePostal', width: 11 },
    { header: 'Ville', key: 'ville', width: 20 },
    { header: 'Pays', key: 'pays', width: 12 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Mode de paiement', key: 'mode', width: 16 },
    { header: 'Montant (€)', key: 'montant', width: 14, style: { numFmt: euros } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const g of gifts) {
    sheet.addRow({
      paidAt: g.paidAt ? formatParis(g.paidAt, 'fr') : '',
      reference: referenceOf(g.publicId),
      receipt: inForce.get(g.id)?.code ?? '',
      civilite: g.civilite,
      nom: g.nom,
      prenom: g.prenom,
      adresse: g.adressePostale,
      codePostal: g.codePostal,
      ville: g.ville,
      pays: g.pays,
      email: g.email,
      mode: g.choix ? modeNames[g.choix] : '',
      montant: (g.amountPaidCents ?? g.amountCents) / 100,
    });
  }
  const totalCents = gifts.reduce((sum, g) => sum + (g.amountPaidCents ?? g.amountCents), 0);
  const totalRow = sheet.addRow({ mode: 'Total', montant: totalCents / 100 });
  totalRow.font = { bold: true };

  const totals = book.addWorksheet('Totaux par mode');
  totals.columns = [
    { header: 'Mode de paiement', key: 'mode', width: 18 },
    { header: 'Nombre de dons', key: 'count', width: 16 },
    { header: 'Montant (€)', key: 'montant', width: 16, style: { numFmt: euros } },
  ];
  totals.getRow(1).font = { bold: true };
  for (const [mode, name] of Object.entries(modeNames)) {
    const of = gifts.filter((g) => g.choix === mode);
    totals.addRow({
      mode: name,
      count: of.length,
      montant: of.reduce((s, g) => s + (g.amountPaidCents ?? 0), 0) / 100,
    });
  }
  const regular = await regularPaymentsOfYear(ctx, year);
  const regularKept = regular.filter((x) => !x.reversal);
  const regularCents = regularKept.reduce((s, x) => s + x.amountCents, 0);
  totals.addRow({ mode: 'Dons réguliers', count: regularKept.length, montant: regularCents / 100 });
  totals.addRow({
    mode: 'Total',
    count: gifts.length + regularKept.length,
    montant: (totalCents + regularCents) / 100,
  }).font = { bold: true };

  const regularSheet = book.addWorksheet(`Dons réguliers ${year}`);
  regularSheet.columns = [
    { header: 'Date du paiement', key: 'paidAt', width: 16 },
    { header: 'Nom', key: 'nom', width: 22 },
    { header: 'Prénom', key: 'prenom', width: 18 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Mode de paiement', key: 'mode', width: 18 },
    { header: 'Référence du mandat', key: 'mandate', width: 22 },
    { header: 'Remboursé', key: 'reversal', width: 14 },
    { header: 'Montant (€)', key: 'montant', width: 14, style: { numFmt: euros } },
  ];
  regularSheet.getRow(1).font = { bold: true };
  regularSheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const x of regular) {
    regularSheet.addRow({
      paidAt: formatParis(x.paidAt!, 'fr'),
      nom: x.nom ?? '',
      prenom: x.prenom ?? '',
      email: x.email ?? '',
      mode: x.meansKind === 'card' ? 'Carte' : 'Prélèvement SEPA',
      mandate: x.mandateReference ?? '',
      reversal: x.reversal === 'refunded' ? 'Remboursé' : x.reversal === 'disputed' ? 'Contesté' : '',
      montant: x.amountCents / 100,
    });
  }
  regularSheet.addRow({ reversal: 'Total', montant: regularCents / 100 }).font = { bold: true };

  const receiptsSheet = book.addWorksheet(`Reçus émis ${year}`);
  receiptsSheet.columns = [
    { header: 'Reçu fiscal n°', key: 'code', width: 15 },
    { header: "Date d'émission", key: 'issuedAt', width: 16 },
    { header: 'Remplace le reçu', key: 'replaces', width: 16 },
    { header: 'Référence du don', key: 'reference', width: 16 },
    { header: 'Donateur', key: 'donor', width: 30 },
    { header: 'Date du don', key: 'dateDon', width: 14 },
    { header: 'Mode de paiement', key: 'mode', width: 16 },
    { header: 'Montant (€)', key: 'montant', width: 14, style: { numFmt: euros } },
  ];
  receiptsSheet.getRow(1).font = { bold: true };
  for (const x of issued) {
    const s = x.snapshot;
    receiptsSheet.addRow({
      code: x.code,
      issuedAt: formatParis(x.issuedAt, 'fr'),
      replaces: x.replacesReceiptId ? (replacedCodes.get(x.replacesReceiptId) ?? '') : '',
      reference: x.reference ? referenceOf(x.reference) : `Dons réguliers ${x.givingYear}`,
      donor: `${s.donateur.civilite} ${s.donateur.prenom} ${s.donateur.nom}`.trim(),
      dateDon: x.givingYear ? String(x.givingYear) : formatParis(new Date(s.dateDon), 'fr'),
      mode: x.givingYear ? 'Dons réguliers' : modeNames[s.mode],
      montant: s.montantCentimes / 100,
    });
  }

  await ctx.db.transaction((tx) =>
    recordStaffChange(tx, staff, {
      action: 'donations.export',
      subjectType: 'donations',
      subjectId: year,
      before: null,
      after: { year, gifts: gifts.length, regularPayments: regularKept.length, receipts: issued.length, totalCents },
    }),
  );
  const bytes = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
  return { fileName: `dons-${year}.xlsx`, bytes, rows: gifts.length };
}

/** Gifts waiting for a transfer or cheque (the list's first filter for the treasurer). */
export function isPromised(row: { etat: string; choix: string | null }): boolean {
  return row.etat === 'PROMIS' && (row.choix === 'RIB' || row.choix === 'CHEQUE');
}
