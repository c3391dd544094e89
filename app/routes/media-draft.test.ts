import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { signIn } from '../../domain/accounts/index.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { slugify } from '../../domain/media/index.ts';
import { markCacheability } from '../../platform/shared-cache.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import * as filesPage from './fichiers-a-telecharger.tsx';
import * as mediaPage from './media.tsx';

/** Who may open an unpublished media's page (decision 0107): the staff alone, never for a shared cache. */
let t: TestContext;
const site = 'https://site.exemple.org';
const cookies: Record<'staff' | 'member', string> = { staff: '', member: '' };
let staffId: number;

beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: site, MEDIA_CACHE_SECONDS: '0' } });
  const { db, files, log } = t.ctx;
  await mediaReference.run({ db, files, log, demoAccounts: false });
  await db.insert(schema.media).values([
    { id: 1, titre: 'Sermon publié', mediaTypeId: 3 },
    { id: 2, titre: 'Sermon en préparation', mediaTypeId: 3, publique: false },
  ]);
  for (const [who, roles] of [
    ['staff', ['ROLE_ADMIN']],
    ['member', ['ROLE_CANDIDAT', 'ROLE_PASTORALE']],
  ] as const) {
    const m = await createMember(t.ctx, { roles: [...roles] });
    if (who === 'staff') staffId = m.id;
    const { session } = await signIn(t.ctx, { login: m.email, pass: m.password }, { address: 'test', kind: 'cookie' });
    cookies[who] = `lang=fr; session=${session.token}`;
  }
});
afterAll(() => t.close());

type Answer = { status: number; data?: { draft: boolean; full?: { media: { titre: string } } }; headers: Headers };

/** Runs a page's loader as React Router would and answers its status, data and the headers the page would leave with. */
async function open(page: typeof mediaPage | typeof filesPage, path: string, cookie?: string): Promise<Answer> {
  const [, , id, title] = path.split('/');
  const request = new Request(`${site}${path}`, { headers: cookie ? { cookie } : {} });
  const args = { request, url: new URL(request.url), params: { id, title }, context: { ctx: t.ctx } } as never;
  try {
    const answer = (await page.loader(args)) as unknown as { data: Answer['data']; init?: ResponseInit };
    const loaderHeaders = new Headers(answer.init?.headers);
    const headers = new Headers(page.headers({ loaderHeaders } as never));
    // What leaves the server: the shared-cache rules applied on the way out (platform/shared-cache.ts).
    const response = new Response('', { status: 200, headers });
    markCacheability(request, response, { seconds: 5, vary: [] });
    return { status: 200, data: answer.data, headers: response.headers };
  } catch (err) {
    const status = err instanceof Response ? err.status : (err as { init?: { status?: number } }).init?.status;
    if (!status) throw err;
    return { status, headers: new Headers() };
  }
}

describe('an unpublished media', () => {
  const draft = `/media/2/${slugify('Sermon en préparation')}`;

  it('is shown to the staff, marked a draft, private and never stored', async () => {
    const answer = await open(mediaPage, draft, cookies.staff);
    expect(answer.status).toBe(200);
    expect(answer.data?.draft).toBe(true);
    expect(answer.data?.full?.media.titre).toBe('Sermon en préparation');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is unknown to a visitor and to a member without ROLE_ADMIN', async () => {
    expect((await open(mediaPage, draft)).status).toBe(404);
    expect((await open(mediaPage, draft, cookies.member)).status).toBe(404);
  });

  it('is refused to the staff at once when their role is taken away elsewhere', async () => {
    await t.ctx.db.delete(schema.userRoles).where(eq(schema.userRoles.userId, staffId));
    expect((await open(mediaPage, draft, cookies.staff)).status).toBe(404);
    await t.ctx.db.insert(schema.userRoles).values({ userId: staffId, role: 'ROLE_ADMIN' });
    expect((await open(mediaPage, draft, cookies.staff)).status).toBe(200);
  });

  it('has its files page shown to the staff alone too', async () => {
    const files = `/fichiers-a-telecharger/2/${slugify('Sermon en préparation')}`;
    const staff = await open(filesPage, files, cookies.staff);
    expect(staff.status).toBe(200);
    expect(staff.data?.draft).toBe(true);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect((await open(filesPage, files)).status).toBe(404);
    expect((await open(filesPage, files, cookies.member)).status).toBe(404);
  });
});

describe('a published media', () => {
  it('is no draft for the staff, and stays shareable for visitors', async () => {
    const path = `/media/1/${slugify('Sermon publié')}`;
    expect((await open(mediaPage, path, cookies.staff)).data?.draft).toBe(false);
    const visitor = await open(mediaPage, path);
    expect(visitor.data?.draft).toBe(false);
    expect(visitor.headers.get('cache-control')).toMatch(/^public, /);
  });
});
