import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../domain/accounts/index.ts';
import { createMember } from '../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { assertSameOrigin, getViewer, requireRoles, safeRedirect, sessionCookie } from './session.server.ts';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: 'https://site.exemple.org' } });
  const m = await createMember(t.ctx, {
    email: 'vue@exemple.fr',
    firstname: 'Léa',
    lastname: 'Roux',
    roles: ['ROLE_PASTORALE'],
  });
  const { session } = await signIn(t.ctx, { login: m.email, pass: m.password }, { address: 'test', kind: 'cookie' });
  cookie = `lang=fr; session=${session.token}`;
});
afterAll(() => t.close());

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://site.exemple.org${path}`, { headers });
/** A loader's request and the page's address, as React Router hands them (the same address on a page's first load). */
const page = (path: string, headers: Record<string, string> = {}, address = path) => ({
  request: request(path, headers),
  url: new URL(`https://site.exemple.org${address}`),
});

describe('getViewer and requireRoles', () => {
  it('reads the member and roles behind the session cookie, or null', async () => {
    expect(await getViewer(request('/', { cookie }), t.ctx)).toMatchObject({
      firstname: 'Léa',
      lastname: 'ROUX',
      roles: ['ROLE_PUBLIC', 'ROLE_CONNECTED', 'ROLE_PASTORALE'],
    });
    expect(await getViewer(request('/'), t.ctx)).toBeNull();
    expect(await getViewer(request('/', { cookie: 'session=inconnu' }), t.ctx)).toBeNull();
  });

  it('lets a member with one of the roles through, sends a visitor to /login with the page to come back to', async () => {
    await expect(requireRoles(page('/pastorale', { cookie }), t.ctx, ['ROLE_PASTORALE'])).resolves.toMatchObject({
      email: 'vue@exemple.fr',
    });
    const visitor = await requireRoles(page('/reunions-direct?x=1'), t.ctx, ['ROLE_REU_DIRECT']).catch(
      (r: Response) => r,
    );
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get('location')).toBe('/login?redirectTo=%2Freunions-direct%3Fx%3D1');
    // A navigation's data request: the way back is the page's address, not the request's.
    const navigation = await requireRoles(
      page('/reunions-direct.data?x=1&_routes=root', {}, '/reunions-direct?x=1'),
      t.ctx,
      ['ROLE_REU_DIRECT'],
    ).catch((r: Response) => r);
    expect((navigation as Response).headers.get('location')).toBe('/login?redirectTo=%2Freunions-direct%3Fx%3D1');
  });

  it('refuses a signed-in member without the role with the reserved page (403), not the sign-in page', async () => {
    const refused = await requireRoles(page('/reunions-direct', { cookie }), t.ctx, ['ROLE_REU_DIRECT']).catch(
      (r: Response) => r,
    );
    expect((refused as Response).status).toBe(403);
    expect(await (refused as Response).text()).toBe('Page réservée');
  });

  it('lets ROLE_ADMIN pass every check', async () => {
    const admin = await createMember(t.ctx, { roles: ['ROLE_ADMIN'] });
    const { session } = await signIn(
      t.ctx,
      { login: admin.email, pass: admin.password },
      { address: 'test2', kind: 'cookie' },
    );
    await expect(
      requireRoles(page('/x', { cookie: `session=${session.token}` }), t.ctx, ['ROLE_AG_VOTE_ADMIN']),
    ).resolves.toBeTruthy();
  });
});

describe('browser safety', () => {
  it('refuses a state-changing request from another origin', () => {
    expect(() => assertSameOrigin(request('/login', { origin: 'https://site.exemple.org' }), t.ctx)).not.toThrow();
    expect(() => assertSameOrigin(request('/login'), t.ctx)).not.toThrow();
    let thrown: unknown;
    try {
      assertSameOrigin(request('/login', { origin: 'https://pirate.exemple.com' }), t.ctx);
    } catch (err) {
      thrown = err;
    }
    expect((thrown as Response).status).toBe(403);
  });

  it('redirects only to paths of the site', () => {
    expect(safeRedirect('/mon-compte?x=1')).toBe('/mon-compte?x=1');
    expect(safeRedirect('//pirate.exemple.com')).toBe('/');
    expect(safeRedirect('/\\pirate.exemple.com')).toBe('/');
    expect(safeRedirect('https://pirate.exemple.com')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/\n/evil.example')).toBe('/');
    expect(safeRedirect('/\r/evil.example')).toBe('/');
    expect(safeRedirect('/mon-compte\r\nSet-Cookie: x=1')).toBe('/');
    expect(safeRedirect('/\u0000x')).toBe('/');
    expect(safeRedirect('/\u007fx')).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, and Secure behind HTTPS', () => {
    expect(sessionCookie(t.ctx, 'abc')).toBe('session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure');
  });
});
