import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, passwordMessages, readOutbox } from '../../../domain/accounts/index.ts';
import { apiSignIn, call, createMember, linkToken } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestContext({ clock: { now: () => new Date(now) } });
  api = createApi(t.ctx);
});
afterAll(() => t.close());

async function forgot(email: string, address = '192.0.2.30') {
  return call(api, 'PUT', '/public/sendLinkUserPasswordForgot', { body: { email }, address });
}

describe('PUT /api/public/sendLinkUserPasswordForgot', () => {
  it('mails a reset link to a known address', async () => {
    const m = await createMember(t.ctx, { email: 'oubli@exemple.fr' });
    const res = await forgot('OUBLI@exemple.fr');
    expect(res.body).toEqual({ success: true, message: accountMessages.forgotSent });
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, m.email);
    expect(mail.text).toMatch(/\/changer-mot-de-passe\/[A-Za-z0-9_-]{43}/);
  });

  it('answers success false with the spec message for an unknown address', async () => {
    expect((await forgot('inconnu@exemple.fr')).body).toEqual({
      success: false,
      message: accountMessages.unknownEmail,
    });
  });

  it('refuses a malformed address', async () => {
    expect((await forgot('pas-un-mail')).status).toBe(400);
  });

  it('past 10 requests an hour for an e-mail, answers the same but mails only an address’s first two', async () => {
    const m = await createMember(t.ctx);
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 3; i++)
        expect((await forgot(m.email, `198.51.100.${40 + a}`)).body).toEqual({
          success: true,
          message: accountMessages.forgotSent,
        });
    await t.runJobs();
    // Requests 1 to 10 are mailed, then only those that are the first or second of their address (11, 13, 14).
    expect(await readOutbox(t.ctx.db, m.email)).toHaveLength(13);
  });
});

describe('PUT /api/public/userPasswordChange/{token}', () => {
  it('changes the password once, signs in, revokes other sessions, kills other links', async () => {
    const m = await createMember(t.ctx, { email: 'reset@exemple.fr' });
    const old = await apiSignIn(api, m.email, m.password);
    await forgot(m.email, '192.0.2.31');
    const first = await linkToken(t.ctx, m.email, 'changer-mot-de-passe');
    await forgot(m.email, '192.0.2.31');
    const second = await linkToken(t.ctx, m.email, 'changer-mot-de-passe');

    const res = await call(api, 'PUT', `/public/userPasswordChange/${second}`, {
      body: { newPassword: 'Nouveau-Chemin-7' },
    });
    expect(res.body.data).toMatchObject({
      email: m.email,
      token: expect.any(String),
      authorities: [{ name: 'ROLE_PUBLIC' }, { name: 'ROLE_CONNECTED' }],
      user: { id: m.id, email: m.email, firstname: 'Jeanne', lastname: 'DUPONT' },
    });

    expect((await call(api, 'GET', '/public/getUser', { token: old.token })).status).toBe(401);
    expect((await call(api, 'GET', '/public/getUser', { token: res.body.data.token })).status).toBe(200);
    const reuse = await call(api, 'PUT', `/public/userPasswordChange/${second}`, {
      body: { newPassword: 'Encore-Autre-8' },
    });
    expect(reuse.body).toEqual({ data: null, message: accountMessages.invalidLink });
    const older = await call(api, 'PUT', `/public/userPasswordChange/${first}`, {
      body: { newPassword: 'Encore-Autre-8' },
    });
    expect(older.body.data).toBeNull();

    const oldPassword = await call(api, 'POST', '/users/auth', {
      body: { login: m.email, pass: m.password },
      address: '192.0.2.32',
    });
    expect(oldPassword.body.data).toBeNull();
    await apiSignIn(api, m.email, 'Nouveau-Chemin-7', '192.0.2.32');
  });

  it('checks the rules against the link member names and keeps the link on bad input', async () => {
    const m = await createMember(t.ctx, { email: 'regles@exemple.fr', lastname: 'Bonnet' });
    await forgot(m.email, '192.0.2.33');
    const token = await linkToken(t.ctx, m.email, 'changer-mot-de-passe');
    const bad = await call(api, 'PUT', `/public/userPasswordChange/${token}`, {
      body: { newPassword: 'Bonnet-Rouge-1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ newPassword: passwordMessages.personal });
    const short = await call(api, 'PUT', `/public/userPasswordChange/${token}`, { body: { newPassword: 'aB1' } });
    expect(short.body.fields).toEqual({ newPassword: passwordMessages.length });
    const ok = await call(api, 'PUT', `/public/userPasswordChange/${token}`, {
      body: { newPassword: 'Chapeau-Vert-2' },
    });
    expect(ok.body.data).not.toBeNull();
  });

  it('refuses a reset link after one hour', async () => {
    const m = await createMember(t.ctx, { email: 'expire@exemple.fr' });
    await forgot(m.email, '192.0.2.34');
    const token = await linkToken(t.ctx, m.email, 'changer-mot-de-passe');
    now = new Date(now.getTime() + 3600_000 + 1000);
    const res = await call(api, 'PUT', `/public/userPasswordChange/${token}`, {
      body: { newPassword: 'Chapeau-Vert-2' },
    });
    expect(res.body.data).toBeNull();
  });

  it('refuses an activation link after 48 hours', async () => {
    await call(api, 'POST', '/public/inscriptionUser', {
      body: {
        email: 'tardif@exemple.fr',
        prenom: 'paul',
        nom: 'durand',
        password: 'Sable-Doux-42',
        dateNaissance: '01/01/1990',
        lieuNaissance: 'nîmes',
        telMobile: '0612345678',
      },
      address: '192.0.2.35',
    });
    const token = await linkToken(t.ctx, 'tardif@exemple.fr', 'connexion');
    now = new Date(now.getTime() + 48 * 3600_000 + 1000);
    expect((await call(api, 'GET', `/public/authByToken/${token}`)).body.data).toBeNull();
  });
});
