import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { mediaReference } from '../db/seed/media-reference.ts';
import { seedFile } from '../db/seed/files.ts';
import { liveSeeder } from '../db/seed/live.ts';
import { trainingSeeder } from '../db/seed/training.ts';
import { getLiveMeeting, getReunionInformation, setLiveMeeting } from '../domain/live/index.ts';
import { createApi } from '../api/app.ts';
import { apiSignIn, createMember } from '../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { fileRoutes, privateFileRoutes } from './files.ts';

let t: TestContext;
let coursePath: string;
let childrenPath: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '0', PUBLIC_URL: 'https://site.exemple.org' } });
  const { db, files, log } = t.ctx;
  await mediaReference.run({ db, files, log, demoAccounts: false });
  await trainingSeeder.run({ db, files, log, demoAccounts: false });
  await liveSeeder.run({ db, files, log, demoAccounts: false });
  const [course] = await db
    .select()
    .from(schema.courseItems)
    .where(eq(schema.courseItems.cle, 'formation-devoirs-bibliques'));
  coursePath = course.lien;
  const [sheet] = await db
    .select({ id: schema.fichiers.id, nom: schema.fichiers.nom })
    .from(schema.privateFiles)
    .innerJoin(schema.fichiers, eq(schema.fichiers.id, schema.privateFiles.fichierId))
    .where(eq(schema.privateFiles.rubrique, '5-6'));
  childrenPath = `/fichiers-prives/${sheet.id}/${sheet.nom}.pdf`;
  const api = createApi(t.ctx);
  for (const [who, roles] of [
    ['candidat', ['ROLE_CANDIDAT']],
    ['moniteur', ['ROLE_ENSEIGNEMENT_ENFANTS']],
    ['membre', []],
    ['admin', ['ROLE_ADMIN']],
    ['reunion', ['ROLE_REUNION_MISSIONNAIRE']],
    ['votant', ['ROLE_AG_VOTE']],
    ['direct', ['ROLE_REU_DIRECT']],
  ] as const) {
    const { email } = await createMember(t.ctx, { email: `${who}@exemple.fr`, roles: [...roles] });
    tokens[who] = (await apiSignIn(api, email)).token;
  }
});
afterAll(() => t.close());

const get = (path: string, who?: string) =>
  privateFileRoutes(t.ctx).request(path, { headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('GET /fichiers-prives/{id}/{name}', () => {
  it('serves a course file to a candidate (and an administrator), never to a shared cache', async () => {
    expect(coursePath).toMatch(/^\/fichiers-prives\/\d+\/devoirs-bibliques-1\.pdf$/);
    const res = await get(coursePath, 'candidat');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await get(coursePath, 'admin')).status).toBe(200);
  });

  it('refuses a course file without ROLE_CANDIDAT: visitor to /login, member 403, token-less call redirected', async () => {
    const visitor = await get(coursePath);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(coursePath)}`);
    expect((await get(coursePath, 'membre')).status).toBe(403);
    expect((await get(coursePath, 'moniteur')).status).toBe(403);
    const wrongToken = await privateFileRoutes(t.ctx).request(coursePath, {
      headers: { authorization: `Bearer ${'z'.repeat(43)}` },
    });
    expect(wrongToken.status).toBe(401);
  });

  it('serves the children’s sheets to ROLE_ENSEIGNEMENT_ENFANTS only', async () => {
    expect((await get(childrenPath, 'moniteur')).status).toBe(200);
    expect((await get(childrenPath, 'candidat')).status).toBe(403);
    expect((await get(childrenPath, 'membre')).status).toBe(403);
    expect((await get(childrenPath)).status).toBe(303);
  });

  it('answers 404 for an id that is no private file', async () => {
    expect((await get('/fichiers-prives/999999/x.pdf', 'admin')).status).toBe(404);
  });

  it('the public file route never serves a private file', async () => {
    for (const path of [coursePath, childrenPath]) {
      const res = await fileRoutes(t.ctx).request(path.replace('/fichiers-prives/', '/fichiers/'));
      expect(res.status, path).toBe(404);
    }
  });
});

/** The stored file behind a storage key (the seed's). */
async function fileId(key: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ id: schema.fichiers.id })
    .from(schema.fichiers)
    .where(eq(schema.fichiers.storageKey, key));
  return row.id;
}

const publicGet = (path: string, who?: string) =>
  fileRoutes(t.ctx).request(path, { headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('files named by an item reserved to roles', () => {
  it('the information meeting’s documents go to its members and voters only, whatever the address', async () => {
    const id = await fileId('reunion-information/ordre-du-jour.pdf');
    const audio = await fileId('reunion-information/enregistrement.wav');
    for (const f of [id, audio]) {
      for (const who of [undefined, 'membre', 'reunion', 'admin'])
        expect((await publicGet(`/fichiers/${f}/x.pdf`, who)).status, `/fichiers/${f} ${who}`).toBe(404);
    }
    const path = `/fichiers-prives/${id}/ordre.pdf`;
    expect((await get(path, 'reunion')).status).toBe(200);
    expect((await get(path, 'votant')).status).toBe(200);
    expect((await get(path, 'admin')).status).toBe(200);
    expect((await get(`/fichiers-prives/${audio}/e.wav`, 'votant')).headers.get('cache-control')).toBe(
      'private, no-store',
    );
    expect((await get(path, 'membre')).status).toBe(403);
    expect((await get(path, 'candidat')).status).toBe(403);
    expect((await get(path)).status).toBe(303);
    // The page's links lead to the private address.
    const information = await getReunionInformation(t.ctx, ['ROLE_CONNECTED', 'ROLE_REUNION_MISSIONNAIRE']);
    expect(information.fichiersATelecharger.map((d) => d.lien)).toEqual([
      expect.stringMatching(new RegExp(`^/fichiers-prives/${id}/`)),
      expect.stringMatching(/^\/fichiers-prives\/\d+\//),
    ]);
    expect(information.lienAudio).toMatch(new RegExp(`^/fichiers-prives/${audio}/`));
  });

  it('a course item or a live meeting naming a file keeps it to the role of the page', async () => {
    const { db } = t.ctx;
    const store = (key: string, fichierTypeId: number) =>
      seedFile(db, t.ctx.files, { key, nom: key.split('/').pop()!, data: new Uint8Array(64), fichierTypeId });
    const course = { id: await store('pages/x/cours-libre.pdf', 5) };
    await db
      .insert(schema.courseItems)
      .values({ cle: 'formation-devoirs-bibliques', titre: 'Cours', lien: `/fichiers/${course.id}/cours-libre.pdf` });
    expect((await publicGet(`/fichiers/${course.id}/cours-libre.pdf`)).status).toBe(404);
    expect((await get(`/fichiers-prives/${course.id}/cours-libre.pdf`, 'membre')).status).toBe(403);
    expect((await get(`/fichiers-prives/${course.id}/cours-libre.pdf`, 'candidat')).status).toBe(200);

    const stream = { id: await store('pages/x/flux.mp3', 4) };
    expect((await publicGet(`/fichiers/${stream.id}/flux.mp3`)).status).toBe(200);
    await setLiveMeeting(t.ctx, {
      reunion: 'reunion',
      audio: `https://site.exemple.org/fichiers/${stream.id}/flux.mp3`,
    });
    expect((await publicGet(`/fichiers/${stream.id}/flux.mp3`)).status).toBe(404);
    const live = await getLiveMeeting(t.ctx, { reunion: 'reunion' }, ['ROLE_CONNECTED', 'ROLE_REU_DIRECT']);
    expect(live.reuDirectUrl).toBe(`https://site.exemple.org/fichiers-prives/${stream.id}/flux.mp3`);
    expect((await get(`/fichiers-prives/${stream.id}/flux.mp3`, 'membre')).status).toBe(403);
    expect((await get(`/fichiers-prives/${stream.id}/flux.mp3`, 'direct')).status).toBe(200);
  });
});
