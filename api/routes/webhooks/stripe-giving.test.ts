import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { enqueue } from '../../../domain/jobs.ts';
import { createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * Monthly giving with Stripe Billing (decision 0116): the real SDK against a local server playing the invoices and
 * subscriptions Stripe keeps; signed webhooks delivered twice, out of order, or never (the monthly run asks Stripe).
 */
type FakeInvoice = {
  id: string;
  object: 'invoice';
  parent: { subscription_details: { subscription: string } };
  period_end: number;
  amount_due: number;
  status: string;
  attempt_count: number;
  next_payment_attempt: number | null;
  last_finalization_error: null;
  status_transitions: { paid_at: number | null };
};
const invoices = new Map<string, FakeInvoice>();
const subscriptions = new Map<string, Record<string, unknown>>();
let stripeServer: Server;

function startFakeStripe(): Promise<number> {
  stripeServer = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url!, 'http://stripe.test');
    const missing = () =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });
    const invoice = /^\/v1\/invoices\/(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && invoice)
      return invoices.get(invoice[1]) ? send(200, invoices.get(invoice[1])) : missing();
    if (req.method === 'GET' && url.pathname === '/v1/invoices') {
      const sub = url.searchParams.get('subscription');
      const data = [...invoices.values()].filter((i) => i.parent.subscription_details.subscription === sub).reverse();
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && sub)
      return subscriptions.get(sub[1]) ? send(200, subscriptions.get(sub[1])) : missing();
    missing();
  });
  return new Promise((resolve) =>
    stripeServer.listen(0, '127.0.0.1', () => resolve((stripeServer.address() as AddressInfo).port)),
  );
}

const seconds = (day: string) => Date.parse(`${day}T08:00:00Z`) / 1000;

function subscription(id: string, status: string, periodEnd: string) {
  subscriptions.set(id, {
    id,
    object: 'subscription',
    customer: 'cus_test',
    status,
    pause_collection: null,
    billing_cycle_anchor: seconds('2026-10-05'),
    trial_end: null,
    default_payment_method: 'pm_test',
    metadata: { dayOfMonth: '5' },
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: seconds(periodEnd), price: { unit_amount: 2000 } }],
    },
  });
}

/** What Stripe does on its own when a month's charge is made or fails. */
function invoiceOf(id: string, sub: string, day: string, status: 'paid' | 'open', attempts = 1) {
  const invoice: FakeInvoice = {
    id,
    object: 'invoice',
    parent: { subscription_details: { subscription: sub } },
    period_end: seconds(day),
    amount_due: 2000,
    status,
    attempt_count: attempts,
    next_payment_attempt: status === 'open' ? seconds(day) + 3 * 86400 : null,
    last_finalization_error: null,
    status_transitions: { paid_at: status === 'paid' ? seconds(day) : null },
  };
  invoices.set(id, invoice);
  return invoice;
}

const secret = 'whsec_giving';
let t: TestContext;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  const port = await startFakeStripe();
  t = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  api = createApi(t.ctx);
});
afterAll(async () => {
  await t.close();
  stripeServer.close();
});

let n = 0;
async function giftWith(sub: string, email: string, nextChargeOn = '2026-11-05') {
  const member = await createMember(t.ctx, { email });
  n += 1;
  const [gift] = await t.ctx.db
    .insert(schema.regularGifts)
    .values({
      userId: member.id,
      amountCents: 2000,
      dayOfMonth: 5,
      meansKind: 'sepa_debit',
      ibanLast4: '2606',
      mandateReference: 'REF-TEST',
      state: 'active',
      nextChargeOn,
      provider: 'stripe',
      providerCustomerId: `cus_test${n}`,
      providerSubscriptionId: sub,
      providerPaymentMethodId: `pm_test${n}`,
    })
    .returning();
  subscription(sub, 'active', '2026-11-05');
  return gift;
}

function deliver(id: string, type: string, object: unknown) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

const paymentsOf = (giftId: number) =>
  t.ctx.db.select().from(schema.regularGiftPayments).where(eq(schema.regularGiftPayments.giftId, giftId));
const giftOf = async (id: number) =>
  (await t.ctx.db.select().from(schema.regularGifts).where(eq(schema.regularGifts.id, id)))[0];

describe('Stripe Billing webhooks for monthly gifts', () => {
  it('records invoice.paid once, delivered twice or under another event id', async () => {
    const gift = await giftWith('sub_a', 'a@exemple.fr');
    const invoice = invoiceOf('in_a1', 'sub_a', '2026-11-05', 'paid');
    subscription('sub_a', 'active', '2026-12-05');
    expect(await (await deliver('evt_a1', 'invoice.paid', invoice)).json()).toEqual({ received: true, handled: true });
    expect(await (await deliver('evt_a1', 'invoice.paid', invoice)).json()).toEqual({ received: true, handled: false });
    expect(await (await deliver('evt_a1_bis', 'invoice.paid', invoice)).json()).toEqual({
      received: true,
      handled: false,
    });
    expect(await paymentsOf(gift.id)).toMatchObject([
      { providerInvoiceId: 'in_a1', status: 'paid', amountCents: 2000, dueOn: '2026-11-05' },
    ]);
    expect(await giftOf(gift.id)).toMatchObject({ state: 'active', nextChargeOn: '2026-12-05' });
  });

  it('follows a failure and its retry; a failure learnt late never undoes a payment', async () => {
    const gift = await giftWith('sub_b', 'b@exemple.fr');
    const failed = invoiceOf('in_b1', 'sub_b', '2026-11-05', 'open', 1);
    subscription('sub_b', 'past_due', '2026-12-05');
    await deliver('evt_b1', 'invoice.payment_failed', failed);
    expect(await giftOf(gift.id)).toMatchObject({ state: 'failing' });
    expect(await paymentsOf(gift.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'b@exemple.fr');
    expect(mail.subject).toContain('n’a pas abouti');
    expect(mail.text).toContain('Un nouvel essai sera fait le 8 novembre 2026');

    // The retry pays; its failure event of before arrives after (Stripe does not promise order).
    const paid = invoiceOf('in_b1', 'sub_b', '2026-11-05', 'paid', 2);
    subscription('sub_b', 'active', '2026-12-05');
    await deliver('evt_b2', 'invoice.paid', paid);
    await deliver('evt_b3', 'invoice.payment_failed', { ...paid, status: 'open' });
    expect(await paymentsOf(gift.id)).toMatchObject([{ status: 'paid', attempts: 2 }]);
    expect(await giftOf(gift.id)).toMatchObject({ state: 'active' });
    await t.runJobs();
    expect(await readOutbox(t.ctx.db, 'b@exemple.fr')).toHaveLength(1);
  });

  it('asks Stripe about a charge whose webhook never came, in the monthly run', async () => {
    const gift = await giftWith('sub_c', 'c@exemple.fr');
    invoiceOf('in_c1', 'sub_c', '2026-11-05', 'paid');
    subscription('sub_c', 'active', '2026-12-05');
    await enqueue(t.ctx, t.ctx.db, 'giving-run', { reason: 'timer' });
    await t.runJobs();
    expect(await paymentsOf(gift.id)).toMatchObject([{ providerInvoiceId: 'in_c1', status: 'paid' }]);
    expect(await giftOf(gift.id)).toMatchObject({ nextChargeOn: '2026-12-05' });
    // Its webhook, late: nothing more.
    expect(await (await deliver('evt_c1', 'invoice.paid', invoices.get('in_c1'))).json()).toMatchObject({
      handled: false,
    });
    expect(await paymentsOf(gift.id)).toHaveLength(1);
  });

  it('stops the gift when Stripe ends the subscription, and follows a revoked mandate', async () => {
    const gift = await giftWith('sub_d', 'd@exemple.fr', '2026-12-05');
    subscription('sub_d', 'canceled', '2026-12-05');
    await deliver('evt_d1', 'customer.subscription.deleted', subscriptions.get('sub_d'));
    expect(await giftOf(gift.id)).toMatchObject({ state: 'stopped', nextChargeOn: null });

    const other = await giftWith('sub_e', 'e@exemple.fr', '2026-12-05');
    const mandate = {
      id: 'mandate_e',
      object: 'mandate',
      status: 'inactive',
      payment_method: other.providerPaymentMethodId,
    };
    expect(await (await deliver('evt_e1', 'mandate.updated', mandate)).json()).toMatchObject({ handled: true });
    expect(await giftOf(other.id)).toMatchObject({ state: 'failing' });
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'e@exemple.fr');
    expect(mail.subject).toContain('mandat de prélèvement n’est plus valable');
  });

  it('refuses an event without a good signature', async () => {
    const res = await api.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=bad', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
