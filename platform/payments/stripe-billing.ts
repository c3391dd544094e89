import type Stripe from 'stripe';
import {
  dayOf,
  type Billing,
  type Invoice,
  type InvoiceStatus,
  type MeansSetup,
  type Subscription,
  type SubscriptionStatus,
} from './billing.ts';

const day = (seconds: number) => dayOf(new Date(seconds * 1000));
const at = (day: string) => Math.floor(new Date(`${day}T08:00:00Z`).getTime() / 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toSetup(si: Stripe.SetupIntent): MeansSetup {
  const pm = typeof si.payment_method === 'object' ? si.payment_method : null;
  const kind = (si.allowed_payment_method_types ?? si.payment_method_types).includes('sepa_debit')
    ? 'sepa_debit'
    : 'card';
  return {
    id: si.id,
    clientSecret: si.client_secret ?? '',
    customerId: idOf(si.customer) ?? '',
    kind,
    status: si.status as MeansSetup['status'],
    means: pm
      ? {
          id: pm.id,
          kind: pm.type === 'sepa_debit' ? 'sepa_debit' : 'card',
          cardBrand: pm.card?.brand ?? null,
          last4: pm.card?.last4 ?? pm.sepa_debit?.last4 ?? '',
          mandateId: idOf(si.mandate),
          mandateReference:
            typeof si.mandate === 'object' ? (si.mandate?.payment_method_details.sepa_debit?.reference ?? null) : null,
        }
      : null,
    lastError: si.last_setup_error?.message ?? null,
  };
}

function toSubscription(sub: Stripe.Subscription): Subscription {
  const item = sub.items.data[0];
  const paused = sub.pause_collection !== null;
  const canceled = sub.status === 'canceled';
  const periodEnd = item?.current_period_end ?? null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status as SubscriptionStatus,
    paused,
    amountCents: item?.price.unit_amount ?? 0,
    dayOfMonth: Number(sub.metadata.dayOfMonth ?? new Date(sub.billing_cycle_anchor * 1000).getUTCDate()),
    nextChargeOn:
      canceled || paused
        ? null
        : sub.trial_end && sub.status === 'trialing'
          ? day(sub.trial_end)
          : periodEnd
            ? day(periodEnd)
            : null,
    paymentMethodId: idOf(sub.default_payment_method),
    metadata: { ...sub.metadata },
  };
}

function toInvoice(inv: Stripe.Invoice): Invoice {
  const paidAt = inv.status_transitions.paid_at;
  return {
    id: inv.id ?? '',
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription) ?? '',
    dueOn: day(inv.period_end),
    amountCents: inv.amount_due,
    status: (inv.status ?? 'draft') as InvoiceStatus,
    attemptCount: inv.attempt_count,
    nextAttemptAt: inv.next_payment_attempt ? new Date(inv.next_payment_attempt * 1000) : null,
    lastError: inv.last_finalization_error?.message ?? null,
    paidAt: paidAt ? new Date(paidAt * 1000) : null,
  };
}

/**
 * Stripe Billing (decision 0116): a customer per member, a SetupIntent for the card or the SEPA mandate (confirmed by
 * the Payment Element in the browser), a monthly subscription priced inline on one product, its invoices. The day of
 * the month is the billing cycle anchor, set by a trial ending on the first charge's day; no proration ever. Smart
 * retries and what happens after the last one (leave the subscription unpaid) are Stripe's settings.
 */
export function createStripeBilling(stripe: Stripe, call: <T>(request: () => Promise<T>) => Promise<T>): Billing {
  let productId: Promise<string> | null = null;
  /** The one product every gift's price hangs on, made once (its idempotency key makes every process agree). */
  function product(): Promise<string> {
    productId ??= stripe.products
      .create({ name: 'Don mensuel' }, { idempotencyKey: 'regular-gift-product-v1' })
      .then((p) => p.id);
    return productId;
  }
  const expandSetup = ['payment_method', 'mandate'];
  return {
    createCustomer: ({ email, name, idempotencyKey }) =>
      call(async () => (await stripe.customers.create({ email, name }, { idempotencyKey })).id),
    createSetup: ({ customerId, kind, idempotencyKey }) =>
      call(async () =>
        toSetup(
          await stripe.setupIntents.create(
            { customer: customerId, allowed_payment_method_types: [kind], usage: 'off_session', expand: expandSetup },
            { idempotencyKey },
          ),
        ),
      ),
    retrieveSetup: (id) => call(async () => toSetup(await stripe.setupIntents.retrieve(id, { expand: expandSetup }))),
    createSubscription: (input) =>
      call(async () =>
        toSubscription(
          await stripe.subscriptions.create(
            {
              customer: input.customerId,
              default_payment_method: input.paymentMethodId,
              items: [
                {
                  price_data: {
                    currency: 'eur',
                    product: await product(),
                    unit_amount: input.amountCents,
                    recurring: { interval: 'month' },
                  },
                },
              ],
              description: input.description,
              trial_end: at(input.firstChargeOn),
              proration_behavior: 'none',
              metadata: { ...input.metadata, dayOfMonth: String(input.dayOfMonth) },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    retrieveSubscription: (id) => call(async () => toSubscription(await stripe.subscriptions.retrieve(id))),
    // Stripe lists those not cancelled by default; its search could filter on metadata but lags behind the writes.
    listSubscriptions: ({ purpose, createdSince }) =>
      call(async () => {
        const found: Subscription[] = [];
        const created = { gte: Math.floor(createdSince.getTime() / 1000) };
        for await (const sub of stripe.subscriptions.list({ created, limit: 100 }))
          if (sub.metadata.purpose === purpose) found.push(toSubscription(sub));
        return found;
      }),
    updateSubscription: (id, change) =>
      call(async () => {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        return toSubscription(
          await stripe.subscriptions.update(id, {
            proration_behavior: 'none',
            ...(change.amountCents !== undefined && {
              items: [
                {
                  id: item.id,
                  price_data: {
                    currency: 'eur',
                    product: await product(),
                    unit_amount: change.amountCents,
                    recurring: { interval: 'month' },
                  },
                },
              ],
            }),
            ...(change.day && {
              trial_end: at(change.day.nextChargeOn),
              metadata: { dayOfMonth: String(change.day.dayOfMonth) },
            }),
            ...(change.paymentMethodId && { default_payment_method: change.paymentMethodId }),
          }),
        );
      }),
    pauseSubscription: (id) =>
      call(async () =>
        toSubscription(await stripe.subscriptions.update(id, { pause_collection: { behavior: 'void' } })),
      ),
    resumeSubscription: (id, nextChargeOn) =>
      call(async () =>
        toSubscription(
          await stripe.subscriptions.update(id, {
            pause_collection: '',
            trial_end: at(nextChargeOn),
            proration_behavior: 'none',
          }),
        ),
      ),
    cancelSubscription: (id) => call(async () => toSubscription(await stripe.subscriptions.cancel(id))),
    listInvoices: (subscriptionId) =>
      call(async () => (await stripe.invoices.list({ subscription: subscriptionId, limit: 12 })).data.map(toInvoice)),
    retrieveInvoice: (id) => call(async () => toInvoice(await stripe.invoices.retrieve(id))),
    retryInvoice: (id) => call(async () => toInvoice(await stripe.invoices.pay(id))),
  };
}
