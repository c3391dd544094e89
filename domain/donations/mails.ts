import {
  annualReceiptMail,
  cardPaidMail,
  chequePromiseMail,
  receivedMail,
  staffCopy,
  transferPromiseMail,
} from '../../emails/donations/donations.ts';
import type { RenderedMail } from '../../emails/layout.ts';
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { queueMail, type ReceiptMailJob } from '../jobs.ts';
import { formatEuros } from '../money.ts';
import { receiptPdf } from './receipts.ts';
import { donationReference } from './schemas.ts';

type Donation = typeof schema.donations.$inferSelect;

function site(ctx: Ctx) {
  const c = ctx.config;
  return {
    name: c.SITE_NAME,
    publicUrl: c.PUBLIC_URL,
    address: `${c.SITE_NAME}, ${c.SITE_STREET}, ${c.SITE_POSTCODE} ${c.SITE_CITY}`,
  };
}

/** The mail to the donor and its copy to the staff, sent in the background once the caller's transaction commits. */
async function queueWithCopy(ctx: Ctx, tx: DbOrTx, donation: Donation, mail: RenderedMail) {
  await queueMail(ctx, tx, { to: donation.email, ...mail });
  await queueMail(ctx, tx, { to: ctx.config.STAFF_EMAIL, ...staffCopy(mail, donation.email), replyTo: donation.email });
}

/** For a transfer or cheque: the promise, with what the donor needs to pay. */
export async function queuePromiseMails(ctx: Ctx, tx: DbOrTx, donation: Donation): Promise<void> {
  const c = ctx.config;
  const amount = formatEuros(donation.amountCents);
  const mail =
    donation.choix === 'RIB'
      ? transferPromiseMail(site(ctx), donation, amount, donationReference(donation.publicId), {
          holder: c.BANK_HOLDER,
          iban: c.BANK_IBAN,
          bic: c.BANK_BIC,
          bank: c.BANK_NAME,
        })
      : chequePromiseMail(site(ctx), donation, amount, donationReference(donation.publicId), c.YOUTH_ASSOCIATION_NAME);
  await queueWithCopy(ctx, tx, donation, mail);
}

/** The job: the thanks with the tax receipt attached (card confirmation, or transfer/cheque received). */
export async function sendReceiptMail(ctx: Ctx, job: ReceiptMailJob): Promise<void> {
  const [receipt] = await ctx.db.select().from(schema.receipts).where(eq(schema.receipts.id, job.receiptId));
  if (!receipt) throw new Error(`receipt ${job.receiptId} not found`);
  const pdf = await receiptPdf(ctx, receipt);
  const amount = formatEuros(receipt.snapshot.montantCentimes);
  const mail =
    receipt.donationId === null ? await annualMail(ctx, receipt, amount) : await giftMail(ctx, receipt, amount);
  const attachments = [{ filename: `recu-fiscal-${receipt.code}.pdf`, content: pdf, contentType: 'application/pdf' }];
  await ctx.mail.send(
    job.recipient === 'donor'
      ? { to: receipt.email, ...mail, attachments }
      : { to: ctx.config.STAFF_EMAIL, ...staffCopy(mail, receipt.email), attachments, replyTo: receipt.email },
  );
}

type Receipt = typeof schema.receipts.$inferSelect;

async function giftMail(ctx: Ctx, receipt: Receipt, amount: string): Promise<RenderedMail> {
  const [donation] = await ctx.db.select().from(schema.donations).where(eq(schema.donations.id, receipt.donationId!));
  return donation.choix === 'CARTE'
    ? cardPaidMail(site(ctx), donation, amount, receipt.code)
    : receivedMail(site(ctx), donation, amount, donation.choix === 'RIB' ? 'virement' : 'chèque', receipt.code);
}

/** An annual receipt of regular gifts: the donor as the receipt names them (decision 0120). */
async function annualMail(ctx: Ctx, receipt: Receipt, amount: string): Promise<RenderedMail> {
  let replaces: string | null = null;
  if (receipt.replacesReceiptId) {
    const [old] = await ctx.db
      .select({ code: schema.receipts.code })
      .from(schema.receipts)
      .where(eq(schema.receipts.id, receipt.replacesReceiptId));
    replaces = old.code;
  }
  const s = receipt.snapshot;
  return annualReceiptMail(site(ctx), s.donateur, {
    year: receipt.givingYear!,
    amount,
    payments: s.reguliers?.paiements.length ?? 0,
    receiptCode: receipt.code,
    replaces,
  });
}
