import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, readOutbox, sendResetLinkToMember } from '../../../domain/accounts/index.ts';
import { call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';
import { DEVICE_COOKIE } from '../../../platform/browser-session.ts';

/** Attacks that once locked members out (decision 0033), replayed on a clock the tests move. */
let t: TestContext;
let api: ReturnType<typeof createApi>;
let now = new Date('2026-11-22T10:00:00Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
beforeAll(async () => {
  t = await createTestContext({ clock: { now: () => new Date(now) } });
  api = createApi(t.ctx);
});
afterAll(() => t.close());

const signIn = (login: string, pass: string, address: string) =>
  call(api, 'POST', '/users/auth', { body: { login, pass }, address });
const forgot = (email: string, address: string) =>
  call(api, 'PUT', '/public/sendLinkUserPasswordForgot', { body: { email }, address });

describe('sign-in throttling', () => {
  it('100 wrong passwords from 10 addresses do not lock the owner out: a fresh address signs in at once', async () => {
    const owner = await createMember(t.ctx);
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 10; i++) {
        const res = await signIn(owner.email, `Faux-${a}-${i}-Passe`, `10.0.0.${a}`);
        expect([200, 429]).toContain(res.status);
        expect(res.body.data ?? null).toBeNull();
      }
    const res = await signIn(owner.email, owner.password, '192.0.2.200');
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(owner.email);
  });

  it('makes an address wait longer after each wrong password for an account, and says exactly how long', async () => {
    const m = await createMember(t.ctx);
    const address = '10.1.0.1';
    for (let i = 0; i < 6; i++) expect((await signIn(m.email, `Faux-${i}-Passe`, address)).status).toBe(200);
    // Six failures: one second to wait, even with the right password.
    let res = await signIn(m.email, m.password, address);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(accountMessages.tooManyLogins('1 seconde'));
    advance(1000);
    expect((await signIn(m.email, 'Faux-6-Passe', address)).status).toBe(200);
    res = await signIn(m.email, m.password, address);
    expect(res.body.message).toBe('Trop de tentatives de connexion, veuillez réessayer dans 2 secondes');
    // The account is not locked for anyone else, and the wait ends.
    expect((await signIn(m.email, m.password, '10.1.0.2')).body.data.email).toBe(m.email);
    advance(2000);
    expect((await signIn(m.email, m.password, address)).body.data.email).toBe(m.email);
    // A success forgets the failures of the pair.
    advance(60_000);
    expect((await signIn(m.email, 'Faux-7-Passe', address)).status).toBe(200);
    expect((await signIn(m.email, m.password, address)).status).toBe(200);
  });

  it('caps the wait at 15 minutes', async () => {
    const m = await createMember(t.ctx);
    const address = '10.2.0.1';
    for (let i = 0; i < 20; i++) {
      advance(15 * 60_000);
      expect((await signIn(m.email, `Faux-${i}-Passe`, address)).status).toBe(200);
    }
    const res = await api.request(
      '/users/auth',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: m.email, pass: m.password }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect(((await res.json()) as { message: string }).message).toBe(accountMessages.tooManyLogins('15 minutes'));
    advance(15 * 60_000);
    expect((await signIn(m.email, m.password, address)).status).toBe(200);
  });

  it('gives no free failures once an account has 100 in an hour, but a fresh address still signs in', async () => {
    const m = await createMember(t.ctx);
    const { record } = await import('../../../domain/rate-limit.ts');
    const { limits } = await import('../../../domain/accounts/index.ts');
    for (let i = 0; i < 100; i++) await record(t.ctx, limits.failuresPerAccount(m.email));
    expect((await signIn(m.email, 'Faux-Passe-1', '10.3.0.1')).status).toBe(200);
    expect((await signIn(m.email, m.password, '10.3.0.1')).body.message).toBe(
      accountMessages.tooManyLogins('1 seconde'),
    );
    expect((await signIn(m.email, m.password, '10.3.0.2')).body.data.email).toBe(m.email);
  });

  it('stops one address spraying many accounts: 30 wrong passwords in 15 minutes, the exact wait given', async () => {
    for (let i = 0; i < 30; i++)
      expect((await signIn(`cible${i}@exemple.fr`, 'Faux-Passe-1', '10.4.0.1')).status).toBe(200);
    const res = await signIn('cible30@exemple.fr', 'Faux-Passe-1', '10.4.0.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(accountMessages.tooManyLogins('15 minutes'));
    advance(5 * 60_000);
    expect((await signIn('cible31@exemple.fr', 'Faux-Passe-1', '10.4.0.1')).body.message).toBe(
      accountMessages.tooManyLogins('10 minutes'),
    );
    advance(10 * 60_000);
    expect((await signIn('cible32@exemple.fr', 'Faux-Passe-1', '10.4.0.1')).status).toBe(200);
  });
});

/** A sign-in that sends a Cookie header; answers the device cookie it earns, if any. */
async function signInWith(login: string, pass: string, address: string, cookie?: string) {
  const res = await api.request(
    '/users/auth',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ login, pass }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const body = (await res.json()) as { data: { email: string } | null; message?: string };
  const raw = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  const device = raw?.split(';')[0];
  return { status: res.status, signedIn: body.data?.email ?? null, message: body.message, device, raw };
}

describe('behind one shared address (a parish hall)', () => {
  it('stops an attacker guessing a password, while a neighbour signs in', async () => {
    const hall = '10.6.0.1';
    const target = await createMember(t.ctx);
    const neighbour = await createMember(t.ctx);
    const statuses = [];
    for (let i = 0; i < 15; i++) statuses.push((await signInWith(target.email, `Faux-${i}-Passe`, hall)).status);
    // Five free wrong passwords, then the attacker waits, with the exact wait.
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual(Array(9).fill(429));
    expect((await signInWith(target.email, target.password, hall)).message).toBe(
      accountMessages.tooManyLogins('1 seconde'),
    );
    // The neighbour, never signed in there before, is not concerned.
    expect((await signInWith(neighbour.email, neighbour.password, hall)).signedIn).toBe(neighbour.email);
  });

  it('lets a member whose device signed in before pass, even when their own account is attacked from there', async () => {
    const hall = '10.7.0.1';
    const member = await createMember(t.ctx);
    const { device, raw } = await signInWith(member.email, member.password, hall);
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_.-]+$`));
    // Sent back to the sign-in address only, never readable by the page's scripts.
    expect(raw).toMatch(/; Path=\/api\/users\/auth; HttpOnly; SameSite=Lax; Max-Age=15552000$/);
    for (let i = 0; i < 10; i++) await signInWith(member.email, `Faux-${i}-Passe`, hall);
    // The attacker, without the cookie, waits; the member's device does not.
    expect((await signInWith(member.email, member.password, hall)).status).toBe(429);
    expect((await signInWith(member.email, member.password, hall, device)).signedIn).toBe(member.email);
    // A forged or altered cookie is no device.
    const forged = `${device!.slice(0, -3)}abc`;
    expect((await signInWith(member.email, member.password, hall, forged)).status).toBe(429);
    // The cookie is the member's own: it does not help another account.
    const other = await createMember(t.ctx);
    for (let i = 0; i < 6; i++) await signInWith(other.email, `Faux-${i}-Passe`, hall, device);
    expect((await signInWith(other.email, other.password, hall, device)).status).toBe(429);
    // Wrong passwords from the member's device earn the device its own wait.
    for (let i = 0; i < 6; i++) await signInWith(member.email, `Faux-${i}-Passe`, hall, device);
    expect((await signInWith(member.email, member.password, hall, device)).message).toBe(
      accountMessages.tooManyLogins('1 seconde'),
    );
    advance(1000);
    expect((await signInWith(member.email, member.password, hall, device)).signedIn).toBe(member.email);
  });

  it('stops an address spraying many accounts, but members whose device signed in there still pass', async () => {
    const hall = '10.8.0.1';
    const member = await createMember(t.ctx);
    const neighbour = await createMember(t.ctx);
    const { device } = await signInWith(member.email, member.password, hall);
    for (let i = 0; i < 30; i++) await signInWith(`victime${i}@exemple.fr`, 'Faux-Passe-1', hall);
    expect((await signInWith('victime30@exemple.fr', 'Faux-Passe-1', hall)).status).toBe(429);
    // A neighbour never seen there waits with the address; the member's device signs in; other addresses are free.
    expect((await signInWith(neighbour.email, neighbour.password, hall)).message).toBe(
      accountMessages.tooManyLogins('15 minutes'),
    );
    expect((await signInWith(member.email, member.password, hall, device)).signedIn).toBe(member.email);
    expect((await signInWith(neighbour.email, neighbour.password, '10.8.0.2')).signedIn).toBe(neighbour.email);
  });
});

describe('mail limits', () => {
  it('a stranger asking « Compte oublié » for someone’s e-mail never stops the owner’s own mail', async () => {
    const owner = await createMember(t.ctx);
    const mails = async () => {
      await t.runJobs();
      return (await readOutbox(t.ctx.db, owner.email)).length;
    };
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++)
        expect((await forgot(owner.email, `10.5.0.${a}`)).body).toEqual({
          success: true,
          message: accountMessages.forgotSent,
        });
    // The stranger's own address is refused, with the exact wait…
    const refused = await forgot(owner.email, '10.5.0.0');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(accountMessages.tooManyMails('1 heure'));
    // …and past 10 mails an hour to one e-mail, the other addresses' requests send nothing more.
    const sent = await mails();
    expect(sent).toBeLessThan(15);
    // The owner's request from their own address still sends the link.
    expect((await forgot(owner.email, '192.0.2.201')).body.success).toBe(true);
    expect(await mails()).toBe(sent + 1);
    // So does « Changer de mot de passe » on the member's account page.
    expect((await sendResetLinkToMember(t.ctx, owner.id)).message).toBe(accountMessages.resetSentFromAccount);
    expect(await mails()).toBe(sent + 2);
  });

  it('stops one address past 60 mail requests an hour, whatever the e-mails, with the exact wait', async () => {
    for (let i = 0; i < 60; i++) expect((await forgot(`personne${i}@exemple.fr`, '10.6.0.1')).status).not.toBe(429);
    const refused = await forgot('personne60@exemple.fr', '10.6.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(accountMessages.tooManyMails('1 heure'));
    expect((await forgot('personne60@exemple.fr', '10.6.0.2')).status).not.toBe(429);
  });
});
