import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { createMember } from '../tests/support/accounts.ts';
import { createTestContext, otherConnection, within, type TestContext } from '../tests/support/context.ts';
import { scheduleBallotAsStaff } from './admin/index.ts';
import { deliveryChurches } from './churches/index.ts';
import { getReunionInformation, REUNION_INFORMATION_KEY } from './live/index.ts';
import { ballotForVoter } from './votes/index.ts';

/**
 * The vote page's reads kept in memory (its ballot, the meeting's item) and the magazine's delivery churches: a
 * change shows at once, made by the staff here or, on a PostgreSQL server, by another process (decision 0084,
 * migration 0029 for the ballots).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
let other: pg.Client;
let staff: { id: number; email: string; roles: string[] };
const slug = 'ag-lecture-gardee';
const voter = {
  userId: 1,
  email: 'votant@exemple.fr',
  firstname: 'Odile',
  lastname: 'Votant',
  roles: ['ROLE_AG_VOTE'],
};

beforeAll(async () => {
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '60' } });
  await t.ctx.db.insert(schema.ballots).values({
    slug,
    title: 'Assemblée générale',
    opensAt: new Date('2026-05-01T08:00:00Z'),
    closesAt: new Date('2026-06-01T08:00:00Z'),
    content: { introduction: [], reports: [], parts: [] },
  });
  const admin = await createMember(t.ctx, { email: 'admin@exemple.fr', roles: ['ROLE_ADMIN'] });
  staff = { id: admin.id, email: admin.email, roles: ['ROLE_ADMIN'] };
  if (onServer) other = await otherConnection(t);
});
afterAll(async () => {
  await other?.end();
  await t.close();
});

const shownBallot = async () => (await ballotForVoter(t.ctx, { scrutin: slug, voter })).ballot;
const churchNames = async () => (await deliveryChurches(t.ctx)).map((c) => c.nom);
const audio = async () => (await getReunionInformation(t.ctx, voter.roles)).lienAudio;

describe('kept site reads', () => {
  it('a ballot rescheduled by the staff shows its new dates on the next vote page', async () => {
    expect((await shownBallot()).closesAt).toBe('2026-06-01T08:00:00.000Z');
    await scheduleBallotAsStaff(t.ctx, staff, slug, { opens: '2026-05-01T10:00', closes: '2026-06-15T10:00' });
    expect((await shownBallot()).closesAt).toBe('2026-06-15T08:00:00.000Z');
  });

  it('an unknown ballot is not kept: it is looked for again', async () => {
    await expect(ballotForVoter(t.ctx, { scrutin: 'ag-a-venir', voter })).rejects.toThrow();
    await t.ctx.db.insert(schema.ballots).values({
      slug: 'ag-a-venir',
      title: 'Assemblée à venir',
      opensAt: new Date('2027-05-01T08:00:00Z'),
      closesAt: new Date('2027-06-01T08:00:00Z'),
      content: { introduction: [], reports: [], parts: [] },
    });
    expect((await ballotForVoter(t.ctx, { scrutin: 'ag-a-venir', voter })).ballot.title).toBe('Assemblée à venir');
  });
});

describe.runIf(onServer)('kept site reads, changed by another process', () => {
  it('a ballot’s dates changed by SQL show within a second; the box’s mixing tells nothing', async () => {
    expect((await shownBallot()).title).toBe('Assemblée générale');
    // The notifications are read on a connection of the test's own, listening from here: those of the tests before
    // (the staff's own changes are heard again, later, through the site's listening connection) are not among them.
    const listener = await otherConnection(t);
    try {
      const told: string[] = [];
      listener.on('notification', (n) => told.push(n.payload ?? ''));
      await listener.query('listen site_changed');
      await other.query('update ballot set box_mixed = false where slug = $1', [slug]);
      await other.query('update ballot set title = $1 where slug = $2', ['Assemblée générale ordinaire', slug]);
      expect(await within(1000, async () => (await shownBallot()).title === 'Assemblée générale ordinaire')).toBe(true);
      // Notifications arrive in the order they were sent: once the marker is heard, the updates' ones have been too.
      await other.query(`select pg_notify('site_changed', 'marker')`);
      expect(await within(1000, async () => told.includes('marker'))).toBe(true);
      // One notification: the title's, not the mixing's.
      expect(told).toEqual(['ballot', 'marker']);
    } finally {
      await listener.end();
    }
  });

  it('the meeting’s item and the delivery churches follow another process’s changes', async () => {
    const item = (lienAudio: string) => JSON.stringify({ fichiersATelecharger: [], lienAudio, lienYoutube: null });
    await t.ctx.db.insert(schema.keyValuePublics).values({
      cle: REUNION_INFORMATION_KEY,
      valeur: JSON.parse(item('https://exemple.fr/ag.mp3')),
      roles: ['ROLE_AG_VOTE'],
    });
    expect(await audio()).toBe('https://exemple.fr/ag.mp3');
    await other.query('update key_value_public set valeur = $1 where cle = $2', [
      item('https://exemple.fr/ag-2.mp3'),
      REUNION_INFORMATION_KEY,
    ]);
    expect(await within(1000, async () => (await audio()) === 'https://exemple.fr/ag-2.mp3')).toBe(true);

    const before = await churchNames();
    await other.query(
      `insert into eglise (nom, slug, code_postal, ville, pays, latitude, longitude)
       values ('Église gardée', 'eglise-gardee', '30140', 'Anduze', 'France', 44.05, 3.98)`,
    );
    expect(await within(1000, async () => (await churchNames()).length === before.length + 1)).toBe(true);
  });
});
