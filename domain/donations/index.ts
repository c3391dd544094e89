/**
 * Donations: the information form, the payment choice (card, transfer, cheque), the card payment checked
 * with the provider, and a tax receipt for every gift. Browser code imports ./schemas.ts directly.
 */
export {
  checkCardPayment,
  createDonation,
  markReceived,
  openDonationPayment,
  recordChoice,
  settleDonationPayment,
  DONATION_PURPOSE,
  type Asker,
  type Donation,
} from './donations.ts';
export { correctReceipt } from './corrections.ts';
export { sendReceiptMail } from './mails.ts';
export {
  issueNumberedReceipt,
  issueReceipt,
  listReceiptsForEmail,
  receiptForOwner,
  receiptIssuer,
  receiptPdf,
  type Receipt,
  type ReceiptSummary,
} from './receipts.ts';
/** The receipt's drawing input is the documents port's (domain/context.ts). */
export type { ReceiptDocument } from '../context.ts';
export { formatDate } from './dates.ts';
export { euroAmountInWords } from './words.ts';
export * from './schemas.ts';
