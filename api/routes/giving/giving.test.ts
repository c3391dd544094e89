import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { deleteOwnAccount } from '../../../domain/admin/index.ts';
import { advanceSimulatedClock, billingNow, runGiving } from '../../../domain/giving/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';
import { createDying as dyingCreate, DONOR } from '../../../tests/support/donor.ts';

/** Monthly giving through the API with the simulated provider: the member's own gifts, the month's run, failures. */
let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
});
afterAll(() => t.close());

async function member(email: string) {
  await createMember(t.ctx, { email, firstname: 'Claire' });
  return (await apiSignIn(api, email)).token;
}

/** A saved test means: its setup id. */
async function means(token: string, typed: Record<string, string>) {
  const moyen = 'iban' in typed ? 'sepa_debit' : 'card';
  const setup = await call(api, 'POST', '/dons-reguliers/moyens', { token, body: { moyen } });
  expect(setup.status).toBe(200);
  const confirmed = await call(api, 'POST', '/dons-reguliers/moyens/simule', {
    token,
    body: { clientSecret: setup.body.data.clientSecret, moyen, titulaire: 'Claire Martin', ...typed },
  });
  expect(confirmed.status).toBe(200);
  return { setupId: setup.body.data.setupId as string, confirmed: confirmed.body.data };
}
const card = (numero = '4242 4242 4242 4242') => ({ numero, expiration: '12/34', cryptogramme: '123' });

const paymentsOf = (giftId: number) =>
  t.ctx.db.select().from(schema.regularGiftPayments).where(eq(schema.regularGiftPayments.giftId, giftId));
const subjects = async (email: string) => (await readOutbox(t.ctx.db, email)).map((m) => m.subject);
const at = (day: string) => new Date(`${day}T12:00:00Z`);
/** The clock only moves forward: each step is from the last one (tests of this file share the database). */
async function advanceTo(day: string) {
  const result = await advanceSimulatedClock(t.ctx, at(day));
  await t.runJobs();
  return result;
}

describe('monthly giving', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(api, 'POST', '/dons-reguliers/moyens', { body: { moyen: 'card' } })).status).toBe(401);
    expect(
      (await call(api, 'POST', '/dons-reguliers', { body: { montant: 10, jour: 5, setupId: 'seti_x' } })).status,
    ).toBe(401);
    expect((await call(api, 'GET', '/dons-reguliers')).status).toBe(401);
  });

  let giftId: number;
  let token: string;
  it('creates a card gift with the server’s amount, once however often the form is sent, confirmed by mail', async () => {
    token = await member('claire@exemple.fr');
    const { setupId } = await means(token, card());
    const body = { ...DONOR, montant: '25,50', jour: 10, setupId, montantCentimes: 1 };
    const created = await call(api, 'POST', '/dons-reguliers', { token, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      montantCentimes: 2550,
      jour: 10,
      etat: 'active',
      moyen: { type: 'card', marque: 'visa', fin: '4242', referenceMandat: null },
      paiements: [],
    });
    expect(created.body.data.prochainPaiement).toMatch(/^\d{4}-\d{2}-10$/);
    giftId = created.body.data.id;
    const again = await call(api, 'POST', '/dons-reguliers', { token, body });
    expect(again.body.data.id).toBe(giftId);
    await t.runJobs();
    expect(await subjects('claire@exemple.fr')).toEqual([expect.stringContaining('Votre don mensuel est en place')]);
  });

  it('refuses a setup not confirmed, bad amounts and days, with French messages by field', async () => {
    const setup = await call(api, 'POST', '/dons-reguliers/moyens', { token, body: { moyen: 'card' } });
    const unconfirmed = await call(api, 'POST', '/dons-reguliers', {
      token,
      body: { ...DONOR, montant: 10, jour: 3, setupId: setup.body.data.setupId },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fields.setupId).toContain('pas encore validé');
    const bad = await call(api, 'POST', '/dons-reguliers', {
      token,
      body: { montant: '0,50', jour: 31, setupId: 'seti_x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      montant: 'Le montant minimum est de 1 €',
      jour: 'Le jour du mois va de 1 à 28',
    });
    const declined = await means(token, card('4111 1111 1111 1111'));
    expect(declined.confirmed).toMatchObject({
      status: 'requires_payment_method',
      error: expect.stringContaining('Carte inconnue'),
    });
  });

  it('keeps the donor’s details with the gift; bad ones are refused by field, in French, and nothing is created', async () => {
    const gifts = () => t.ctx.db.select().from(schema.regularGifts);
    const [stored] = await t.ctx.db.select().from(schema.regularGifts).where(eq(schema.regularGifts.id, giftId));
    expect(stored).toMatchObject({
      civilite: 'Mme',
      nom: 'MARTIN',
      prenom: 'Claire',
      adressePostale: '12 rue des Écoles',
      codePostal: '30100',
      ville: 'Alès',
      pays: 'France',
      tel: '0612345678',
      email: 'claire.martin@exemple.fr',
    });
    const { setupId } = await means(token, card());
    const subscriptions = () =>
      t.ctx.payments.billing.listSubscriptions({ purpose: 'regular-gift', createdSince: new Date(0) });
    const before = [(await gifts()).length, (await subscriptions()).length];
    const body = {
      ...DONOR,
      civilite: 'Dr',
      nom: ' ',
      adressePostale: '',
      email: 'pas-une-adresse',
      montant: 10,
      jour: 3,
    };
    const bad = await call(api, 'POST', '/dons-reguliers', { token, body: { ...body, setupId } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      civilite: 'Veuillez choisir une civilité',
      nom: 'Le nom est obligatoire',
      adressePostale: 'L’adresse postale est obligatoire',
      email: 'L’adresse e-mail n’est pas valide',
    });
    const { civilite: _c, ville: _v, ...partial } = DONOR;
    const missing = await call(api, 'POST', '/dons-reguliers', {
      token,
      body: { ...partial, montant: 10, jour: 3, setupId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      civilite: 'Veuillez choisir une civilité',
      ville: 'La ville est obligatoire',
    });
    expect([(await gifts()).length, (await subscriptions()).length]).toEqual(before);
  });

  it('answers 404 for another member’s gift, whatever the call (IDOR)', async () => {
    const other = await member('autre@exemple.fr');
    expect((await call(api, 'GET', `/dons-reguliers/${giftId}`, { token: other })).status).toBe(404);
    expect((await call(api, 'PUT', `/dons-reguliers/${giftId}`, { token: other, body: { montant: 1 } })).status).toBe(
      404,
    );
    for (const action of ['pause', 'reprise', 'arret'])
      expect((await call(api, 'POST', `/dons-reguliers/${giftId}/${action}`, { token: other })).status).toBe(404);
    const { setupId } = await means(other, card());
    expect(
      (await call(api, 'PUT', `/dons-reguliers/${giftId}/moyen`, { token: other, body: { setupId } })).status,
    ).toBe(404);
    // Nor may a member use another's saved means.
    expect(
      (await call(api, 'POST', '/dons-reguliers', { token, body: { ...DONOR, montant: 5, jour: 2, setupId } })).status,
    ).toBe(404);
    expect((await call(api, 'PUT', `/dons-reguliers/${giftId}/moyen`, { token, body: { setupId } })).status).toBe(404);
    // Nor confirm another's setup with a card of theirs.
    const mine = (await call(api, 'POST', '/dons-reguliers/moyens', { token, body: { moyen: 'card' } })).body.data;
    const body = { clientSecret: mine.clientSecret, moyen: 'card', titulaire: 'Autre', ...card() };
    expect((await call(api, 'POST', '/dons-reguliers/moyens/simule', { token: other, body })).status).toBe(404);
    expect(await t.ctx.payments.billing.retrieveSetup(mine.setupId)).toMatchObject({
      status: 'requires_payment_method',
    });
    expect((await call(api, 'GET', '/dons-reguliers', { token: other })).body.data).toEqual([]);
    expect((await call(api, 'GET', `/dons-reguliers/${giftId}`, { token })).body.data.etat).toBe('active');
  });

  it('charges the month once, however often the run goes', async () => {
    const gift = (await call(api, 'GET', `/dons-reguliers/${giftId}`, { token })).body.data;
    await advanceTo(gift.prochainPaiement);
    await advanceTo(gift.prochainPaiement);
    const payments = await paymentsOf(giftId);
    expect(payments).toMatchObject([{ status: 'paid', amountCents: 2550, dueOn: gift.prochainPaiement, attempts: 1 }]);
    const after = (await call(api, 'GET', `/dons-reguliers/${giftId}`, { token })).body.data;
    expect(after.prochainPaiement > gift.prochainPaiement).toBe(true);
    expect(after.paiements).toMatchObject([{ date: gift.prochainPaiement, montant: 25.5, statut: 'paid' }]);
  });

  it('changes the amount and day, pauses, resumes and stops, each confirmed; a stopped gift is never charged', async () => {
    const changed = await call(api, 'PUT', `/dons-reguliers/${giftId}`, { token, body: { montant: 30, jour: 15 } });
    expect(changed.body.data).toMatchObject({ montantCentimes: 3000, jour: 15 });
    expect(changed.body.data.prochainPaiement).toMatch(/-15$/);
    const paused = await call(api, 'POST', `/dons-reguliers/${giftId}/pause`, { token });
    expect(paused.body.data).toMatchObject({ etat: 'paused', prochainPaiement: null, suspendu: false });
    const resumed = await call(api, 'POST', `/dons-reguliers/${giftId}/reprise`, { token });
    expect(resumed.body.data).toMatchObject({ etat: 'active' });
    const stopped = await call(api, 'POST', `/dons-reguliers/${giftId}/arret`, { token });
    expect(stopped.body.data).toMatchObject({ etat: 'stopped', prochainPaiement: null });
    expect((await call(api, 'PUT', `/dons-reguliers/${giftId}`, { token, body: { montant: 40 } })).status).toBe(409);
    await t.runJobs();
    // Sent in the background, in any order.
    const sent = await subjects('claire@exemple.fr');
    expect(sent).toHaveLength(5);
    for (const subject of ['est arrêté', 'reprend', 'en pause', 'Le montant', 'est en place'])
      expect(sent).toContainEqual(expect.stringContaining(subject));
    await advanceTo(resumed.body.data.prochainPaiement);
    await advanceTo(resumed.body.data.prochainPaiement.replace(/-15$/, '-28'));
    expect(await paymentsOf(giftId)).toHaveLength(1);
  });

  it('debits by SEPA: the mandate accepted, notified before, retried after a failure, then suspended, not lost', async () => {
    const sepa = await member('sepa@exemple.fr');
    const { setupId } = await means(sepa, { iban: 'FR84 2004 1010 0505 0001 3M02 607' });
    const refused = await call(api, 'POST', '/dons-reguliers', {
      token: sepa,
      body: { ...DONOR, montant: 12, jour: 20, setupId },
    });
    expect(refused.body.fields).toEqual({ mandatAccepte: 'Le mandat de prélèvement SEPA doit être accepté' });
    const created = await call(api, 'POST', '/dons-reguliers', {
      token: sepa,
      body: { ...DONOR, montant: 12, jour: 20, setupId, mandatAccepte: true },
    });
    const gift = created.body.data;
    expect(gift.moyen).toMatchObject({
      type: 'sepa_debit',
      fin: '2607',
      referenceMandat: expect.stringMatching(/^SIM-/),
    });
    const due: string = gift.prochainPaiement;
    const dueTime = Date.parse(`${due}T00:00:00Z`);
    const day = (offset: number) => new Date(dueTime + offset * 86_400_000).toISOString().slice(0, 10);

    // Five days before, the notice; sent once.
    await advanceTo(day(-5));
    await advanceTo(day(-4));
    const notices = (await subjects('sepa@exemple.fr')).filter((s) => s.includes('Prochain prélèvement'));
    expect(notices).toHaveLength(1);
    const notice = (await readOutbox(t.ctx.db, 'sepa@exemple.fr')).find((m) => m.subject.includes('Prochain'))!;
    expect(notice.text).toContain('12,00');
    expect(notice.text).toContain(t.ctx.config.SEPA_CREDITOR_ID);
    expect(notice.text).toContain(gift.moyen.referenceMandat);

    // The debit fails: failing, the donor mailed with a link; the retries follow (3, 5, 7 days), then suspended.
    await advanceTo(due);
    let now = (await call(api, 'GET', `/dons-reguliers/${gift.id}`, { token: sepa })).body.data;
    expect(now).toMatchObject({ etat: 'failing', paiements: [{ statut: 'failed', essais: 1 }] });
    const [failed] = await readOutbox(t.ctx.db, 'sepa@exemple.fr');
    expect(failed.subject).toContain('n’a pas abouti');
    expect(failed.text).toContain('/mon-compte?onglet=dons-reguliers');
    await advanceTo(day(3));
    await advanceTo(day(8));
    await advanceTo(day(15));
    now = (await call(api, 'GET', `/dons-reguliers/${gift.id}`, { token: sepa })).body.data;
    expect(now).toMatchObject({ etat: 'paused', suspendu: true, prochainPaiement: null });
    expect(now.paiements).toMatchObject([{ statut: 'uncollectible', essais: 4 }]);
    expect((await subjects('sepa@exemple.fr')).filter((s) => s.includes('n’a pas abouti'))).toHaveLength(4);

    // A new IBAN starts it again.
    const good = await means(sepa, { iban: 'FR1420041010050500013M02606' });
    const updated = await call(api, 'PUT', `/dons-reguliers/${gift.id}/moyen`, {
      token: sepa,
      body: { setupId: good.setupId, mandatAccepte: true },
    });
    expect(updated.body.data).toMatchObject({ etat: 'active', suspendu: false, moyen: { fin: '2606' } });
    await advanceTo(updated.body.data.prochainPaiement);
    const payments = await paymentsOf(gift.id);
    expect(payments.map((p) => p.status).sort()).toEqual(['paid', 'uncollectible']);
  });

  it('retries at once an unpaid charge when the card of a failing gift is replaced', async () => {
    const donor = await member('carte@exemple.fr');
    const { setupId } = await means(donor, card('4000 0000 0000 0341'));
    const gift = (
      await call(api, 'POST', '/dons-reguliers', { token: donor, body: { ...DONOR, montant: 8, jour: 1, setupId } })
    ).body.data;
    await advanceTo(gift.prochainPaiement);
    expect((await call(api, 'GET', `/dons-reguliers/${gift.id}`, { token: donor })).body.data.etat).toBe('failing');
    const good = await means(donor, card());
    const updated = await call(api, 'PUT', `/dons-reguliers/${gift.id}/moyen`, {
      token: donor,
      body: { setupId: good.setupId },
    });
    expect(updated.body.data).toMatchObject({ etat: 'active', paiements: [{ statut: 'paid', essais: 2 }] });
  });

  it('moves the next charge when a card gives way to an IBAN too close to it for the SEPA notice', async () => {
    const donor = await member('vers-sepa@exemple.fr');
    const { setupId } = await means(donor, card());
    // A card's first charge may be the next day: the gift whose day is two days from the simulated clock's day.
    const clock = await billingNow(t.ctx);
    const soon = new Date(clock.getTime() + 2 * 86_400_000);
    const jour = Math.min(soon.getUTCDate(), 28);
    const gift = (
      await call(api, 'POST', '/dons-reguliers', { token: donor, body: { ...DONOR, montant: 9, jour, setupId } })
    ).body.data;
    const iban = await means(donor, { iban: 'FR84 2004 1010 0505 0001 3M02 607' });
    const moved = await call(api, 'PUT', `/dons-reguliers/${gift.id}/moyen`, {
      token: donor,
      body: { setupId: iban.setupId, mandatAccepte: true },
    });
    expect(moved.status).toBe(200);
    const notice = new Date(clock.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(moved.body.data.prochainPaiement >= notice).toBe(true);
    expect(moved.body.data.moyen).toMatchObject({ type: 'sepa_debit', fin: '2607' });
  });

  it('refuses a member the eleventh means set up in an hour (card testing), with the wait, and not other members', async () => {
    const tester = await member('essais@exemple.fr');
    for (let i = 0; i < 10; i += 1)
      expect(
        (await call(api, 'POST', '/dons-reguliers/moyens', { token: tester, body: { moyen: 'card' } })).status,
      ).toBe(200);
    const refused = await call(api, 'POST', '/dons-reguliers/moyens', { token: tester, body: { moyen: 'card' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Trop d’essais d’enregistrement d’une carte ou d’un IBAN, veuillez réessayer dans (1 heure|\d+ minutes?)$/,
    );
    const neighbour = await member('voisin@exemple.fr');
    expect(
      (await call(api, 'POST', '/dons-reguliers/moyens', { token: neighbour, body: { moyen: 'card' } })).status,
    ).toBe(200);
  });

  const createDying = (token: string, body: Record<string, unknown>) =>
    dyingCreate(api, t.ctx.payments.billing, token, body);

  it('adopts a subscription whose gift row was never written: the donor sees it, confirmed once, and can stop it', async () => {
    const donor = await member('orphelin@exemple.fr');
    const { setupId } = await means(donor, card());
    const body = { ...DONOR, montant: 17, jour: 9, setupId };
    const made = await createDying(donor, body);
    expect((await call(api, 'GET', '/dons-reguliers', { token: donor })).body.data).toEqual([]);

    expect(await runGiving(t.ctx)).toMatchObject({ adopted: 1, cancelled: 0 });
    expect(await runGiving(t.ctx)).toMatchObject({ adopted: 0, cancelled: 0 });
    const [gift] = (await call(api, 'GET', '/dons-reguliers', { token: donor })).body.data;
    expect(gift).toMatchObject({
      montantCentimes: 1700,
      jour: 9,
      etat: 'active',
      prochainPaiement: made.nextChargeOn,
      moyen: { type: 'card', fin: '4242' },
    });
    // Adopted without the donor's details (the provider never had them); the form sent again answers the same gift
    // and adds them, for the annual receipt.
    const stored = () =>
      t.ctx.db
        .select()
        .from(schema.regularGifts)
        .where(eq(schema.regularGifts.id, gift.id as number));
    expect((await stored())[0]).toMatchObject({ nom: null, adressePostale: null });
    expect((await call(api, 'POST', '/dons-reguliers', { token: donor, body })).body.data.id).toBe(gift.id);
    expect((await stored())[0]).toMatchObject({ nom: 'MARTIN', adressePostale: '12 rue des Écoles', ville: 'Alès' });
    await t.runJobs();
    expect(await subjects('orphelin@exemple.fr')).toEqual([expect.stringContaining('Votre don mensuel est en place')]);
    expect((await call(api, 'POST', `/dons-reguliers/${gift.id}/arret`, { token: donor })).status).toBe(200);
    expect(await t.ctx.payments.billing.retrieveSubscription(made.id)).toMatchObject({ status: 'canceled' });
  });

  it('cancels at the provider a subscription without a gift that no member can see (account erased)', async () => {
    const donor = await member('efface@exemple.fr');
    const { setupId } = await means(donor, { iban: 'FR1420041010050500013M02606' });
    const made = await createDying(donor, { ...DONOR, montant: 30, jour: 3, setupId, mandatAccepte: true });
    const [{ id: userId }] = await t.ctx.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'efface@exemple.fr'));
    await deleteOwnAccount(t.ctx, userId);

    expect(await runGiving(t.ctx)).toMatchObject({ adopted: 0, cancelled: 1 });
    expect(await t.ctx.payments.billing.retrieveSubscription(made.id)).toMatchObject({
      status: 'canceled',
      nextChargeOn: null,
    });
    await advanceTo(made.nextChargeOn!);
    expect(await t.ctx.payments.billing.listInvoices(made.id)).toEqual([]);
    expect(await runGiving(t.ctx)).toMatchObject({ adopted: 0, cancelled: 0 });
  });

  it('answers the same action sent twice at once once, the other 409 and never 500, confirmed by one mail', async () => {
    const donor = await member('double@exemple.fr');
    const { setupId } = await means(donor, card());
    const twice = (method: string, path: string, body?: unknown) =>
      Promise.all([1, 2].map(() => call(api, method, path, { token: donor, body })));
    const created = await twice('POST', '/dons-reguliers', { ...DONOR, montant: 11, jour: 4, setupId });
    expect(created.map((r) => r.status)).toEqual([200, 200]);
    const id = created[0].body.data.id;
    expect(created[1].body.data.id).toBe(id);
    for (const [method, path, body] of [
      ['PUT', `/dons-reguliers/${id}`, { montant: 12 }],
      ['POST', `/dons-reguliers/${id}/pause`],
      ['POST', `/dons-reguliers/${id}/reprise`],
      ['POST', `/dons-reguliers/${id}/arret`],
    ] as const) {
      const statuses = (await twice(method, path, body)).map((r) => r.status).sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
    }
    await t.runJobs();
    const sent = await subjects('double@exemple.fr');
    for (const subject of ['est en place', 'Le montant', 'en pause', 'reprend', 'est arrêté'])
      expect(sent.filter((s) => s.includes(subject))).toHaveLength(1);
    const [gift] = await t.ctx.db.select().from(schema.regularGifts).where(eq(schema.regularGifts.id, id));
    expect(await t.ctx.payments.billing.retrieveSubscription(gift.providerSubscriptionId)).toMatchObject({
      status: 'canceled',
      amountCents: gift.amountCents,
    });
    expect(gift).toMatchObject({ state: 'stopped', amountCents: 1200 });
  });

  it('keeps the day changed during a pause for every month after the resume', async () => {
    const donor = await member('jour@exemple.fr');
    const { setupId } = await means(donor, card());
    const gift = (
      await call(api, 'POST', '/dons-reguliers', { token: donor, body: { ...DONOR, montant: 6, jour: 15, setupId } })
    ).body.data;
    await call(api, 'POST', `/dons-reguliers/${gift.id}/pause`, { token: donor });
    const changed = await call(api, 'PUT', `/dons-reguliers/${gift.id}`, { token: donor, body: { jour: 20 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const resumed = (await call(api, 'POST', `/dons-reguliers/${gift.id}/reprise`, { token: donor })).body.data;
    expect(resumed.prochainPaiement).toMatch(/-20$/);
    await advanceTo(resumed.prochainPaiement);
    const after = (await call(api, 'GET', `/dons-reguliers/${gift.id}`, { token: donor })).body.data;
    expect(after).toMatchObject({ jour: 20, paiements: [{ date: resumed.prochainPaiement, statut: 'paid' }] });
    expect(after.prochainPaiement).toMatch(/-20$/);
  });

  it('cancels a subscription without a gift that would charge a running gift’s means a second time', async () => {
    const donor = await member('jumeau@exemple.fr');
    const { setupId } = await means(donor, card());
    const gift = (
      await call(api, 'POST', '/dons-reguliers', { token: donor, body: { ...DONOR, montant: 7, jour: 6, setupId } })
    ).body.data;
    const [row] = await t.ctx.db.select().from(schema.regularGifts).where(eq(schema.regularGifts.id, gift.id));
    // As a form sent again after the provider forgot its key would have made it.
    const twin = await t.ctx.payments.billing.createSubscription({
      customerId: row.providerCustomerId,
      paymentMethodId: row.providerPaymentMethodId,
      amountCents: 700,
      dayOfMonth: 6,
      firstChargeOn: gift.prochainPaiement,
      description: 'Don mensuel',
      metadata: { purpose: 'regular-gift', userId: String(row.userId), setupId },
      idempotencyKey: 'giving-subscription-oubliee',
    });
    expect(await runGiving(t.ctx)).toMatchObject({ adopted: 0, cancelled: 1 });
    expect(await t.ctx.payments.billing.retrieveSubscription(twin.id)).toMatchObject({ status: 'canceled' });
    expect(await t.ctx.payments.billing.retrieveSubscription(row.providerSubscriptionId)).toMatchObject({
      status: 'active',
    });
    expect((await call(api, 'GET', '/dons-reguliers', { token: donor })).body.data).toHaveLength(1);
  });

  it('asks a visitor to sign in on every route, and answers a member’s garbage 400 or 404 with French messages', async () => {
    const visitor: [string, string, unknown?][] = [
      ['POST', '/dons-reguliers/moyens/simule', { clientSecret: 'seti_sim_x_secret_y', moyen: 'card', ...card() }],
      ['GET', '/dons-reguliers/1'],
      ['PUT', '/dons-reguliers/1', { montant: 12 }],
      ['PUT', '/dons-reguliers/1/moyen', { setupId: 'seti_sim_x' }],
      ['POST', '/dons-reguliers/1/pause'],
      ['POST', '/dons-reguliers/1/reprise'],
      ['POST', '/dons-reguliers/1/arret'],
    ];
    for (const [method, path, body] of visitor)
      expect((await call(api, method, path, { body })).status, `${method} ${path}`).toBe(401);

    const own = await member('bruit@exemple.fr');
    const { setupId } = await means(own, card());
    const gift = (
      await call(api, 'POST', '/dons-reguliers', { token: own, body: { ...DONOR, montant: 10, jour: 5, setupId } })
    ).body.data.id as number;
    const garbage: [string, string, unknown, number][] = [
      ['POST', '/dons-reguliers/moyens', { moyen: 'cheque' }, 400],
      ['POST', '/dons-reguliers/moyens/simule', { clientSecret: 'seti_sim_x_secret_y', moyen: 'card', ...card() }, 404],
      ['POST', '/dons-reguliers/moyens/simule', { moyen: 'sepa_debit' }, 400],
      ['POST', '/dons-reguliers', { montant: { x: 1 }, jour: 'lundi', setupId: 5 }, 400],
      ['POST', '/dons-reguliers', { ...DONOR, montant: 10, jour: 5, setupId: 'seti_sim_inconnu' }, 404],
      ['PUT', `/dons-reguliers/${gift}`, { montant: '-3' }, 400],
      ['PUT', `/dons-reguliers/${gift}`, {}, 400],
      ['PUT', `/dons-reguliers/${gift}/moyen`, { setupId: 'seti_sim_inconnu' }, 404],
      ['PUT', '/dons-reguliers/99999999999', { montant: 12 }, 400],
      ['POST', '/dons-reguliers/0/arret', undefined, 400],
    ];
    for (const [method, path, body, status] of garbage) {
      const answer = await call(api, method, path, { token: own, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(String(answer.body.message), path).toMatch(/^[A-ZÀ-Ýa-zé’ ]/);
    }
    expect((await call(api, 'GET', `/dons-reguliers/${gift}`, { token: own })).body.data).toMatchObject({
      etat: 'active',
      montantCentimes: 1000,
      jour: 5,
    });
  });
});
