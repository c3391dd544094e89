import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../domain/accounts/index.ts';
import { apiSignIn, call, createMember, goodPassword } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { seedSectionsFixture } from '../../../tests/support/sections-fixture.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let ids: Awaited<ReturnType<typeof seedSectionsFixture>>;
let token: string;
let cookieToken: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  ids = await seedSectionsFixture(t.ctx);
  const me = await createMember(t.ctx, { email: 'auditeur@exemple.fr' });
  token = (await apiSignIn(api, me.email)).token;
  cookieToken = (await signIn(t.ctx, { login: me.email, pass: goodPassword }, { address: '192.0.2.9', kind: 'cookie' }))
    .session.token;
  const other = await createMember(t.ctx, { email: 'autre@exemple.fr' });
  otherToken = (await apiSignIn(api, other.email)).token;
});
afterAll(() => t.close());

describe('listening positions', () => {
  it('saves a position and answers it on another device, the most recent first', async () => {
    const put = await call(api, 'PUT', `/positions/${ids.gen1}`, { token, body: { position: 12.7 } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ fichierId: ids.gen1, position: 12 });
    await call(api, 'PUT', `/positions/${ids.gen2}`, { token, body: { position: 3 } });
    const res = await call(api, 'GET', `/positions?fichiers=${ids.gen1},${ids.gen2},${ids.mat1}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { fichierId: number }) => p.fichierId)).toEqual([ids.gen2, ids.gen1]);
  });

  it('accepts the site session cookie, and refuses a cookie write from another site', async () => {
    const headers = { cookie: `session=${cookieToken}`, 'content-type': 'application/json' };
    const put = await api.request(`/positions/${ids.mat1}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ position: 40 }),
    });
    expect(put.status).toBe(200);
    const get = await api.request(`/positions?fichiers=${ids.mat1}`, { headers });
    expect(((await get.json()) as { data: { position: number }[] }).data[0].position).toBe(40);
    const forged = await api.request(`http://localhost/positions/${ids.mat1}`, {
      method: 'PUT',
      headers: { ...headers, origin: 'https://ailleurs.example' },
      body: JSON.stringify({ position: 1 }),
    });
    expect(forged.status).toBe(403);
  });

  it('refuses a cookie write whose Origin is not a URL, null, or another scheme of the same host, in French', async () => {
    const headers = { cookie: `session=${cookieToken}`, 'content-type': 'application/json' };
    for (const origin of ['null', 'pas une adresse', 'http://[', 'https://localhost']) {
      const res = await api.request(`http://localhost/positions/${ids.mat1}`, {
        method: 'PUT',
        headers: { ...headers, origin },
        body: JSON.stringify({ position: 2 }),
      });
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Requête refusée : origine non autorisée');
    }
  });

  it('keeps each member’s positions apart', async () => {
    const res = await call(api, 'GET', `/positions?fichiers=${ids.gen1}`, { token: otherToken });
    expect(res.body.data).toEqual([]);
  });

  it('refuses a visitor without a session', async () => {
    expect((await call(api, 'GET', `/positions?fichiers=${ids.gen1}`)).status).toBe(401);
    expect((await call(api, 'PUT', `/positions/${ids.gen1}`, { body: { position: 1 } })).status).toBe(401);
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const negative = await call(api, 'PUT', `/positions/${ids.gen1}`, { token, body: { position: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toEqual({ position: 'La position ne peut pas être négative' });
    const text = await call(api, 'PUT', `/positions/${ids.gen1}`, { token, body: { position: 'dix' } });
    expect(text.body.fields).toEqual({ position: 'La position doit être un nombre de secondes' });
    expect((await call(api, 'GET', '/positions?fichiers=1,abc', { token })).status).toBe(400);
    expect((await call(api, 'GET', '/positions', { token })).status).toBe(400);
    const res = await call(api, 'GET', `/positions?fichiers=${ids.gen1}`, { token });
    expect(res.body.data[0].position).toBe(12);
  });

  it('answers 404 for a hidden file or a file that is not audio', async () => {
    expect((await call(api, 'PUT', `/positions/${ids.hidden}`, { token, body: { position: 1 } })).status).toBe(404);
    expect((await call(api, 'PUT', '/positions/999999', { token, body: { position: 1 } })).status).toBe(404);
  });
});
