export {
  amountsOf,
  formulaChoiceSchema,
  formulas,
  paymentReportSchema,
  subscriberInfoSchema,
  subscriptionSchema,
} from './formulas.ts';
export {
  confirmSubscriptionPayment,
  createSubscription,
  getSubscriber,
  hasPaidSubscription,
  lastRevue,
  listDeliveryChurches,
  openSubscriptionPayment,
  settleSubscriptionPayment,
  SUBSCRIPTION_PURPOSE,
  subscriberAccount,
  invoiceForOwner,
  type DeliveryChoice,
  type SubscriberAccount,
  type Member,
} from './subscriptions.ts';
export { confirmShipment, magazineIssues, sendShipmentMails, shipmentOfIssue, shipIssue } from './shipments.ts';
export { renderInvoicePdf, renderShipmentPdf, renderShipmentXlsx } from './documents.ts';
