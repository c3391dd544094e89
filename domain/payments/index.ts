/**
 * Card payments, whatever they pay for (donations, magazine subscriptions): the payment rows, the
 * provider's truth recorded on them, provider events handled once, and the simulated provider's ledger.
 */
export { simulatedLedger } from './ledger.ts';
export { testCardSchema } from './schemas.ts';
export {
  askProvider,
  claimEvent,
  fetchIntent,
  findPaymentByIntent,
  findPaymentBySecret,
  openCardPayment,
  openedPaymentId,
  reconcileOpenPayments,
  recordIntent,
  type Payment,
} from './payments.ts';
