import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, passwordMessages, readOutbox } from '../../../domain/accounts/index.ts';
import { call, linkToken } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: 'https://site.exemple.org' } });
  api = createApi(t.ctx);
});
afterAll(() => t.close());

const payload = (email: string) => ({
  email,
  prenom: 'marie de la croix',
  nom: 'fontaine',
  password: 'Sable-Doux-42',
  dateNaissance: '14/07/1985',
  lieuNaissance: 'alès',
  telMobile: '06 12 34 56 78',
});

describe('POST /api/public/inscriptionUser then POST /api/public/authByToken/{token}', () => {
  it('creates an inactive account, mails a French activation link built from PUBLIC_URL, which activates once', async () => {
    const res = await call(api, 'POST', '/public/inscriptionUser', {
      body: payload('Marie@Exemple.fr'),
      address: '192.0.2.10',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.registered('marie@exemple.fr') });

    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, 'marie@exemple.fr');
    expect(mail.subject).toContain('Activez votre compte');
    expect(mail.text).toContain('Bonjour Marie de la Croix,');
    expect(mail.text).toMatch(/https:\/\/site\.exemple\.org\/connexion\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('https://site.exemple.org/connexion/');

    const before = await call(api, 'POST', '/users/auth', {
      body: { login: 'marie@exemple.fr', pass: 'Sable-Doux-42' },
    });
    expect(before.status).toBe(403);

    const token = await linkToken(t.ctx, 'marie@exemple.fr', 'connexion');
    const activated = await call(api, 'POST', `/public/authByToken/${token}`);
    expect(activated.body.data).toMatchObject({
      firstname: 'Marie de la Croix',
      lastname: 'FONTAINE',
      email: 'marie@exemple.fr',
      lieuNaissance: 'ALÈS',
      dateNaissance: '14/07/1985',
      authorities: [{ name: 'ROLE_PUBLIC' }, { name: 'ROLE_CONNECTED' }],
      token: expect.any(String),
    });
    const again = await call(api, 'GET', `/public/authByToken/${token}`);
    expect(again.body).toEqual({ data: null, message: accountMessages.invalidLink });
  });

  it('refuses a second account on the same e-mail', async () => {
    await call(api, 'POST', '/public/inscriptionUser', { body: payload('double@exemple.fr'), address: '192.0.2.11' });
    const res = await call(api, 'POST', '/public/inscriptionUser', {
      body: payload('DOUBLE@exemple.fr'),
      address: '192.0.2.12',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(accountMessages.emailTaken);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const res = await call(api, 'POST', '/public/inscriptionUser', {
      body: { ...payload('bad@exemple.fr'), dateNaissance: '31/02/1985', telMobile: '' },
      address: '192.0.2.13',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      dateNaissance: 'Date invalide : jj/mm/aaaa, année entre 1900 et 2100',
      telMobile: 'Veuillez saisir votre téléphone mobile',
    });
    await t.runJobs();
    expect(await readOutbox(t.ctx.db, 'bad@exemple.fr')).toEqual([]);
    const personal = await call(api, 'POST', '/public/inscriptionUser', {
      body: { ...payload('bad@exemple.fr'), password: 'fontaine12A' },
      address: '192.0.2.13',
    });
    expect(personal.body.fields).toEqual({ password: passwordMessages.personal });
  });

  it('refuses a common password', async () => {
    const res = await call(api, 'POST', '/public/inscriptionUser', {
      body: { ...payload('commun@exemple.fr'), password: 'Password1' },
      address: '192.0.2.14',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ password: passwordMessages.common });
  });

  it('answers an unknown or malformed link with data null', async () => {
    expect((await call(api, 'GET', '/public/authByToken/inconnu')).body.data).toBeNull();
    expect((await call(api, 'POST', '/public/authByToken/inconnu')).body.data).toBeNull();
    expect((await call(api, 'GET', `/public/authByToken/${'x'.repeat(43)}`)).body.data).toBeNull();
  });

  it('lets a room register behind one address (decision 0105): more than five accounts in an hour', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await call(api, 'POST', '/public/inscriptionUser', {
        body: payload(`salle${i}@exemple.fr`),
        address: '198.51.100.20',
      });
      expect(res.status).toBe(200);
    }
  });
});
