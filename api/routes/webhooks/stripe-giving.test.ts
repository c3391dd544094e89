import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { enqueue } from '../../../domain/jobs.ts';
import { deleteOwnAccount } from '../../../domain/admin/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';
import { createDying as dyingCreate, DONOR } from '../../../tests/support/donor.ts';

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
/** The writes the SDK sent: method, path, idempotency key and form body. */
const writes: { method: string; path: string; key?: string; form: URLSearchParams }[] = [];
const subscriptions = new Map<string, Record<string, unknown>>();
const setups = new Map<string, Record<string, unknown>>();
/** The subscriptions lists the SDK asked for: their query. */
const lists: URLSearchParams[] = [];
let stripeServer: Server;

function startFakeStripe(): Promise<number> {
  stripeServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => answer(req, res, body));
  });
  return new Promise((resolve) =>
    stripeServer.listen(0, '127.0.0.1', () => resolve((stripeServer.address() as AddressInfo).port)),
  );
}

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    res.end(JSON.stringify(json));
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
  if (req.method === 'GET' && sub) return subscriptions.get(sub[1]) ? send(200, subscriptions.get(sub[1])) : missing();
  if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
    // Stripe's list: those not cancelled by default, made since created[gte].
    const since = Number(url.searchParams.get('created[gte]') ?? 0);
    const data = [...subscriptions.values()].filter((s) => s.status !== 'canceled' && Number(s.created ?? 0) >= since);
    lists.push(url.searchParams);
    return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
  }
  const setupIntent = /^\/v1\/setup_intents\/(\w+)$/.exec(url.pathname);
  if (req.method === 'GET' && setupIntent)
    return setups.get(setupIntent[1]) ? send(200, setups.get(setupIntent[1])) : missing();
  const form = new URLSearchParams(body);
  const key = req.headers['idempotency-key'] as string;
  writes.push({ method: req.method!, path: url.pathname, key, form });
  if (url.pathname === '/v1/customers') return send(200, { id: 'cus_new', object: 'customer' });
  if (url.pathname === '/v1/products') return send(200, { id: 'prod_gift', object: 'product' });
  if (url.pathname === '/v1/setup_intents') {
    const kind = form.get('allowed_payment_method_types[0]');
    return send(200, {
      id: 'seti_new',
      object: 'setup_intent',
      client_secret: 'seti_new_secret_x',
      customer: form.get('customer'),
      status: 'requires_payment_method',
      payment_method: null,
      mandate: null,
      payment_method_types: [kind],
      allowed_payment_method_types: [kind],
      last_setup_error: null,
    });
  }
  if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
    // As Stripe keeps it: one subscription per idempotency key, with the metadata, price and trial sent.
    const id = `sub_${key.replace('giving-subscription-seti_', '')}`;
    const trialEnd = Number(form.get('trial_end'));
    const metadata = Object.fromEntries(
      [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    subscriptions.set(id, {
      ...subscriptions.get(id),
      id,
      object: 'subscription',
      created: Math.floor(Date.now() / 1000),
      customer: form.get('customer'),
      status: 'trialing',
      pause_collection: null,
      billing_cycle_anchor: trialEnd,
      trial_end: trialEnd,
      default_payment_method: form.get('default_payment_method'),
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            current_period_end: trialEnd,
            price: { unit_amount: Number(form.get('items[0][price_data][unit_amount]')) },
          },
        ],
      },
    });
    return send(200, subscriptions.get(id));
  }
  if (sub) {
    const id = sub[1];
    subscription(id, req.method === 'DELETE' ? 'canceled' : 'trialing', '2026-12-05');
    const stored = subscriptions.get(id)!;
    Object.assign(stored, {
      trial_end: Number(form.get('trial_end') ?? seconds('2026-12-05')),
      pause_collection: form.get('pause_collection[behavior]') ? { behavior: 'void' } : null,
    });
    return send(200, stored);
  }
  missing();
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

  it('drives Stripe Billing: one customer, a setup, a monthly subscription on its day, never prorated', async () => {
    const billing = t.ctx.payments.billing;
    const customer = await billing.createCustomer({
      email: 'f@exemple.fr',
      name: 'F',
      idempotencyKey: 'giving-customer-9',
    });
    expect(customer).toBe('cus_new');
    const setup = await billing.createSetup({ customerId: 'cus_new', kind: 'sepa_debit', idempotencyKey: 'k1' });
    expect(setup).toMatchObject({ kind: 'sepa_debit', clientSecret: 'seti_new_secret_x', customerId: 'cus_new' });
    const created = await billing.createSubscription({
      customerId: 'cus_new',
      paymentMethodId: 'pm_new',
      amountCents: 2500,
      dayOfMonth: 5,
      firstChargeOn: '2026-12-05',
      description: 'Don mensuel',
      metadata: { purpose: 'regular-gift' },
      idempotencyKey: 'giving-subscription-seti_new',
    });
    expect(created).toMatchObject({ id: 'sub_new', nextChargeOn: '2026-12-05', paused: false });
    await billing.updateSubscription('sub_new', {
      amountCents: 3000,
      day: { dayOfMonth: 12, nextChargeOn: '2026-12-12' },
    });
    await billing.pauseSubscription('sub_new');
    await billing.resumeSubscription('sub_new', '2027-01-12');
    expect(await billing.cancelSubscription('sub_new')).toMatchObject({ status: 'canceled', nextChargeOn: null });

    const write = (method: string, path: string) => writes.find((w) => w.method === method && w.path === path)!;
    expect(write('POST', '/v1/customers').key).toBe('giving-customer-9');
    expect(Object.fromEntries(write('POST', '/v1/setup_intents').form)).toMatchObject({
      customer: 'cus_new',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'sepa_debit',
    });
    const subscribe = write('POST', '/v1/subscriptions');
    expect(subscribe.key).toBe('giving-subscription-seti_new');
    expect(Object.fromEntries(subscribe.form)).toMatchObject({
      customer: 'cus_new',
      default_payment_method: 'pm_new',
      'items[0][price_data][unit_amount]': '2500',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][product]': 'prod_gift',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'none',
      trial_end: String(Date.parse('2026-12-05T08:00:00Z') / 1000),
      'metadata[dayOfMonth]': '5',
    });
    const [change, pause, resume] = writes.filter((w) => w.method === 'POST' && w.path === '/v1/subscriptions/sub_new');
    expect(Object.fromEntries(change.form)).toMatchObject({
      'items[0][price_data][unit_amount]': '3000',
      trial_end: String(Date.parse('2026-12-12T08:00:00Z') / 1000),
      proration_behavior: 'none',
    });
    expect(Object.fromEntries(pause.form)).toEqual({ 'pause_collection[behavior]': 'void' });
    expect(Object.fromEntries(resume.form)).toMatchObject({ pause_collection: '', proration_behavior: 'none' });
    expect(write('DELETE', '/v1/subscriptions/sub_new')).toBeDefined();
  });

  /** A member with a customer at Stripe and a card saved by a confirmed setup, signed in: its token. */
  async function memberWithCard(email: string, name: string) {
    const member = await createMember(t.ctx, { email });
    await t.ctx.db
      .insert(schema.givingCustomers)
      .values({ userId: member.id, provider: 'stripe', customerId: `cus_${name}` });
    setups.set(`seti_${name}`, {
      id: `seti_${name}`,
      object: 'setup_intent',
      client_secret: `seti_${name}_secret_x`,
      customer: `cus_${name}`,
      status: 'succeeded',
      payment_method: {
        id: `pm_${name}`,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242' },
      },
      mandate: null,
      payment_method_types: ['card'],
      allowed_payment_method_types: ['card'],
      last_setup_error: null,
    });
    return { userId: member.id, token: (await apiSignIn(api, email)).token };
  }

  const createDying = (token: string, body: Record<string, unknown>) =>
    dyingCreate(api, t.ctx.payments.billing, token, body);

  const runMonth = async () => {
    await enqueue(t.ctx, t.ctx.db, 'giving-run', { reason: 'timer' });
    await t.runJobs();
  };

  it('adopts a subscription Stripe made whose gift was never written, and cancels one no member can see', async () => {
    const kept = await memberWithCard('g@exemple.fr', 'orphan');
    const body = { ...DONOR, montant: 15, jour: 7, setupId: 'seti_orphan', montantCentimes: 1 };
    const made = await createDying(kept.token, body);
    // The amount Stripe is asked for is the one the server parsed, never one sent beside it.
    const subscribe = writes.find((w) => w.key === 'giving-subscription-seti_orphan')!;
    expect(subscribe.form.get('items[0][price_data][unit_amount]')).toBe('1500');
    expect(subscriptions.get(made.id)!.metadata).toMatchObject({
      purpose: 'regular-gift',
      userId: String(kept.userId),
      setupId: 'seti_orphan',
    });
    const gone = await memberWithCard('h@exemple.fr', 'gone');
    const lost = await createDying(gone.token, { ...DONOR, montant: 9, jour: 2, setupId: 'seti_gone' });
    await deleteOwnAccount(t.ctx, gone.userId);
    expect(
      await t.ctx.db.select().from(schema.regularGifts).where(eq(schema.regularGifts.userId, kept.userId)),
    ).toEqual([]);

    await runMonth();
    await runMonth();
    // Stripe was asked for the recent subscriptions (not every one it ever made).
    expect(Number(lists.at(-1)!.get('created[gte]'))).toBeGreaterThan(Date.now() / 1000 - 40 * 86400);
    const gifts = await call(api, 'GET', '/dons-reguliers', { token: kept.token });
    expect(gifts.body.data).toMatchObject([
      { montantCentimes: 1500, jour: 7, etat: 'active', moyen: { type: 'card', marque: 'visa', fin: '4242' } },
    ]);
    expect(gifts.body.data[0].prochainPaiement).toBe(made.nextChargeOn);
    expect((await call(api, 'POST', '/dons-reguliers', { token: kept.token, body })).body.data.id).toBe(
      gifts.body.data[0].id,
    );
    const subjects = (await readOutbox(t.ctx.db, 'g@exemple.fr')).map((m) => m.subject);
    expect(subjects).toEqual([expect.stringContaining('Votre don mensuel est en place')]);

    expect(subscriptions.get(lost.id)).toMatchObject({ status: 'canceled' });
    expect(writes.filter((w) => w.method === 'DELETE' && w.path === `/v1/subscriptions/${lost.id}`)).toHaveLength(1);
    expect(writes.filter((w) => w.method === 'DELETE' && w.path === `/v1/subscriptions/${made.id}`)).toHaveLength(0);
  });
});
