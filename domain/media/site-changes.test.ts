import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { createTestContext, otherConnection, within, type TestContext } from '../../tests/support/context.ts';
import { onSiteChange, siteChangeState } from '../../platform/site-changes.ts';
import { getMediaFull } from './full.ts';

/**
 * Media kept in memory follow the database's notifications of library and site changes, as members do (decision
 * 0084): on a PostgreSQL server only (PGlite serves one process, which forgets on its own changes).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
/** Another process: its own connection to the test's database. */
let other: pg.Client;
const id = 9001;

beforeAll(async () => {
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '60' } });
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values({ id, titre: 'Titre d’origine', mediaTypeId: 2 });
  if (onServer) other = await otherConnection(t);
});
afterAll(async () => {
  await other?.end();
  await t.close();
});

const title = async () => (await getMediaFull(t.ctx, id).catch(() => null))?.media.titre ?? null;

describe.runIf(onServer)('a change made by another process', () => {
  it('an edited title shows within a second, an unpublished media is gone, and the kept pages are forgotten', async () => {
    expect(await title()).toBe('Titre d’origine');
    let pagesForgotten = 0;
    const stop = onSiteChange(() => pagesForgotten++);
    await other.query('update media set titre = $1 where id = $2', ['Titre corrigé', id]);
    expect(await within(1000, async () => (await title()) === 'Titre corrigé')).toBe(true);
    expect(pagesForgotten).toBeGreaterThan(0);
    await other.query('update media set publique = false where id = $1', [id]);
    expect(await within(1000, async () => (await title()) === null)).toBe(true);
    stop();
  });

  it('while the database is not heard, kept media are not trusted', async () => {
    await t.ctx.db.update(schema.media).set({ publique: true, titre: 'Republié' }).where(eq(schema.media.id, id));
    expect(await within(1000, async () => (await title()) === 'Republié')).toBe(true);
    // The listening connection is cut: the next change may never be told.
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN "site_changed"%'`,
    );
    expect(await within(2000, async () => !siteChangeState().trusted)).toBe(true);
    await other.query('begin');
    await other.query('set local session_replication_role = replica');
    await other.query('update media set titre = $1 where id = $2', ['Changé sans le dire', id]);
    await other.query('commit');
    expect(await title()).toBe('Changé sans le dire');
  });
});
