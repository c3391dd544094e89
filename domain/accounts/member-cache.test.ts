import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, otherConnection, type TestContext } from '../../tests/support/context.ts';
import type { Clock } from '../../platform/clock.ts';
import { getAccount } from './account.ts';
import { grantRole } from './admin.ts';
import { membersChanged } from './member-cache.ts';
import { findSession, openSession, revokeSession } from './sessions.ts';

/** Members kept in memory follow the database's notifications: on a PostgreSQL server only (PGlite keeps nothing). */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
let now = new Date();
const clock: Clock = { now: () => new Date(now) };
/** Another process: its own connection to the test's database. */
let other: pg.Client;

beforeAll(async () => {
  t = await createTestContext({ clock });
  if (onServer) other = await otherConnection(t);
});
afterAll(async () => {
  await other?.end();
  await t.close();
});

async function signedIn(firstname: string) {
  const member = await createMember(t.ctx, { firstname });
  const { token } = await openSession(t.ctx.db, now, member.id, 'cookie');
  return { ...member, token };
}

/** A change the database does not announce: what a read then shows tells whether it came from memory. */
async function silently(text: string, values: unknown[]) {
  await other.query('begin');
  await other.query('set local session_replication_role = replica');
  await other.query(text, values);
  await other.query('commit');
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('la modification n’a pas été vue');
}

describe.runIf(onServer)('members kept in memory', () => {
  it('serves a session and an account from memory until the member changes', async () => {
    const m = await signedIn('Élise');
    expect((await findSession(t.ctx, m.token, 'cookie'))?.firstname).toBe('Élise');
    expect((await getAccount(t.ctx, m.id)).firstname).toBe('Élise');
    await silently('update app_user set firstname = $1 where id = $2', ['Élisabeth', m.id]);
    expect((await findSession(t.ctx, m.token, 'cookie'))?.firstname).toBe('Élise');
    expect((await getAccount(t.ctx, m.id)).firstname).toBe('Élise');
    membersChanged(t.ctx, m.id);
    expect((await findSession(t.ctx, m.token, 'cookie'))?.firstname).toBe('Élisabeth');
    expect((await getAccount(t.ctx, m.id)).firstname).toBe('Élisabeth');
  });

  it('forgets a session revoked here at once, and one revoked by another process on its notification', async () => {
    const m = await signedIn('Marc');
    await findSession(t.ctx, m.token, 'cookie');
    await revokeSession(t.ctx, m.token, 'cookie');
    expect(await findSession(t.ctx, m.token, 'cookie')).toBeNull();

    const n = await signedIn('Paul');
    await findSession(t.ctx, n.token, 'cookie');
    await other.query('update session set revoked_at = now() where user_id = $1', [n.id]);
    await eventually(async () => (await findSession(t.ctx, n.token, 'cookie')) === null);
  });

  it('shows roles granted here at once, and by another process on its notification', async () => {
    const m = await signedIn('Anne');
    expect((await findSession(t.ctx, m.token, 'cookie'))?.roles).not.toContain('ROLE_CANDIDAT');
    await grantRole(t.ctx, m.email, 'ROLE_CANDIDAT');
    expect((await findSession(t.ctx, m.token, 'cookie'))?.roles).toContain('ROLE_CANDIDAT');
    await other.query(`insert into user_role (user_id, role) values ($1, 'ROLE_PASTORALE')`, [m.id]);
    await eventually(async () => (await getAccount(t.ctx, m.id)).authorities.some((a) => a.name === 'ROLE_PASTORALE'));
    expect((await findSession(t.ctx, m.token, 'cookie'))?.roles).toContain('ROLE_PASTORALE');
  });

  it('never serves a session past its expiry', async () => {
    const m = await signedIn('Zoé');
    expect(await findSession(t.ctx, m.token, 'cookie')).not.toBeNull();
    const [{ expires_at }] = (await other.query('select expires_at from session where user_id = $1', [m.id])).rows;
    now = new Date(new Date(expires_at).getTime() + 1000);
    try {
      expect(await findSession(t.ctx, m.token, 'cookie')).toBeNull();
    } finally {
      now = new Date();
    }
  });

  it('reads from the database while its listening connection is lost, and keeps again once it is back', async () => {
    const m = await signedIn('Josué');
    await findSession(t.ctx, m.token, 'cookie');
    const { rows: ended } = await other.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await silently('update app_user set firstname = $1 where id = $2', ['Joël', m.id]);
    await eventually(async () => (await findSession(t.ctx, m.token, 'cookie'))?.firstname === 'Joël');
    // Back after its retry, on a connection of its own (not the one ended): kept again, so a silent change no longer
    // shows. The pause lets the client hear its LISTEN answered after the server has recorded it.
    await eventually(async () => {
      const { rows } = await other.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'idle' and query ilike 'LISTEN "member_changed"%'
           and pid <> all($1)`,
        [ended.map((row) => row.pid)],
      );
      return rows[0].n > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await findSession(t.ctx, m.token, 'cookie');
    await silently('update app_user set firstname = $1 where id = $2', ['Jonas', m.id]);
    expect((await findSession(t.ctx, m.token, 'cookie'))?.firstname).toBe('Joël');
  });
});
