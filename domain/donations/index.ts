/**
 * Donations: the information form, the payment choice (card, transfer, cheque), the card payment checked
 * with the provider, and a tax receipt for every gift. Browser code imports ./schemas.ts directly.
 */
export {
  checkCardPayment,
  createDonation,
  handlePaymentEvent,
  markReceived,
  openDonationPayment,
  payWithTestCard,
  recordChoice,
  settlePayment,
  DONATION_PURPOSE,
  type Asker,
  type Donation,
} from './donations.ts';
export { correctReceipt } from './corrections.ts';
export { sendReceiptMail } from './mails.ts';
export {
  listReceiptsForEmail,
  receiptForOwner,
  receiptIssuer,
  type ReceiptDocument,
  type ReceiptSummary,
} from './receipts.ts';
export { formatDate } from './dates.ts';
export { euroAmountInWords } from './words.ts';
export * from './schemas.ts';
