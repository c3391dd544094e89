import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { markReceived, openDonationPayment, recordChoice } from '../../../domain/donations/index.ts';
import { apiSignIn, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
});
afterAll(() => t.close());

const form = {
  civilite: 'M.',
  nom: 'Durand',
  prenom: 'Paul',
  montant: 25.5,
  adressePostale: '5 rue des Lilas',
  ville: 'Alès',
  pays: 'France',
  codePostal: '30100',
  tel: '0466112233',
  email: 'Paul.Durand@example.org',
};

const post = (path: string, body: unknown) =>
  api.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function newDonation(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await post('/public/donations', { ...form, ...extra });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function donationRow(id: string) {
  const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.publicId, id));
  return row;
}

async function clientSecretOf(id: string): Promise<string> {
  const res = await api.request(`/public/create-payment-intent/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { clientSecret: string }).clientSecret;
}

const card = (clientSecret: string, numero: string) =>
  post('/payments/simulated/confirm', {
    clientSecret,
    numero,
    expiration: '12/34',
    cryptogramme: '123',
    titulaire: 'Paul Durand',
  });

describe('POST /api/public/donations', () => {
  it('creates the donation with the amount in cents computed on the server, and answers its id', async () => {
    const id = await newDonation();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await donationRow(id)).toMatchObject({
      amountCents: 2550,
      email: 'paul.durand@example.org',
      etat: 'NOUVEAU',
      choix: null,
    });
  });

  it('takes 10 € when no amount is given', async () => {
    const { montant: _, ...withoutAmount } = form;
    const res = await post('/public/donations', withoutAmount);
    expect((await donationRow(((await res.json()) as { id: string }).id)).amountCents).toBe(1000);
  });

  it.each([
    [{ nom: '' }, 'nom', 'Le nom est obligatoire'],
    [{ civilite: 'Dr' }, 'civilite', 'Veuillez choisir une civilité'],
    [{ montant: 0.5 }, 'montant', 'Le montant minimum est de 1 €'],
    [{ montant: '12,345' }, 'montant', 'Le montant doit être un nombre en euros (deux décimales au plus)'],
    [{ montant: 'dix' }, 'montant', 'Le montant doit être un nombre en euros (deux décimales au plus)'],
    [{ email: 'pas-une-adresse' }, 'email', 'L’adresse e-mail n’est pas valide'],
    [{ tel: undefined }, 'tel', 'Le téléphone est obligatoire'],
    [{ tel: undefined, telFixe: '' }, 'tel', 'Le téléphone est obligatoire'],
    [{ dateNaissance: '31/02/1960' }, 'dateNaissance', 'Date invalide : jj/mm/aaaa, année entre 1900 et 2100'],
    [{ lieuNaissance: 'x'.repeat(101) }, 'lieuNaissance', 'Le lieu de naissance est trop long (100 caractères au maximum)'],
  ])('refuses %o with a French message on %s and creates nothing', async (change, field, message) => {
    const before = (await t.ctx.db.select().from(schema.donations)).length;
    const res = await post('/public/donations', { ...form, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect((await t.ctx.db.select().from(schema.donations)).length).toBe(before);
  });

  it('takes the telephone under its other name, telFixe (spec part 1 §3); tel wins when both are sent', async () => {
    const { tel: _, ...withoutTel } = form;
    const fixe = await post('/public/donations', { ...withoutTel, telFixe: '04 66 00 11 22' });
    expect(fixe.status).toBe(200);
    expect((await donationRow(((await fixe.json()) as { id: string }).id)).tel).toBe('04 66 00 11 22');
    expect((await donationRow(await newDonation({ telFixe: '0100000000' }))).tel).toBe(form.tel);
  });

  it('accepts the birth date and place the form keeps in its state, stored nowhere', async () => {
    const id = await newDonation({ dateNaissance: '12/03/1961', lieuNaissance: 'Alès' });
    expect(await donationRow(id)).toMatchObject({ nom: 'DURAND', tel: form.tel });
    await newDonation({ dateNaissance: '', lieuNaissance: '' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await api.request('/public/donations', { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/public/update-choice/{id}/{choice}', () => {
  it('records a transfer promise and mails the bank details to the donor, with a copy to the staff', async () => {
    const id = await newDonation({ email: 'virement@example.org' });
    const res = await api.request(`/public/update-choice/${id}/RIB`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, choix: 'RIB' });
    expect(await donationRow(id)).toMatchObject({ etat: 'PROMIS', choix: 'RIB' });
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'virement@example.org');
    expect(mail.subject).toContain('promesse de don par virement');
    expect(mail.text).toContain('FR76 3000 6000 0112 3456 7890 189');
    const [copy] = await readOutbox(t.ctx.db, t.ctx.config.STAFF_EMAIL);
    expect(copy.subject).toBe(`Copie : ${mail.subject}`);
  });

  it('records a cheque promise with the payee and the postal address', async () => {
    const id = await newDonation({ email: 'cheque@example.org' });
    expect((await api.request(`/public/update-choice/${id}/CHEQUE`)).status).toBe(200);
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'cheque@example.org');
    expect(mail.text).toContain('« Association Jeunesse et Accueil Le Phare »');
    expect(mail.text).toContain('12 chemin des Oliviers, 30140 Anduze');
  });

  it('refuses another choice with 400, and unknown or malformed ids with 404', async () => {
    const id = await newDonation();
    expect((await api.request(`/public/update-choice/${id}/ESPECES`)).status).toBe(400);
    expect((await api.request('/public/update-choice/00000000-0000-4000-8000-000000000000/RIB')).status).toBe(404);
    expect((await api.request('/public/update-choice/1/RIB')).status).toBe(404);
    expect((await donationRow(id)).etat).toBe('NOUVEAU');
  });

  it('hides a member’s donation from another member (404)', async () => {
    const id = await newDonation();
    await t.ctx.db.update(schema.donations).set({ userId: 4242 }).where(eq(schema.donations.publicId, id));
    await expect(recordChoice(t.ctx, id, 'RIB', { userId: 7 })).rejects.toThrow('Don introuvable');
    await expect(openDonationPayment(t.ctx, id, { userId: 7 })).rejects.toThrow('Don introuvable');
    expect((await recordChoice(t.ctx, id, 'RIB', { userId: 4242 })).choix).toBe('RIB');
  });

  it('keeps a member’s donation to that member’s session: no token is 404, their token works', async () => {
    const member = await createMember(t.ctx);
    const { token } = await apiSignIn(api, member.email, undefined, '192.0.2.31');
    const auth = { authorization: `Bearer ${token}` };
    const created = await api.request('/public/donations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(form),
    });
    const { id } = (await created.json()) as { id: string };
    expect((await donationRow(id)).userId).toBe(member.id);
    expect((await api.request(`/public/update-choice/${id}/RIB`)).status).toBe(404);
    expect((await api.request(`/public/create-payment-intent/${id}`)).status).toBe(404);
    expect((await donationRow(id)).etat).toBe('NOUVEAU');
    expect((await api.request(`/public/create-payment-intent/${id}`, { headers: auth })).status).toBe(200);
    // An anonymous donation still works for whoever holds its id.
    expect((await api.request(`/public/update-choice/${await newDonation()}/RIB`)).status).toBe(200);
  });
});

describe('card payment (simulated provider)', () => {
  it('answers the same client secret when asked twice', async () => {
    const id = await newDonation();
    const first = await clientSecretOf(id);
    expect(first).toMatch(/^pi_sim_\w+_secret_\w+$/);
    expect(await clientSecretOf(id)).toBe(first);
    expect(await t.ctx.db.select().from(schema.payments).where(eq(schema.payments.clientSecret, first))).toHaveLength(
      1,
    );
    expect((await donationRow(id)).etat).toBe('PAIEMENT_CARTE');
  });

  it('leaves a declined card unpaid, whatever the browser reports, and payable again with 4242', async () => {
    const id = await newDonation({ email: 'carte@example.org' });
    const clientSecret = await clientSecretOf(id);
    const declined = await card(clientSecret, '4000 0000 0000 0002');
    expect(await declined.json()).toEqual({ status: 'requires_payment_method', error: 'Votre carte a été refusée.' });

    const tampered = await post('/public/updateStatusStripePayment', {
      clientSecret,
      statusApresPaiement: 'succeeded',
      montantPaye: 99999,
    });
    expect(tampered.status).toBe(200);
    expect(await tampered.json()).toEqual({ id, paye: false });
    expect(await donationRow(id)).toMatchObject({ etat: 'PAIEMENT_CARTE', amountPaidCents: null });

    expect(await clientSecretOf(id)).toBe(clientSecret);
    const paid = await card(clientSecret, '4242 4242 4242 4242');
    expect(await paid.json()).toEqual({ status: 'succeeded', error: null });
    const lying = await post('/public/updateStatusStripePayment', {
      clientSecret,
      statusApresPaiement: 'failed',
      montantPaye: 1,
    });
    expect(await lying.json()).toEqual({ id, paye: true });
    const row = await donationRow(id);
    expect(row).toMatchObject({ etat: 'PAYE', choix: 'CARTE', amountPaidCents: 2550 });

    const receipts = await t.ctx.db.select().from(schema.receipts).where(eq(schema.receipts.donationId, row.id));
    expect(receipts).toHaveLength(1);
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'carte@example.org');
    expect(mail.subject).toContain('Merci pour votre don');
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `recu-fiscal-${receipts[0].code}.pdf`,
      contentType: 'application/pdf',
    });
  });

  it('refuses to open or change a paid donation (409)', async () => {
    const id = await newDonation();
    await card(await clientSecretOf(id), '4242424242424242');
    expect((await api.request(`/public/create-payment-intent/${id}`)).status).toBe(409);
    expect((await api.request(`/public/update-choice/${id}/RIB`)).status).toBe(409);
  });

  it('refuses an unknown client secret (404) and a missing one (400)', async () => {
    expect((await post('/public/updateStatusStripePayment', { clientSecret: 'pi_sim_nope_secret_nope' })).status).toBe(
      404,
    );
    expect((await post('/public/updateStatusStripePayment', { montantPaye: 10 })).status).toBe(400);
    expect((await card('pi_sim_nope_secret_nope', '4242424242424242')).status).toBe(404);
  });

  it('refuses an expired or incomplete test card without charging it', async () => {
    const id = await newDonation();
    const clientSecret = await clientSecretOf(id);
    const expired = await post('/payments/simulated/confirm', {
      clientSecret,
      numero: '4242424242424242',
      expiration: '01/20',
      cryptogramme: '123',
    });
    expect(await expired.json()).toMatchObject({
      status: 'requires_payment_method',
      error: 'L’année d’expiration de votre carte est passée.',
    });
    expect(
      (await post('/payments/simulated/confirm', { clientSecret, numero: '', expiration: '', cryptogramme: '' }))
        .status,
    ).toBe(400);
    expect((await donationRow(id)).etat).toBe('PAIEMENT_CARTE');
  });
});

describe('staff: transfer or cheque received', () => {
  it('marks a promise paid, issues a receipt and mails it; a second time is refused', async () => {
    const id = await newDonation({ email: 'recu@example.org' });
    await api.request(`/public/update-choice/${id}/CHEQUE`);
    const { receipt } = await markReceived(t.ctx, { donation: id, date: new Date('2026-01-15T12:00:00Z') });
    expect(await donationRow(id)).toMatchObject({ etat: 'PAYE', amountPaidCents: 2550 });
    expect(receipt.snapshot).toMatchObject({ mode: 'CHEQUE', dateDon: '2026-01-15T12:00:00.000Z' });
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'recu@example.org');
    expect(mail.subject).toContain('Votre don a bien été reçu');
    await expect(markReceived(t.ctx, { donation: id })).rejects.toThrow('Ce don est déjà réglé');
  });

  it('refuses a donation that was never promised', async () => {
    const id = await newDonation();
    await expect(markReceived(t.ctx, { donation: id })).rejects.toThrow('Ce don attend un autre moyen de paiement');
    expect((await donationRow(id)).etat).toBe('NOUVEAU');
  });
});

describe('GET /api/donations/recus/{code}', () => {
  it('gives the PDF to the member whose e-mail the gift used, 404 to another member, 401 without a token', async () => {
    const owner = await createMember(t.ctx, { email: 'donatrice@exemple.fr' });
    const other = await createMember(t.ctx);
    const id = await newDonation({ email: 'Donatrice@exemple.fr' });
    await card(await clientSecretOf(id), '4242424242424242');
    const [receipt] = await t.ctx.db
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.email, 'donatrice@exemple.fr'));

    const { token } = await apiSignIn(api, owner.email);
    const res = await api.request(`/donations/recus/${receipt.code}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const { token: otherToken } = await apiSignIn(api, other.email, undefined, '192.0.2.9');
    expect(
      (await api.request(`/donations/recus/${receipt.code}`, { headers: { authorization: `Bearer ${otherToken}` } }))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/donations/recus/2026-999999`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    expect((await api.request(`/donations/recus/${receipt.code}`)).status).toBe(401);
  });
});
