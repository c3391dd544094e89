import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, otherConnection, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * Staff authority is read from the database at each staff call, not from the members kept in memory: a role revoked
 * on another process is refused at once, before its notification arrives. On a PostgreSQL server (PGlite keeps none).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestContext;
let api: ReturnType<typeof createApi>;
/** Another process: its own connection to the test's database. */
let other: pg.Client;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  if (onServer) other = await otherConnection(t);
});
afterAll(async () => {
  await other?.end();
  await t.close();
});

describe.runIf(onServer)('staff authority', () => {
  it('is refused at once when the role is gone, though the notification has not come', async () => {
    const staff = await createMember(t.ctx, { email: 'revoque@exemple.fr', roles: ['ROLE_ADMIN'] });
    const { token } = await apiSignIn(api, staff.email);
    for (let i = 0; i < 2; i++) expect((await call(api, 'GET', '/admin/dashboard', { token })).status).toBe(200);
    // Revoked by another process whose notification is still on its way (here: never sent).
    await other.query('begin');
    await other.query('set local session_replication_role = replica');
    await other.query(`delete from user_role where user_id = $1 and role = 'ROLE_ADMIN'`, [staff.id]);
    await other.query('commit');
    expect((await call(api, 'GET', '/admin/dashboard', { token })).status).toBe(403);
    // Still a member: their own account answers from memory as before.
    expect((await call(api, 'GET', '/public/getUser', { token })).status).toBe(200);
  });
});
