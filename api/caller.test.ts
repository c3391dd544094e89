import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../domain/accounts/index.ts';
import { createMember, goodPassword } from '../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { findCaller, requireCaller, tokenFromHeader } from './caller.ts';
import type { ApiEnv } from './env.ts';
import { onApiError } from './errors.ts';

let t: TestContext;
let api: Hono<ApiEnv>;
let apiToken: string;
let cookieToken: string;
beforeAll(async () => {
  t = await createTestContext();
  const me = await createMember(t.ctx, { email: 'appelant@exemple.fr' });
  const sign = (kind: 'api' | 'cookie') =>
    signIn(t.ctx, { login: me.email, pass: goodPassword }, { address: '192.0.2.7', kind });
  apiToken = (await sign('api')).session.token;
  cookieToken = (await sign('cookie')).session.token;
  api = new Hono<ApiEnv>()
    .use(async (c, next) => {
      c.set('ctx', t.ctx);
      await next();
    })
    .get('/token', async (c) => c.json({ email: (await findCaller(c))?.email ?? null }))
    .on(['GET', 'PUT'], '/page', async (c) => c.json({ email: (await requireCaller(c, { cookie: true })).email }));
  api.onError(onApiError);
});
afterAll(() => t.close());

const emailOf = async (res: Response) => ((await res.json()) as { email: string | null }).email;

describe('tokenFromHeader', () => {
  it('reads Bearer, bare Basic and standard Basic credentials', () => {
    const token = 'a'.repeat(43);
    expect(tokenFromHeader(`Bearer ${token}`)).toBe(token);
    expect(tokenFromHeader(`Basic ${token}`)).toBe(token);
    expect(tokenFromHeader(`Basic ${Buffer.from(`membre:${token}`).toString('base64')}`)).toBe(token);
  });

  it('reads the token as user name with an empty password (curl -u TOKEN:)', () => {
    const token = 'Ab3_-'.repeat(8) + 'xyz';
    expect(tokenFromHeader(`Basic ${Buffer.from(`${token}:`).toString('base64')}`)).toBe(token);
    expect(tokenFromHeader(`basic ${Buffer.from(`${token}:`).toString('base64')}`)).toBe(token);
    expect(tokenFromHeader(`Basic ${Buffer.from(':').toString('base64')}`)).toBeNull();
  });

  it('reads nothing from other schemes or malformed values', () => {
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('Digest abc')).toBeNull();
    expect(tokenFromHeader('Bearer a b')).toBeNull();
  });
});

describe('the caller', () => {
  it('is the member of the token', async () => {
    const res = await api.request('/token', { headers: { authorization: `Bearer ${apiToken}` } });
    expect(await emailOf(res)).toBe('appelant@exemple.fr');
  });

  it('is nobody without a valid token, and a cookie counts only where the handler accepts it', async () => {
    expect(await emailOf(await api.request('/token'))).toBeNull();
    expect(await emailOf(await api.request('/token', { headers: { authorization: 'Bearer inconnu' } }))).toBeNull();
    expect(await emailOf(await api.request('/token', { headers: { cookie: `session=${cookieToken}` } }))).toBeNull();
    // A browser session's token is no API token, and the other way round.
    expect(
      await emailOf(await api.request('/token', { headers: { authorization: `Bearer ${cookieToken}` } })),
    ).toBeNull();
    expect((await api.request('/page', { headers: { cookie: `session=${apiToken}` } })).status).toBe(401);
  });

  it('is the member of the session cookie where the handler accepts it', async () => {
    const res = await api.request('/page', { headers: { cookie: `session=${cookieToken}` } });
    expect(await emailOf(res)).toBe('appelant@exemple.fr');
    const write = await api.request('http://localhost/page', {
      method: 'PUT',
      headers: { cookie: `session=${cookieToken}`, origin: 'http://localhost' },
    });
    expect(write.status).toBe(200);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const forged = await api.request('http://localhost/page', {
      method: 'PUT',
      headers: { cookie: `session=${cookieToken}`, origin: 'https://ailleurs.example' },
    });
    expect(forged.status).toBe(403);
    const read = await api.request('http://localhost/page', {
      headers: { cookie: `session=${cookieToken}`, origin: 'https://ailleurs.example' },
    });
    expect(read.status).toBe(200);
  });

  it('answers 401 when a session is required and missing', async () => {
    expect((await api.request('/page')).status).toBe(401);
  });
});
