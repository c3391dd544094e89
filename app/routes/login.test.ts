import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../domain/accounts/index.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { action } from './login.tsx';

/** The sign-in page's device cookie (decision 0088): earned by a success, it lets the member pass their address's waits. */
let t: TestContext;
const site = 'https://site.exemple.org';
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: site } });
});
afterAll(() => t.close());

async function post(login: string, pass: string, cookie?: string) {
  const request = new Request(`${site}/login`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ login, pass, redirectTo: '/' }).toString(),
  });
  try {
    return await action({
      request,
      url: new URL(request.url),
      params: {},
      context: { ctx: t.ctx, clientAddress: '10.9.0.1' },
    } as never);
  } catch (answer) {
    return answer;
  }
}

describe('/login', () => {
  it('leaves a device cookie for /login, which lets the member in while their account waits at that address', async () => {
    const m = await createMember(t.ctx);
    const signedIn = (await post(m.email, m.password)) as Response;
    expect(signedIn.status).toBe(302);
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^session=/);
    expect(cookies[1]).toMatch(
      /^appareil=[A-Za-z0-9_.-]+; Path=\/login; HttpOnly; SameSite=Lax; Max-Age=15552000; Secure$/,
    );
    const device = cookies[1].split(';')[0];
    for (let i = 0; i < 7; i++) await post(m.email, `Faux-${i}-Passe`);
    const refused = (await post(m.email, m.password)) as {
      init: { status: number };
      data: { error: Record<string, string[]> };
    };
    expect(refused.init.status).toBe(429);
    expect(JSON.stringify(refused.data)).toContain(accountMessages.tooManyLogins('1 seconde'));
    expect(((await post(m.email, m.password, `lang=fr; ${device}`)) as Response).status).toBe(302);
  });
});
