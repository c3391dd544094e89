import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, readOutbox, sendResetLinkToMember } from '../../../domain/accounts/index.ts';
import { call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

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

  it('limits one address trying many accounts to 10 attempts a minute', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn(`cible${i}@exemple.fr`, 'Faux-Passe-1', '10.4.0.1')).status).toBe(200);
    const res = await signIn('cible10@exemple.fr', 'Faux-Passe-1', '10.4.0.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(accountMessages.tooManyLogins('1 minute'));
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
});
