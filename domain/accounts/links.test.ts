import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { InvalidLink } from './messages.ts';
import { consumeLink, issueLink, peekLink } from './links.ts';
import { checkActivationLink, resetPassword, signInByLink } from './recovery.ts';
import { findSession, openSession, revokeSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

let t: TestContext;
let now = new Date('2026-11-21T08:00:00Z');
beforeAll(async () => {
  t = await createTestContext({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

async function member(over: { activated?: boolean } = {}) {
  const m = await createMember(t.ctx, over);
  return (await findUserByEmail(t.ctx.db, m.email))!;
}

describe('one-time links', () => {
  it('are 256-bit tokens, found while live, used once', async () => {
    const user = await member();
    const token = await issueLink(t.ctx.db, now, user, 'reset');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await peekLink(t.ctx.db, now, token, 'reset'))?.id).toBe(user.id);
    expect(await peekLink(t.ctx.db, now, token, 'activation')).toBeNull();
    expect(await consumeLink(t.ctx.db, now, token, 'reset')).toBe(user.id);
    expect(await consumeLink(t.ctx.db, now, token, 'reset')).toBeNull();
  });

  it('expire: reset after one hour, activation after 48 hours', async () => {
    const user = await member();
    const reset = await issueLink(t.ctx.db, now, user, 'reset');
    const activation = await issueLink(t.ctx.db, now, user, 'activation');
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(await peekLink(t.ctx.db, later(3599_000), reset, 'reset')).not.toBeNull();
    expect(await peekLink(t.ctx.db, later(3600_000), reset, 'reset')).toBeNull();
    expect(await peekLink(t.ctx.db, later(48 * 3600_000 - 1000), activation, 'activation')).not.toBeNull();
    expect(await peekLink(t.ctx.db, later(48 * 3600_000), activation, 'activation')).toBeNull();
  });

  it('die when the password changes', async () => {
    const user = await member();
    const activation = await issueLink(t.ctx.db, now, user, 'activation');
    const reset = await issueLink(t.ctx.db, now, user, 'reset');
    await resetPassword(t.ctx, reset, { newPassword: 'Nouvelle-Route-9' }, 'cookie');
    await expect(signInByLink(t.ctx, activation, 'cookie')).rejects.toBeInstanceOf(InvalidLink);
  });
});

describe('the activation link', () => {
  it('is checked without being used: the account stays inactive until the sign-in by link', async () => {
    const user = await member({ activated: false });
    const token = await issueLink(t.ctx.db, now, user, 'activation');
    expect(await checkActivationLink(t.ctx, token)).toEqual({
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
    });
    await checkActivationLink(t.ctx, token);
    expect((await findUserByEmail(t.ctx.db, user.email))?.activated).toBe(false);
    const { session } = await signInByLink(t.ctx, token, 'cookie');
    expect(session.token).toBeTruthy();
    expect((await findUserByEmail(t.ctx.db, user.email))?.activated).toBe(true);
    await expect(checkActivationLink(t.ctx, token)).rejects.toBeInstanceOf(InvalidLink);
  });
});

describe('sessions', () => {
  it('are found while live, not after expiry or revocation, and only by their kind', async () => {
    const user = await member();
    const cookie = await openSession(t.ctx.db, now, user.id, 'cookie');
    expect(cookie.refreshToken).toBeNull();
    expect((await findSession(t.ctx, cookie.token, 'cookie'))?.userId).toBe(user.id);
    expect(await findSession(t.ctx, cookie.token, 'api')).toBeNull();
    await revokeSession(t.ctx, cookie.token, 'cookie');
    expect(await findSession(t.ctx, cookie.token, 'cookie')).toBeNull();

    const api = await openSession(t.ctx.db, now, user.id, 'api');
    expect(api.expiresIn).toBe(3600);
    now = new Date(now.getTime() + 3600_000);
    expect(await findSession(t.ctx, api.token, 'api')).toBeNull();
  });
});
