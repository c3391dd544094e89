/**
 * Monthly giving (decision 0116): a member's regular gift by card or SEPA debit, charged by the provider's
 * subscription; its payments recorded once each from the provider's invoices; the monthly run and its reconciler.
 */
export {
  changeRegularGift,
  confirmTestMeans,
  createRegularGift,
  listRegularGifts,
  pauseRegularGift,
  regularGiftOf,
  resumeRegularGift,
  startMeansSetup,
  stopRegularGift,
  updateGiftMeans,
  billingNow,
  type GiftView,
  type GivingMember,
} from './gifts.ts';
export { advanceSimulatedClock, runGiving } from './run.ts';
export {
  issueAnnualReceipts,
  issueLastYearsReceipts,
  previewAnnualReceipts,
  receiptYears,
  recordPaymentReversal,
} from './receipts.ts';
export { mandateChanged, recordInvoice, syncSubscription } from './settle.ts';
export { simulatedBillingBook } from './simulated-book.ts';
export * from './schemas.ts';
export * from './mandate.ts';
