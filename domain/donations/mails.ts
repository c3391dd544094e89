import {
  cardPaidMail,
  chequePromiseMail,
  receivedMail,
  staffCopy,
  transferPromiseMail,
} from '../../emails/donations/donations.ts';
import type { RenderedMail } from '../../emails/layout.ts';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { formatEuros } from '../money.ts';
import { receiptPdf, type Receipt } from './receipts.ts';
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

/** Sends a mail to the donor and its copy to the staff. A mail fault is logged: the donation stays recorded. */
async function sendWithCopy(
  ctx: Ctx,
  donation: Donation,
  mail: RenderedMail,
  attachments?: { filename: string; content: Uint8Array; contentType: string }[],
) {
  try {
    await ctx.mail.send({ to: donation.email, ...mail, attachments });
    await ctx.mail.send({
      to: ctx.config.STAFF_EMAIL,
      ...staffCopy(mail, donation.email),
      attachments,
      replyTo: donation.email,
    });
  } catch (err) {
    ctx.log.error({ err, donationId: donation.id }, 'e-mail de don non envoyé');
  }
}

/** For a transfer or cheque: the promise, with what the donor needs to pay. */
export async function sendPromiseMail(ctx: Ctx, donation: Donation): Promise<void> {
  const c = ctx.config;
  const amount = formatEuros(donation.montantCentimes);
  const mail =
    donation.choix === 'RIB'
      ? transferPromiseMail(site(ctx), donation, amount, donationReference(donation.publicId), {
          holder: c.BANK_HOLDER,
          iban: c.BANK_IBAN,
          bic: c.BANK_BIC,
          bank: c.BANK_NAME,
        })
      : chequePromiseMail(site(ctx), donation, amount, donationReference(donation.publicId), c.YOUTH_ASSOCIATION_NAME);
  await sendWithCopy(ctx, donation, mail);
}

/** Once paid: the thanks and the tax receipt attached (card confirmation, or transfer/cheque received). */
export async function sendReceiptMail(ctx: Ctx, donation: Donation, receipt: Receipt): Promise<void> {
  let pdf: Uint8Array;
  try {
    pdf = await receiptPdf(ctx, receipt);
  } catch (err) {
    ctx.log.error({ err, receipt: receipt.code }, 'reçu fiscal non produit');
    return;
  }
  const amount = formatEuros(receipt.snapshot.montantCentimes);
  const mail =
    donation.choix === 'CARTE'
      ? cardPaidMail(site(ctx), donation, amount, receipt.code)
      : receivedMail(site(ctx), donation, amount, donation.choix === 'RIB' ? 'virement' : 'chèque', receipt.code);
  await sendWithCopy(ctx, donation, mail, [
    { filename: `recu-fiscal-${receipt.code}.pdf`, content: pdf, contentType: 'application/pdf' },
  ]);
}
