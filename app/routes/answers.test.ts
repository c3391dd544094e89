import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../domain/accounts/index.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import * as exp from './exp.tsx';
import * as vote from './vote.tsx';

/** The status a page answers when the address names nothing, or when the member lacks the page's role. */
let t: TestContext;
let cookie: string;
const site = 'https://site.exemple.org';
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: site } });
  const m = await createMember(t.ctx, { roles: ['ROLE_PASTORALE'] });
  const { session } = await signIn(t.ctx, { login: m.email, pass: m.password }, { address: 'test', kind: 'cookie' });
  cookie = `lang=fr; session=${session.token}`;
});
afterAll(() => t.close());

/** What a loader or action answers: its data's status (200 when plain data), or the Response it threw. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run();
    const init = (answer as { init?: { status?: number } } | null)?.init;
    return answer instanceof Response ? answer.status : (init?.status ?? 200);
  } catch (err) {
    if (err instanceof Response) return err.status;
    throw err;
  }
}

describe('wrong addresses and missing roles', () => {
  it('/exp/{code}/{id} with a code that names no parcel answers 404 (the page still says « Problème »)', async () => {
    const args = (code: string) =>
      ({
        request: new Request(`${site}/exp/${code}/1`),
        url: new URL(`${site}/exp/${code}/1`),
        params: { code, idRevue: '1' },
        context: { ctx: t.ctx },
      }) as never;
    expect(await statusOf(() => exp.loader(args('inconnu')))).toBe(404);
    expect(await statusOf(() => exp.loader(args('abcdefghij012345')))).toBe(404);
    const answer = (await exp.loader(args('inconnu')).catch((r: unknown) => r)) as { data: { ok: boolean } };
    expect(answer.data.ok).toBe(false);
  });

  it('a member without ROLE_AG_VOTE posting a ballot is refused (403), a visitor sent to /login', async () => {
    const post = (headers: Record<string, string>) =>
      ({
        request: new Request(`${site}/vote2024`, {
          method: 'POST',
          headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'q1=oui',
        }),
        url: new URL(`${site}/vote2024`),
        params: {},
        context: { ctx: t.ctx, clientAddress: '192.0.2.1' },
      }) as never;
    expect(await statusOf(() => vote.action(post({ cookie })))).toBe(403);
    const visitor = await vote.action(post({})).catch((r: Response) => r);
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get('location')).toBe('/login?redirectTo=%2Fvote2024');
  });
});
