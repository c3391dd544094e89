import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../domain/accounts/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
});
afterAll(() => t.close());

describe('POST /api/users/auth', () => {
  it('signs in with any case of e-mail and answers the user, roles and tokens', async () => {
    const m = await createMember(t.ctx, { email: 'anne@exemple.fr', roles: ['ROLE_REU_DIRECT'] });
    const res = await call(api, 'POST', '/users/auth', { body: { login: ' ANNE@Exemple.fr', pass: m.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: m.id,
      email: 'anne@exemple.fr',
      firstname: 'Jeanne',
      lastname: 'DUPONT',
      authorities: [{ name: 'ROLE_PUBLIC' }, { name: 'ROLE_CONNECTED' }, { name: 'ROLE_REU_DIRECT' }],
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('answers data null for a wrong password or an unknown e-mail', async () => {
    const m = await createMember(t.ctx);
    for (const body of [
      { login: m.email, pass: 'Mauvais-Passe-1' },
      { login: 'personne@exemple.fr', pass: m.password },
    ]) {
      const res = await call(api, 'POST', '/users/auth', { body, address: '192.0.2.50' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: null, message: accountMessages.wrongLogin });
    }
  });

  it('refuses an inactive account with a clear message, after the password was right', async () => {
    const m = await createMember(t.ctx, { activated: false });
    const res = await call(api, 'POST', '/users/auth', {
      body: { login: m.email, pass: m.password },
      address: '192.0.2.51',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(accountMessages.inactive);
  });

  it('refuses bad input with field messages', async () => {
    const res = await call(api, 'POST', '/users/auth', { body: { login: 'pas-un-mail', pass: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ login: 'Adresse mail invalide', pass: 'Veuillez saisir votre mot de passe' });
    const notJson = await api.request('/users/auth', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 429 after 30 wrong passwords from one address, whatever the accounts (throttling.test.ts has more)', async () => {
    const m = await createMember(t.ctx);
    for (let i = 0; i < 30; i++) {
      const res = await call(api, 'POST', '/users/auth', {
        body: { login: `essai${i}@exemple.fr`, pass: `Faux-${i}-Passe` },
        address: '198.51.100.7',
      });
      expect(res.status).toBe(200);
    }
    const res = await call(api, 'POST', '/users/auth', {
      body: { login: m.email, pass: m.password },
      address: '198.51.100.7',
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Trop de tentatives de connexion, veuillez réessayer dans (\d+ secondes?|\d+ minutes?)$/,
    );
    // Another address is not affected.
    expect(
      (await call(api, 'POST', '/users/auth', { body: { login: m.email, pass: m.password }, address: '198.51.100.8' }))
        .status,
    ).toBe(200);
  });

  it('opens a new session at every sign-in', async () => {
    const m = await createMember(t.ctx);
    const a = await apiSignIn(api, m.email, m.password, '192.0.2.60');
    const b = await apiSignIn(api, m.email, m.password, '192.0.2.60');
    expect(a.token).not.toBe(b.token);
  });
});
