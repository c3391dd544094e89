import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * The Stripe adapter with the real stripe SDK, pointed at a local server that plays the two Stripe endpoints
 * we use (PaymentIntent create and retrieve); webhooks signed with Stripe's own helper.
 */
type FakeIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
};
const intents = new Map<string, FakeIntent>();
const byKey = new Map<string, FakeIntent>();
const seen: { method: string; path: string; idempotencyKey?: string; auth?: string }[] = [];
let stripeServer: Server;

function startFakeStripe(): Promise<number> {
  stripeServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      seen.push({ method: req.method!, path: req.url!, idempotencyKey, auth: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, existing);
        const id = `pi_test${intents.size + 1}`;
        const metadata = Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        );
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_abc${intents.size}`,
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency')!,
          status: 'requires_payment_method',
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/(\w+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match) {
        const intent = intents.get(match[1]);
        if (intent) return send(200, intent);
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${match[1]}'`,
          },
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return new Promise((resolve) =>
    stripeServer.listen(0, '127.0.0.1', () => resolve((stripeServer.address() as AddressInfo).port)),
  );
}

/** What Stripe does when the card goes through in the browser (Stripe.js → Stripe), out of our sight. */
function stripeCharges(intentId: string) {
  const intent = intents.get(intentId)!;
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
}

const secret = 'whsec_test_secret';
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

const json = (path: string, body: unknown) =>
  api.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function donationWithIntent(email: string) {
  const res = await json('/public/donations', {
    civilite: 'Mlle',
    nom: 'Roux',
    prenom: 'Anne',
    montant: 40,
    adressePostale: '1 place du Temple',
    ville: 'Uzès',
    pays: 'France',
    codePostal: '30700',
    tel: '0466000001',
    email,
  });
  const { id } = (await res.json()) as { id: string };
  const { clientSecret } = (await (await api.request(`/public/create-payment-intent/${id}`)).json()) as {
    clientSecret: string;
  };
  return { id, clientSecret, intentId: clientSecret.split('_secret_')[0] };
}

function signedEvent(intentId: string, eventId: string, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intents.get(intentId) },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: options.timestamp,
  });
  return api.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

async function donation(id: string) {
  const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.publicId, id));
  const receipts = await t.ctx.db.select().from(schema.receipts).where(eq(schema.receipts.donationId, row.id));
  return { row, receipts };
}

describe('Stripe adapter (real SDK, local server)', () => {
  it('creates one PaymentIntent per donation, in cents, with an idempotency key, and reuses it', async () => {
    const { id, clientSecret, intentId } = await donationWithIntent('a@example.org');
    expect(intents.get(intentId)).toMatchObject({ amount: 4000, currency: 'eur', metadata: { purpose: 'donation' } });
    const again = (await (await api.request(`/public/create-payment-intent/${id}`)).json()) as { clientSecret: string };
    expect(again.clientSecret).toBe(clientSecret);
    const creates = seen.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    expect(creates[0].idempotencyKey).toMatch(/^donation-\d+-4000$/);
    expect(creates[0].auth).toBe('Bearer sk_test_local');
  });

  it('records the provider’s status, not the browser’s claim', async () => {
    const { id, clientSecret } = await donationWithIntent('b@example.org');
    const res = await json('/public/updateStatusStripePayment', {
      clientSecret,
      statusApresPaiement: 'succeeded',
      montantPaye: 40,
    });
    expect(await res.json()).toEqual({ id, paye: false });
    expect((await donation(id)).row).toMatchObject({ etat: 'PAIEMENT_CARTE', amountPaidCents: null });
  });

  it('finds a payment made while the page was closed at the next status check', async () => {
    const { id, clientSecret, intentId } = await donationWithIntent('c@example.org');
    stripeCharges(intentId);
    const res = await json('/public/updateStatusStripePayment', {
      clientSecret,
      statusApresPaiement: 'failed',
      montantPaye: 0,
    });
    expect(await res.json()).toEqual({ id, paye: true });
    const { row, receipts } = await donation(id);
    expect(row).toMatchObject({ etat: 'PAYE', amountPaidCents: 4000 });
    expect(receipts).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('marks the donation paid with a receipt; a replay of the event changes nothing', async () => {
    const { id, intentId } = await donationWithIntent('d@example.org');
    stripeCharges(intentId);
    const first = await signedEvent(intentId, 'evt_1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, handled: true });
    const paid = await donation(id);
    expect(paid.row.etat).toBe('PAYE');
    expect(paid.receipts).toHaveLength(1);

    const replay = await signedEvent(intentId, 'evt_1');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, handled: false });
    const after = await donation(id);
    expect(after.receipts).toEqual(paid.receipts);
    expect(after.row.updatedAt).toEqual(paid.row.updatedAt);
  });

  it('answers 400 to a wrong, missing or stale signature and changes nothing', async () => {
    const { id, intentId } = await donationWithIntent('e@example.org');
    stripeCharges(intentId);
    expect((await signedEvent(intentId, 'evt_2', { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await signedEvent(intentId, 'evt_3', { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    const missing = await api.request('/webhooks/stripe', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await donation(id)).row.etat).toBe('PAIEMENT_CARTE');
  });

  it('takes events about unknown intents without failing', async () => {
    intents.set('pi_other', { ...intents.values().next().value!, id: 'pi_other' });
    const res = await signedEvent('pi_other', 'evt_4');
    expect(await res.json()).toEqual({ received: true, handled: false });
  });
});
