export {
  amountsOf,
  DEFAULT_CHURCH_ID,
  formulaOf,
  formulas,
  HOME_DELIVERY_CENTS_PER_ISSUE,
  subscriberInfoSchema,
  subscriptionSchema,
  type Formula,
} from './formulas.ts';
export {
  confirmSubscriptionPayment,
  createSubscription,
  getSubscriber,
  hasPaidSubscription,
  lastRevue,
  listDeliveryChurches,
  openSubscriptionPayment,
  paidSubscriptions,
  settleSubscriptionPayment,
  SUBSCRIPTION_PURPOSE,
  type Member,
  type Subscriber,
  type SubscriberRecord,
  type Subscription,
  type TransactionResponse,
} from './subscriptions.ts';
export { confirmShipment, shipIssue, shipmentPath, type Parcel, type Shipment } from './shipments.ts';
