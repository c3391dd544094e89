import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { ReceiptSnapshot } from '../../db/schema/donations.ts';
import type { Config } from '../../platform/config.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { enqueue } from '../jobs.ts';
import { yearOf } from './dates.ts';

const { receipts, receiptCounters } = schema;
export type Receipt = typeof receipts.$inferSelect;
type Donation = typeof schema.donations.$inferSelect;

/** Who issues every receipt and signs it, from configuration. */
export function receiptIssuer(c: Config): Pick<ReceiptSnapshot, 'beneficiaire' | 'signataire'> {
  return {
    beneficiaire: {
      nom: c.SITE_NAME,
      adresse: `${c.SITE_STREET}, ${c.SITE_POSTCODE} ${c.SITE_CITY}, ${c.SITE_COUNTRY}`,
      objet: c.RECEIPT_ASSOCIATION_OBJECT,
      type: c.RECEIPT_ASSOCIATION_TYPE,
    },
    signataire: { nom: c.RECEIPT_SIGNER_NAME, qualite: c.RECEIPT_SIGNER_TITLE },
  };
}

function snapshotOf(ctx: Ctx, donation: Donation, paidAt: Date): ReceiptSnapshot {
  return {
    donateur: {
      civilite: donation.civilite,
      nom: donation.nom,
      prenom: donation.prenom,
      adresse: donation.adressePostale,
      codePostal: donation.codePostal,
      ville: donation.ville,
      pays: donation.pays,
    },
    email: donation.email,
    montantCentimes: donation.amountPaidCents ?? donation.amountCents,
    dateDon: paidAt.toISOString(),
    mode: donation.choix ?? 'CARTE',
    ...receiptIssuer(ctx.config),
  };
}

/** What a receipt certifies: a one-off gift, or a donor's regular gifts of a year (decision 0120). */
export type ReceiptSubject =
  | { donationId: number; givingUserId?: undefined; givingYear?: undefined }
  | { donationId?: undefined; givingUserId: number; givingYear: number };

/**
 * Issues the next receipt of the year inside the caller's transaction, one-off and annual receipts alike. The
 * year's counter row is incremented (and so locked) by the same transaction: a rollback gives the number back, and
 * two transactions never get the same number — no gap, no duplicate. Its mails are sent once the transaction commits.
 */
export async function issueNumberedReceipt(
  ctx: Ctx,
  tx: DbOrTx,
  subject: ReceiptSubject,
  snapshotAt: (issuedAt: Date) => ReceiptSnapshot,
  replaces: Receipt | null = null,
): Promise<Receipt> {
  const issuedAt = ctx.clock.now();
  const year = yearOf(issuedAt);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  const code = `${year}-${String(counter.last).padStart(6, '0')}`;
  const snapshot = snapshotAt(issuedAt);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      year,
      number: counter.last,
      code,
      donationId: subject.donationId ?? null,
      givingUserId: subject.givingUserId ?? null,
      givingYear: subject.givingYear ?? null,
      replacesReceiptId: replaces?.id ?? null,
      email: snapshot.email,
      snapshot,
      fileKey: `recus/${year}/${code}.pdf`,
      issuedAt,
    })
    .returning();
  await queueReceiptMails(ctx, tx, receipt);
  return receipt;
}

/** A one-off gift's receipt (or its correction), issued inside the caller's transaction. */
export function issueReceipt(
  ctx: Ctx,
  tx: DbOrTx,
  donation: Donation,
  replaces: Receipt | null = null,
): Promise<Receipt> {
  return issueNumberedReceipt(
    ctx,
    tx,
    { donationId: donation.id },
    (issuedAt) => snapshotOf(ctx, donation, donation.paidAt ?? issuedAt),
    replaces,
  );
}

/** Every receipt issued is mailed, to the donor and as a copy to the staff, once its transaction commits. */
async function queueReceiptMails(ctx: Ctx, tx: DbOrTx, receipt: Receipt): Promise<void> {
  await enqueue(ctx, tx, 'receipt-mail', { receiptId: receipt.id, recipient: 'donor' });
  await enqueue(ctx, tx, 'receipt-mail', { receiptId: receipt.id, recipient: 'staff' });
}

/** The receipt's PDF: from the file store, or drawn from its snapshot (always the same content) and stored. */
export async function receiptPdf(ctx: Ctx, receipt: Receipt): Promise<Uint8Array> {
  if (await ctx.files.stat(receipt.fileKey)) {
    return new Uint8Array(await new Response(ctx.files.read(receipt.fileKey)).arrayBuffer());
  }
  let replaces: string | null = null;
  if (receipt.replacesReceiptId) {
    const [old] = await ctx.db
      .select({ code: receipts.code })
      .from(receipts)
      .where(eq(receipts.id, receipt.replacesReceiptId));
    replaces = old?.code ?? null;
  }
  const pdf = await ctx.documents.receiptPdf({
    code: receipt.code,
    issuedAt: receipt.issuedAt,
    snapshot: receipt.snapshot,
    replaces,
  });
  await ctx.files.put(receipt.fileKey, pdf);
  return pdf;
}

export interface ReceiptSummary {
  code: string;
  issuedAt: Date;
  montantCentimes: number;
  dateDon: string;
  mode: ReceiptSnapshot['mode'];
  /** An annual receipt of regular gifts: its year. */
  annee: number | null;
  replaced: boolean;
}

export const receiptsByEmail = preparedStatement((db) =>
  db
    .select()
    .from(receipts)
    // lower(email): as the receipts' index reads it (decision 0157).
    .where(eq(sql`lower(${receipts.email})`, sql.placeholder('email')))
    .orderBy(desc(receipts.id))
    .prepare('receipts_by_email'),
);

/** The receipts issued to an e-mail address (a member's, for "Reçus fiscaux" in /mon-compte), newest first. */
export async function listReceiptsForEmail(ctx: Ctx, email: string): Promise<ReceiptSummary[]> {
  const rows = await receiptsByEmail(ctx.db).execute({ email: email.trim().toLowerCase() });
  const replacedIds = new Set(rows.map((r) => r.replacesReceiptId).filter((id) => id !== null));
  return rows.map((r) => ({
    code: r.code,
    issuedAt: r.issuedAt,
    montantCentimes: r.snapshot.montantCentimes,
    dateDon: r.snapshot.dateDon,
    mode: r.snapshot.mode,
    annee: r.givingYear,
    replaced: replacedIds.has(r.id),
  }));
}

/** A receipt's PDF for the member it was issued to; anyone else (or an unknown code) gets NotFound. */
export async function receiptForOwner(
  ctx: Ctx,
  code: string,
  owner: { email: string } | null,
): Promise<{ code: string; pdf: Uint8Array }> {
  if (!owner || !/^\d{4}-\d{6}$/.test(code)) throw new NotFound('Reçu introuvable');
  const [receipt] = await ctx.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.code, code), eq(sql`lower(${receipts.email})`, owner.email.trim().toLowerCase())));
  if (!receipt) throw new NotFound('Reçu introuvable');
  return { code, pdf: await receiptPdf(ctx, receipt) };
}
