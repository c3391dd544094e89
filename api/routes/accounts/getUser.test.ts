import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, getAccount } from '../../../domain/accounts/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let me: { id: number; email: string; token: string; refreshToken: string };
let other: { id: number; email: string };
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  const m = await createMember(t.ctx, { email: 'moi@exemple.fr', roles: ['ROLE_AG_VOTE'] });
  me = { ...m, ...(await apiSignIn(api, m.email, m.password)) };
  other = await createMember(t.ctx, { email: 'autre@exemple.fr' });
});
afterAll(() => t.close());

describe('user calls: token in the header', () => {
  it('answers the account and session calls with Cache-Control: no-store', async () => {
    const bearer = { authorization: `Bearer ${me.token}` };
    const json = { ...bearer, 'content-type': 'application/json' };
    const answers = [
      await api.request('/public/getUser', { headers: bearer }),
      await api.request('/public/getAuthorities', { method: 'PUT', headers: bearer }),
      await api.request(`/public/updateUser/${me.id}`, { method: 'PUT', headers: json, body: '{}' }),
      await api.request('/users/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: me.email, pass: 'faux' }),
      }),
      await api.request('/public/authByToken/inconnu'),
      await api.request('/public/userPasswordChange/inconnu', { method: 'PUT', headers: json, body: '{}' }),
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });

  it('GET /public/getUser answers the caller with Bearer, Basic <token> and Basic base64(x:token)', async () => {
    const forms = [
      { token: me.token },
      { authorization: `Basic ${me.token}` },
      { authorization: `Basic ${Buffer.from(`moi@exemple.fr:${me.token}`).toString('base64')}` },
      { authorization: `Basic ${Buffer.from(`${me.token}:`).toString('base64')}` },
    ];
    for (const auth of forms) {
      const res = await call(api, 'GET', '/public/getUser', auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: me.id, email: 'moi@exemple.fr' });
      expect(res.body.data).not.toHaveProperty('passwordHash');
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await call(api, 'GET', '/public/getUser')).status).toBe(401);
    expect((await call(api, 'GET', '/public/getUser', { token: 'faux' })).status).toBe(401);
    expect((await call(api, 'GET', '/public/getUser', { authorization: 'Basic %%%' })).status).toBe(401);
  });

  it('PUT /public/getAuthorities answers the roles, refreshed from the database', async () => {
    const res = await call(api, 'PUT', '/public/getAuthorities', { token: me.token, body: '/mon-compte' });
    expect(res.body.data).toEqual([{ name: 'ROLE_PUBLIC' }, { name: 'ROLE_CONNECTED' }, { name: 'ROLE_AG_VOTE' }]);
  });
});

describe('PUT /api/public/updateUser/{id}', () => {
  const body = {
    firstname: 'jean-marc',
    lastname: 'petit',
    dateNaissance: '02/03/1970',
    lieuNaissance: 'uzès',
    email2: 'Second@Exemple.fr',
    telMobile: '07 00 00 00 01',
  };

  it('updates the caller, normalised, ignoring ids, roles and activation flags', async () => {
    const res = await call(api, 'PUT', `/public/updateUser/${me.id}`, {
      token: me.token,
      body: { ...body, id: other.id, authorities: [{ name: 'ROLE_ADMIN' }], activated: false, roles: ['ROLE_ADMIN'] },
    });
    expect(res.body).toEqual({ success: true, errorMessage: null, message: accountMessages.accountUpdated });
    const saved = await getAccount(t.ctx, me.id);
    expect(saved).toMatchObject({
      firstname: 'Jean-Marc',
      lastname: 'PETIT',
      dateNaissance: '02/03/1970',
      lieuNaissance: 'UZÈS',
      email: 'moi@exemple.fr',
      email2: 'second@exemple.fr',
      telMobile: '07 00 00 00 01',
    });
    expect(saved.authorities.map((a) => a.name)).not.toContain('ROLE_ADMIN');
  });

  it("refuses another member's id with 403 and changes nothing", async () => {
    const before = await getAccount(t.ctx, other.id);
    const res = await call(api, 'PUT', `/public/updateUser/${other.id}`, { token: me.token, body });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await getAccount(t.ctx, other.id)).toEqual(before);
  });

  it('answers success false with an errorMessage for missing required fields', async () => {
    const res = await call(api, 'PUT', `/public/updateUser/${me.id}`, {
      token: me.token,
      body: { ...body, lastname: ' ' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorMessage: 'Veuillez saisir votre nom' });
  });

  it('refuses a change of the sign-in e-mail', async () => {
    const res = await call(api, 'PUT', `/public/updateUser/${me.id}`, {
      token: me.token,
      body: { ...body, email: 'neuf@exemple.fr' },
    });
    expect(res.body).toMatchObject({ success: false, errorMessage: accountMessages.emailNotEditable });
  });

  it('needs a token', async () => {
    expect((await call(api, 'PUT', `/public/updateUser/${me.id}`, { body })).status).toBe(401);
  });
});

describe('POST /api/oauth/token (refresh-token grant)', () => {
  async function grant(form: Record<string, string>) {
    const res = await api.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read by assertions
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it('rotates: a new access token and refresh token, the old refresh token dies', async () => {
    const m = await createMember(t.ctx);
    const s = await apiSignIn(api, m.email, m.password);
    const res = await grant({ grant_type: 'refresh_token', refresh_token: s.refreshToken, client_id: 'site' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await call(api, 'GET', '/public/getUser', { token: res.body.access_token })).status).toBe(200);
    expect((await call(api, 'GET', '/public/getUser', { token: s.token })).status).toBe(401);
    expect((await grant({ grant_type: 'refresh_token', refresh_token: s.refreshToken })).body.error).toBe(
      'invalid_grant',
    );
  });

  it('revokes the whole session when a rotated refresh token is used again (it was stolen)', async () => {
    const m = await createMember(t.ctx);
    const s = await apiSignIn(api, m.email, m.password, '192.0.2.70');
    const other = await apiSignIn(api, m.email, m.password, '192.0.2.70');
    const first = await grant({ grant_type: 'refresh_token', refresh_token: s.refreshToken });
    const second = await grant({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(second.status).toBe(200);
    // The first, rotated token comes back: whoever holds it or the newest pair is cut off.
    expect((await grant({ grant_type: 'refresh_token', refresh_token: s.refreshToken })).body.error).toBe(
      'invalid_grant',
    );
    expect((await call(api, 'GET', '/public/getUser', { token: second.body.access_token })).status).toBe(401);
    expect((await grant({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token })).status).toBe(400);
    // The member's other sessions are not touched.
    expect((await call(api, 'GET', '/public/getUser', { token: other.token })).status).toBe(200);
  });

  it('refuses other grants and unknown tokens', async () => {
    expect((await grant({ grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
    expect((await grant({ grant_type: 'refresh_token', refresh_token: 'inconnu' })).status).toBe(400);
  });
});
