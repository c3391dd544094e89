import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * Behind nginx (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`), TRUST_PROXY=true: the proxy appends
 * the address it saw after whatever the client wrote. What the client wrote must change nothing.
 */
let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext({ env: { TRUST_PROXY: 'true' } });
  api = createApi(t.ctx);
});
afterAll(() => t.close());

/** A sign-in through the proxy at 127.0.0.1: `written` is the client's own X-Forwarded-For, `client` its address. */
const signInVia = (login: string, pass: string, client: string, written?: string) =>
  api.request(
    '/users/auth',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': written ? `${written}, ${client}` : client,
      },
      body: JSON.stringify({ login, pass }),
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );

describe('the client address behind one trusted proxy', () => {
  it('130 wrong passwords, each with a fresh forged address, are throttled as one client', async () => {
    const m = await createMember(t.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) {
      const res = await signInVia(m.email, `Faux-${i}-Passe`, '198.51.100.7', `10.66.${i >> 8}.${i & 255}`);
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it('forging the victim’s address does not lock the victim out', async () => {
    const victim = await createMember(t.ctx);
    for (let i = 0; i < 30; i++) await signInVia(victim.email, `Faux-${i}-Passe`, '198.51.100.8', '203.0.113.50');
    const res = await signInVia(victim.email, victim.password, '203.0.113.50');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { email: string } }).data.email).toBe(victim.email);
  });
});
