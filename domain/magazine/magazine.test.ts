import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { readOutbox, updateAccount } from '../accounts/index.ts';
import { saveChurch } from '../churches/index.ts';
import { findPaymentBySecret, fetchIntent } from '../payments/index.ts';
import { handlePaymentEvent, payWithTestCard } from '../payment-events.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, within, type TestContext } from '../../tests/support/context.ts';
import { siteChanged } from '../../platform/site-changes.ts';
import {
  amountsOf,
  confirmShipment,
  confirmSubscriptionPayment,
  createSubscription,
  formulas,
  getSubscriber,
  listDeliveryChurches,
  openSubscriptionPayment,
  sendShipmentMails,
  settleSubscriptionPayment,
  shipIssue,
} from './index.ts';

let t: TestContext;
let churchId: number;
const REVUE = 7001;
beforeAll(async () => {
  t = await createTestContext();
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values([
    { id: REVUE, titre: 'Revue 120', mediaTypeId: 6, numRevue: 120 },
    { id: REVUE + 1, titre: 'Revue 121', mediaTypeId: 6, numRevue: 121 },
  ]);
  const church = await saveChurch(t.ctx, {
    slug: 'ales',
    nom: 'Église évangélique d’Alès',
    codePostal: '30100',
    ville: 'Alès',
    pays: 'FR',
    latitude: 44.12,
    longitude: 4.08,
    email: 'ales@eglise.example.org',
  });
  churchId = church.id;
});
afterAll(() => t.close());

const info = {
  tel: '0611223344',
  adressePostale: '5 rue des Lilas',
  codePostal: '30100',
  ville: 'Alès',
  pays: 'France',
};

/** A member, a subscription, paid with a test card: answers the member's id. */
async function subscribeAndPay(
  userId: number,
  nombreRevues: number,
  livraisonDomicile: boolean,
  card = '4242424242424242',
) {
  const asker = { userId };
  const tr = await createSubscription(
    t.ctx,
    { ...info, nombreRevues, livraisonDomicile, egliseId: livraisonDomicile ? null : churchId },
    asker,
  );
  const { idIntentClientSecretStripe } = await openSubscriptionPayment(t.ctx, tr.id, asker);
  await payWithTestCard(t.ctx, {
    clientSecret: idIntentClientSecretStripe,
    numero: card,
    expiration: '12/34',
    cryptogramme: '123',
  });
  return {
    tr,
    clientSecret: idIntentClientSecretStripe!,
    confirmed: await confirmSubscriptionPayment(t.ctx, { clientSecret: idIntentClientSecretStripe }, asker),
  };
}

describe('delivery choices', () => {
  it('are one list while the churches stay as they are, a new one once a church is added', async () => {
    // On a PostgreSQL server, the database's word of the church saved above may still be on its way: it would forget
    // the list between two reads. First a list that stays.
    expect(
      await within(1000, async () => (await listDeliveryChurches(t.ctx)) === (await listDeliveryChurches(t.ctx))),
    ).toBe(true);
    const first = await listDeliveryChurches(t.ctx);
    expect(first).toContainEqual({ id: churchId, nom: 'Église évangélique d’Alès', codePostal: '30100' });
    expect(await listDeliveryChurches(t.ctx)).toBe(first);
    const added = await saveChurch(t.ctx, {
      slug: 'uzes',
      nom: 'Église évangélique d’Uzès',
      codePostal: '30700',
      ville: 'Uzès',
      pays: 'FR',
      latitude: 44.01,
      longitude: 4.42,
    });
    // As a staff change tells it (domain/admin/churches.ts); another process's, through the database (decision 0084).
    siteChanged();
    expect(await listDeliveryChurches(t.ctx)).not.toBe(first);
    expect(await listDeliveryChurches(t.ctx)).toContainEqual({
      id: added.id,
      nom: 'Église évangélique d’Uzès',
      codePostal: '30700',
    });
  });
});

describe('amounts', () => {
  it.each([
    ['1an', false, 1000],
    ['1an', true, 1800],
    ['2ans', false, 1800],
    ['2ans', true, 3400],
    ['4ans', false, 3600],
    ['4ans', true, 6800],
  ])('%s, home delivery %s: %i cents', async (code, home, cents) => {
    const formula = formulas.find((f) => f.code === code)!;
    expect(amountsOf(formula, home).montantCents).toBe(cents);
    const { id } = await createMember(t.ctx);
    const tr = await createSubscription(
      t.ctx,
      { ...info, nombreRevues: formula.nombreRevues, livraisonDomicile: home, egliseId: churchId, montant: 1 },
      { userId: id },
    );
    expect(tr).toMatchObject({
      montant: cents / 100,
      montantAbonnement: formula.prixCents / 100,
      nombreRevues: formula.nombreRevues,
    });
    const [row] = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, tr.id));
    expect(row.montantCents).toBe(cents);
    expect(row.egliseId).toBe(home ? null : churchId);
  });
});

describe('a subscription stored', () => {
  it('takes the name and e-mail of the member’s account; an unknown church is refused and stores nothing', async () => {
    const { id } = await createMember(t.ctx);
    const mine = () => t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, id));
    await expect(
      createSubscription(
        t.ctx,
        { ...info, nombreRevues: 2, livraisonDomicile: false, egliseId: 999_999 },
        { userId: id },
      ),
    ).rejects.toMatchObject({ fields: { egliseId: 'Église de livraison inconnue' } });
    expect(await mine()).toEqual([]);

    const tr = await createSubscription(
      t.ctx,
      {
        ...info,
        nombreRevues: 2,
        livraisonDomicile: false,
        egliseId: churchId,
        dateNaissance: '1980-04-02',
        lieuNaissance: 'Nîmes',
        recevoirDerniereRevue: true,
      },
      { userId: id },
    );
    const [user] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(await mine()).toEqual([
      expect.objectContaining({
        id: tr.id,
        nom: user.lastname,
        prenom: user.firstname,
        email: user.email,
        ...info,
        dateNaissance: '1980-04-02',
        lieuNaissance: 'Nîmes',
        recevoirDerniereRevue: true,
        nombreRevues: 2,
        livraisonDomicile: false,
        egliseId: churchId,
        montantAbonnementCents: 1000,
        montantCents: 1000,
        etat: 'NOUVEAU',
      }),
    ]);
  });
});

describe('the member behind a subscription', () => {
  it('is read as the account stands: a name changed since is the one stored, an account gone is refused', async () => {
    const { id } = await createMember(t.ctx);
    const asker = { userId: id };
    const draft = { ...info, nombreRevues: 2, livraisonDomicile: true, egliseId: null };
    await createSubscription(t.ctx, draft, asker);
    const renamed = { firstname: 'Bérénice', lastname: 'Vasseur', dateNaissance: '02/04/1980', lieuNaissance: 'Nîmes' };
    await updateAccount(t.ctx, id, id, renamed);
    const second = await createSubscription(t.ctx, draft, asker);
    const [stored] = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, second.id));
    expect(stored).toMatchObject({ prenom: 'Bérénice', nom: 'VASSEUR' });

    const before = await t.ctx.db.select().from(schema.subscriptions);
    await expect(createSubscription(t.ctx, draft, { userId: 999_999 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Veuillez vous connecter pour vous abonner',
    });
    expect(await t.ctx.db.select().from(schema.subscriptions)).toHaveLength(before.length);
  });
});

describe('credit', () => {
  it('adds the issues once paid, again after a renewal, and not for a declined card', async () => {
    const { id } = await createMember(t.ctx, { firstname: 'Marthe', lastname: 'Roux' });
    const first = await subscribeAndPay(id, 4, true);
    expect(first.confirmed).toMatchObject({ paye: true, nombreRevues: 4 });
    expect(await getSubscriber(t.ctx, id, { userId: id })).toMatchObject({
      nom: 'ROUX',
      nombreRevues: 4,
      livraisonDomicile: true,
    });
    const declined = await subscribeAndPay(id, 2, false, '4000000000000002');
    expect(declined.confirmed).toMatchObject({ paye: false, nombreRevues: 4 });
    const second = await subscribeAndPay(id, 8, false);
    expect(second.confirmed).toMatchObject({ paye: true, nombreRevues: 12 });
    expect(await getSubscriber(t.ctx, id, { userId: id })).toMatchObject({ nombreRevues: 12, egliseId: churchId });
  });

  it('adds credit once when the confirmation is replayed or raced', async () => {
    const { id } = await createMember(t.ctx);
    const { clientSecret } = await subscribeAndPay(id, 2, false);
    const payment = (await findPaymentBySecret(t.ctx, clientSecret))!;
    const intent = await fetchIntent(t.ctx, payment);
    await Promise.all([
      settleSubscriptionPayment(t.ctx, payment, intent),
      settleSubscriptionPayment(t.ctx, payment, intent),
      confirmSubscriptionPayment(t.ctx, { clientSecret }, { userId: id }),
    ]);
    expect((await getSubscriber(t.ctx, id, { userId: id }))!.nombreRevues).toBe(2);
    const subs = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, id));
    expect(subs.map((s) => s.invoiceNumber)).toEqual([expect.stringMatching(/^\d{4}-\d{4}$/)]);
  });

  it('is credited by the provider’s signed event (webhook) once, a replayed event changing nothing', async () => {
    const { id } = await createMember(t.ctx);
    const asker = { userId: id };
    const tr = await createSubscription(t.ctx, { ...info, nombreRevues: 4, egliseId: churchId }, asker);
    const { idIntentClientSecretStripe: clientSecret } = await openSubscriptionPayment(t.ctx, tr.id, asker);
    // Charged at the provider, unheard of here until its event arrives.
    await t.ctx.payments.confirmWithTestCard!(clientSecret!, {
      numero: '4242424242424242',
      expiration: '12/34',
      cryptogramme: '123',
      titulaire: '',
    });
    expect(await getSubscriber(t.ctx, id, asker)).toBeNull();
    const payment = (await findPaymentBySecret(t.ctx, clientSecret))!;
    const event = {
      id: `evt_revue_${tr.id}`,
      type: 'payment_intent.succeeded',
      intentId: payment.intentId,
      invoiceId: null,
      subscriptionId: null,
      mandate: null,
    };
    expect(await handlePaymentEvent(t.ctx, event)).toEqual({ handled: true });
    expect(await handlePaymentEvent(t.ctx, event)).toEqual({ handled: false });
    expect(await handlePaymentEvent(t.ctx, { ...event, id: `${event.id}_bis` })).toEqual({ handled: true });
    expect((await getSubscriber(t.ctx, id, asker))!.nombreRevues).toBe(4);
  });

  it('refuses another member’s transaction', async () => {
    const owner = await createMember(t.ctx);
    const other = await createMember(t.ctx);
    const tr = await createSubscription(t.ctx, { ...info, nombreRevues: 2, egliseId: churchId }, { userId: owner.id });
    await expect(openSubscriptionPayment(t.ctx, tr.id, { userId: other.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('shipments', () => {
  it('ships each subscriber with credit once, takes one issue off, and a second run ships no one', async () => {
    const home = await createMember(t.ctx, { email: 'domicile@example.org', firstname: 'Jean', lastname: 'Abel' });
    const church = await createMember(t.ctx);
    await subscribeAndPay(home.id, 2, true);
    await subscribeAndPay(church.id, 4, false);
    const before = await t.ctx.db.select().from(schema.subscribers);
    const withCredit = before.filter((s) => s.nombreRevues > 0);
    await t.runJobs();

    const first = await shipIssue(t.ctx, REVUE);
    expect(first.subscribersShipped).toBe(withCredit.length);
    const homeParcel = first.parcels.find((p) => p.email === 'domicile@example.org')!;
    expect(homeParcel).toMatchObject({ kind: 'domicile', count: 1, path: `/exp/${homeParcel.code}/${REVUE}` });
    const churchParcel = first.parcels.find((p) => p.kind === 'eglise')!;
    expect(churchParcel.count).toBe(withCredit.filter((s) => !s.livraisonDomicile).length);
    const after = await t.ctx.db.select().from(schema.subscribers);
    for (const s of withCredit) expect(after.find((a) => a.id === s.id)!.nombreRevues).toBe(s.nombreRevues - 1);

    const again = await shipIssue(t.ctx, REVUE);
    expect(again).toMatchObject({ subscribersShipped: 0, parcels: [] });
    const unchanged = await t.ctx.db.select().from(schema.subscribers);
    expect(unchanged.map((s) => s.nombreRevues).sort()).toEqual(after.map((s) => s.nombreRevues).sort());

    await t.runJobs();
    const mails = await readOutbox(t.ctx.db, 'domicile@example.org');
    expect(mails.some((m) => m.text.includes(homeParcel.path))).toBe(true);
    // Jean had 2 issues: one left after this shipment, so he is reminded to renew.
    expect(mails.some((m) => m.subject.startsWith('Votre abonnement à la revue arrive à son terme'))).toBe(true);
    // The shipment's mails go once: the job run again finds nothing left to send.
    await sendShipmentMails(t.ctx, { revueId: REVUE });
    expect(await readOutbox(t.ctx.db, 'domicile@example.org')).toHaveLength(mails.length);
    const churchMails = await readOutbox(t.ctx.db, 'ales@eglise.example.org');
    expect(churchMails.some((m) => m.text.includes(churchParcel.path))).toBe(true);

    expect(await confirmShipment(t.ctx, homeParcel.code, REVUE)).toBe(true);
    expect(await confirmShipment(t.ctx, homeParcel.code, REVUE)).toBe(true);
    expect(await confirmShipment(t.ctx, homeParcel.code, REVUE + 1)).toBe(false);
    expect(await confirmShipment(t.ctx, 'abcdefghijkmnpqr', REVUE)).toBe(false);
    expect(await confirmShipment(t.ctx, '../../x', 'y')).toBe(false);
  });

  it('mails a church the copies a later run adds to its parcel, and no one already mailed again', async () => {
    const ISSUE = REVUE + 1;
    const first = await shipIssue(t.ctx, ISSUE);
    const parcel = first.parcels.find((p) => p.kind === 'eglise')!;
    await t.runJobs();
    expect(await confirmShipment(t.ctx, parcel.code, ISSUE)).toBe(true);
    const churchMails = await readOutbox(t.ctx.db, 'ales@eglise.example.org');
    const homeMails = await readOutbox(t.ctx.db, 'domicile@example.org');

    const newcomer = await createMember(t.ctx, { email: 'nouveau@example.org' });
    await subscribeAndPay(newcomer.id, 2, false);
    await t.runJobs();
    const second = await shipIssue(t.ctx, ISSUE);
    expect(second).toMatchObject({ subscribersShipped: 1, parcels: [{ kind: 'eglise', code: parcel.code, count: 1 }] });
    await t.runJobs();

    const churchNow = await readOutbox(t.ctx.db, 'ales@eglise.example.org');
    expect(churchNow).toHaveLength(churchMails.length + 1);
    const added = churchNow.find((m) => !churchMails.some((old) => old.id === m.id))!;
    expect(added.text).toContain('un colis complémentaire de 1 exemplaire de la revue n° 121');
    expect(added.text).toContain(parcel.path);
    expect(await readOutbox(t.ctx.db, 'domicile@example.org')).toHaveLength(homeMails.length);
    const newcomerMails = await readOutbox(t.ctx.db, 'nouveau@example.org');
    expect(newcomerMails.some((m) => m.subject.startsWith('La revue'))).toBe(false);

    // The link of the new mail confirms the parcel for its new count; the job again sends nothing.
    const [row] = await t.ctx.db
      .select()
      .from(schema.shipmentParcels)
      .where(eq(schema.shipmentParcels.code, parcel.code));
    expect(row).toMatchObject({ count: parcel.count + 1, mailedCount: parcel.count + 1, confirmedCount: parcel.count });
    expect(await confirmShipment(t.ctx, parcel.code, ISSUE)).toBe(true);
    const [confirmed] = await t.ctx.db
      .select()
      .from(schema.shipmentParcels)
      .where(eq(schema.shipmentParcels.code, parcel.code));
    expect(confirmed.confirmedCount).toBe(parcel.count + 1);
    await sendShipmentMails(t.ctx, { revueId: ISSUE });
    expect(await readOutbox(t.ctx.db, 'ales@eglise.example.org')).toHaveLength(churchNow.length);
  });

  it('refuses an unknown issue', async () => {
    await expect(shipIssue(t.ctx, 424242)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
