import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { saveChurch } from '../../../domain/churches/index.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { shipIssue } from '../../../domain/magazine/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let churchId: number;
let member: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values([
    { id: 8120, titre: 'Revue 120', mediaTypeId: 6, numRevue: 120 },
    { id: 8121, titre: 'Revue 121', mediaTypeId: 6, numRevue: 121 },
  ]);
  churchId = (
    await saveChurch(t.ctx, {
      slug: 'nimes',
      nom: 'Église évangélique de Nîmes',
      codePostal: '30000',
      ville: 'Nîmes',
      pays: 'FR',
      latitude: 43.8,
      longitude: 4.36,
    })
  ).id;
  const a = await createMember(t.ctx, { email: 'abonne@example.org' });
  const b = await createMember(t.ctx);
  member = { id: a.id, token: (await apiSignIn(api, a.email)).token };
  other = { id: b.id, token: (await apiSignIn(api, b.email)).token };
});
afterAll(() => t.close());

const draft = {
  nom: 'Ignoré',
  prenom: 'Ignoré',
  email: 'ignore@example.org',
  tel: '0611223344',
  adressePostale: '5 rue des Lilas',
  codePostal: '30100',
  ville: 'Alès',
  pays: 'France',
  nombreRevues: 4,
  livraisonDomicile: true,
  montant: 1,
  montantAbonnement: 1,
};

const count = async () => (await t.ctx.db.select().from(schema.subscriptions)).length;

async function pay(token: string, id: number, numero = '4242424242424242') {
  const tr = await call(api, 'GET', `/public/abonnements/transaction/${id}`, { token });
  expect(tr.status).toBe(200);
  const clientSecret = tr.body.data.idIntentClientSecretStripe as string;
  await call(api, 'POST', '/payments/simulated/confirm', {
    body: { clientSecret, numero, expiration: '12/34', cryptogramme: '123' },
  });
  return call(api, 'PUT', '/public/abonnements/transaction', {
    token,
    body: { clientSecret, statusApresPaiement: 'succeeded', montantPaye: 9999 },
  });
}

describe('the magazine calls', () => {
  it('answers the last issue and the delivery churches', async () => {
    expect((await call(api, 'GET', '/public/lastRevue')).body.data).toEqual({ id: 8121, numRevue: 121 });
    expect((await call(api, 'GET', '/egliseDeliveries')).status).toBe(401);
    const churches = await call(api, 'GET', '/egliseDeliveries', { token: member.token });
    expect(churches.body.data).toEqual([{ id: churchId, nom: 'Église évangélique de Nîmes', codePostal: '30000' }]);
  });

  it('computes the amount on the server: 2 ans at home is 34 €, whatever the browser sends', async () => {
    const res = await call(api, 'POST', '/public/abonnements', { token: member.token, body: draft });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      montant: 34,
      montantAbonnement: 18,
      nombreRevues: 4,
      livraisonDomicile: true,
    });
  });

  it.each([
    [{ tel: '' }, 'tel', 'Le téléphone mobile est obligatoire'],
    [{ ville: undefined }, 'ville', 'La ville est obligatoire'],
    [{ ville: 'x'.repeat(121) }, 'ville', 'Ce champ est trop long (120 caractères au maximum)'],
    [{ nombreRevues: 3 }, 'nombreRevues', 'Formule inconnue : choisissez 1 an, 2 ans ou 4 ans'],
    [{ nombreRevues: 'deux' }, 'nombreRevues', 'Formule inconnue : choisissez 1 an, 2 ans ou 4 ans'],
    [{ livraisonDomicile: false, egliseId: 99999 }, 'egliseId', 'Église de livraison inconnue'],
    [{ livraisonDomicile: false }, 'egliseId', 'Église de livraison inconnue'],
  ])('refuses %o with 400 and a French message on %s, storing nothing', async (change, field, message) => {
    const before = await count();
    const res = await call(api, 'POST', '/public/abonnements', { token: member.token, body: { ...draft, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('says « Veuillez remplir tous les champs ! » when a field is empty, beside each field’s own message', async () => {
    const empty = await call(api, 'POST', '/public/abonnements', {
      token: member.token,
      body: { ...draft, tel: '', pays: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: 'Veuillez remplir tous les champs !',
      fields: { tel: 'Le téléphone mobile est obligatoire', pays: 'Le pays est obligatoire' },
    });
    const tooLong = await call(api, 'POST', '/public/abonnements', {
      token: member.token,
      body: { ...draft, ville: 'x'.repeat(121) },
    });
    expect(tooLong.body.message).toBe('Certains champs sont invalides');
  });

  it('needs a signed-in member to subscribe', async () => {
    const before = await count();
    expect((await call(api, 'POST', '/public/abonnements', { body: draft })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('pays, credits the subscriber, refuses another member (403) and reads one’s own record only', async () => {
    const { body } = await call(api, 'POST', '/public/abonnements', {
      token: member.token,
      body: { ...draft, livraisonDomicile: false, egliseId: churchId, nombreRevues: 2 },
    });
    const id = body.data.id as number;
    expect((await call(api, 'GET', `/public/abonnements/transaction/${id}`, { token: other.token })).status).toBe(403);
    expect((await call(api, 'GET', `/public/abonnements/transaction/${id}`)).status).toBe(401);
    expect((await call(api, 'GET', '/public/abonnements/transaction/987654', { token: member.token })).status).toBe(
      404,
    );
    // Only decimal digits name a subscription: its id written in hexadecimal or with a sign is no address.
    for (const written of [`0x${id.toString(16)}`, `+${id}`, `${id}.0`, ` ${id}`])
      expect(
        (await call(api, 'GET', `/public/abonnements/transaction/${written}`, { token: member.token })).status,
      ).toBe(404);
    expect(
      (await call(api, 'GET', `/public/isRevueDejaCommande/${member.id}`, { token: member.token })).body.data,
    ).toBe(false);
    const secret = (await call(api, 'GET', `/public/abonnements/transaction/${id}`, { token: member.token })).body.data
      .idIntentClientSecretStripe;
    const stolen = await call(api, 'PUT', '/public/abonnements/transaction', {
      token: other.token,
      body: { clientSecret: secret },
    });
    expect(stolen.status).toBe(403);

    const paid = await pay(member.token, id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id, paye: true, nombreRevues: 2 });
    const replay = await pay(member.token, id);
    expect(replay.body).toMatchObject({ paye: true, nombreRevues: 2 });
    const record = await call(api, 'GET', `/public/abonnements/user/${member.id}`, { token: member.token });
    expect(record.body.data).toMatchObject({
      nombreRevues: 2,
      egliseId: churchId,
      tel: '0611223344',
      email: 'abonne@example.org',
    });
    expect((await call(api, 'GET', `/public/abonnements/user/${member.id}`, { token: other.token })).status).toBe(403);
    expect(
      (await call(api, 'GET', `/public/abonnements/user/${other.id}`, { token: other.token })).body.data,
    ).toBeNull();
    expect(
      (await call(api, 'GET', `/public/isRevueDejaCommande/${member.id}`, { token: member.token })).body.data,
    ).toBe(true);
    expect((await call(api, 'GET', `/public/isRevueDejaCommande/${member.id}`, { token: other.token })).status).toBe(
      403,
    );

    const renewal = await call(api, 'POST', '/public/abonnements', {
      token: member.token,
      body: { ...draft, nombreRevues: 8 },
    });
    expect((await pay(member.token, renewal.body.data.id)).body).toMatchObject({ paye: true, nombreRevues: 10 });
  });

  it('leaves a declined card unpaid, without credit', async () => {
    const { body } = await call(api, 'POST', '/public/abonnements', { token: other.token, body: draft });
    const res = await pay(other.token, body.data.id, '4000000000000002');
    expect(res.body).toMatchObject({ paye: false, nombreRevues: 0 });
  });

  it('checks a shipment code: success for the issue’s code, not for a wrong one', async () => {
    const shipment = await shipIssue(t.ctx, 8121);
    const parcel = shipment.parcels[0];
    expect((await call(api, 'GET', `/public/expeditionRevue/${parcel.code}/8121`)).body).toEqual({ success: true });
    expect((await call(api, 'GET', `/public/expeditionRevue/${parcel.code}/8121`)).body).toEqual({ success: true });
    expect((await call(api, 'GET', `/public/expeditionRevue/${parcel.code}/8120`)).body).toEqual({ success: false });
    expect((await call(api, 'GET', '/public/expeditionRevue/mauvaiscode/8121')).body).toEqual({ success: false });
  });

  it('mails a church the copies a second run of the issue adds, and its link confirms them', async () => {
    const uzes = await saveChurch(t.ctx, {
      slug: 'uzes',
      nom: 'Église évangélique d’Uzès',
      codePostal: '30700',
      ville: 'Uzès',
      pays: 'FR',
      latitude: 44.01,
      longitude: 4.42,
      email: 'uzes@eglise.example.org',
    });
    const atChurch = { ...draft, livraisonDomicile: false, egliseId: uzes.id };
    const subscribe = async (email: string) => {
      const m = await createMember(t.ctx, { email });
      const { token } = await apiSignIn(api, m.email);
      const { body } = await call(api, 'POST', '/public/abonnements', { token, body: atChurch });
      expect((await pay(token, body.data.id)).body).toMatchObject({ paye: true });
    };
    await subscribe('premier@example.org');
    const first = await shipIssue(t.ctx, 8120);
    const parcel = first.parcels.find((p) => p.nom === 'Église évangélique d’Uzès')!;
    expect(parcel.count).toBe(1);
    await t.runJobs();
    expect(await readOutbox(t.ctx.db, 'uzes@eglise.example.org')).toHaveLength(1);
    const mailedBefore = (await readOutbox(t.ctx.db)).length;

    await subscribe('second@example.org');
    await t.runJobs();
    const afterPayment = (await readOutbox(t.ctx.db)).length;
    const second = await shipIssue(t.ctx, 8120);
    expect(second).toMatchObject({ subscribersShipped: 1, parcels: [{ code: parcel.code, count: 1 }] });
    await t.runJobs();
    const churchMails = await readOutbox(t.ctx.db, 'uzes@eglise.example.org');
    expect(churchMails).toHaveLength(2);
    expect(churchMails[0].text).toContain('un colis complémentaire de 1 exemplaire');
    expect(churchMails[0].text).toContain(`/exp/${parcel.code}/8120`);
    // Only the church's new mail: no one mailed by the first run is mailed again.
    expect((await readOutbox(t.ctx.db)).length).toBe(afterPayment + 1);
    expect(afterPayment).toBeGreaterThan(mailedBefore);
    expect((await call(api, 'GET', `/public/expeditionRevue/${parcel.code}/8120`)).body).toEqual({ success: true });
  });
});
