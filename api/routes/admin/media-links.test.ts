import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { cleanStoredNotes, getMediaFull, listCollectionChildren } from '../../../domain/media/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
let parent: number;
let child: number;
let author: number;
let arrangement: number;

beforeAll(async () => {
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '60' } });
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  const admin = await createMember(t.ctx, { email: 'bibliothecaire@exemple.fr', roles: ['ROLE_ADMIN'] });
  const member = await createMember(t.ctx, { email: 'lecteur@exemple.fr', roles: [] });
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
  const create = async (titre: string) =>
    (await call(api, 'POST', '/admin/media', { body: { titre, mediaTypeId: '1', publique: 'on' }, token: adminToken }))
      .body.data.id as number;
  parent = await create('Série sur Jonas');
  child = await create('Jonas, chapitre 1');
  [{ id: author }] = await t.ctx.db.insert(schema.auteurs).values({ nom: 'Durand', prenom: 'Marc' }).returning();
  // Three of the 66 books (the catalogue's seed loads them all): "1 Jean" must win over "Jean".
  await t.ctx.db.insert(schema.livreBibles).values([
    { id: 32, numLivre: 32, nom1: 'Jonas', nomSimple3: 'Jon', testament: 'AT', couleur: '#1d3557' },
    { id: 43, numLivre: 43, nom1: 'Jean', nomSimple3: 'Jea', testament: 'NT', couleur: '#1d3557' },
    { id: 62, numLivre: 62, nom1: '1 Jean', nomSimple3: '1Jn', testament: 'NT', couleur: '#1d3557' },
  ]);
  [{ id: arrangement }] = await t.ctx.db.insert(schema.arrangements).values({ nom: 'Chœur mixte' }).returning();
});
afterAll(() => t.close());

const links = () => ({
  auteurs: [String(author)],
  arrangements: [String(arrangement)],
  references: 'Jonas 1.1-3\n1 Jean 4.8',
  enfants: String(child),
  videos: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ | Jonas prêché',
  notes: 'Première note.\nSeconde note.',
});

describe("a media's relations", () => {
  it('are refused to a visitor (401) and to a member without ROLE_ADMIN (403)', async () => {
    expect((await call(api, 'PUT', `/admin/media/${parent}/links`, { body: links() })).status).toBe(401);
    const refused = await call(api, 'PUT', `/admin/media/${parent}/links`, { body: links(), token: memberToken });
    expect(refused.status).toBe(403);
    expect((await call(api, 'GET', `/admin/media/${parent}/links`, { token: memberToken })).status).toBe(403);
  });

  it('are saved together, recorded before and after, and shown on the public page at once', async () => {
    await getMediaFull(t.ctx, parent); // in the cache
    const res = await call(api, 'PUT', `/admin/media/${parent}/links`, { body: links(), token: adminToken });
    expect(res.body).toMatchObject({ data: { message: 'Les liens du média ont été enregistrés.' } });
    const read = await call(api, 'GET', `/admin/media/${parent}/links`, { token: adminToken });
    expect(read.body.data).toEqual({
      auteurs: [author],
      arrangements: [arrangement],
      references: ['Jonas 1.1-3', '1 Jean 4.8'],
      enfants: [child],
      videos: ['dQw4w9WgXcQ | Jonas prêché'],
      notes: ['Première note.', 'Seconde note.'],
    });
    const full = await getMediaFull(t.ctx, parent);
    expect(full.auteurs.map((a) => a.auteur.id)).toEqual([author]);
    expect(full.videoYoutubes.map((v) => v.videoYoutube.idYoutube)).toEqual(['dQw4w9WgXcQ']);
    expect(full.livreBibles.map((l) => l.ref)).toEqual(['1.1-3', '4.8']);
    expect(full.notes).toEqual([
      { numNote: 1, contenu: 'Première note.' },
      { numNote: 2, contenu: 'Seconde note.' },
    ]);
    expect(full.mediaMedias.map((mm) => mm.mediaChild.id)).toContain(child);
    // A collection's children, as the home's "À la une" lists them, follow at once.
    expect((await listCollectionChildren(t.ctx, parent)).map((c) => c.id)).toEqual([child]);
    const [record] = await t.ctx.db
      .select()
      .from(schema.staffAudit)
      .where(sql`${schema.staffAudit.action} = 'media.links' and ${schema.staffAudit.subjectId} = ${String(parent)}`);
    expect(record.before).toMatchObject({ auteurs: [], notes: [] });
    expect(record.after).toMatchObject({ auteurs: [author], enfants: [child] });
  });

  it('refuses unknown ids and books field by field, changing nothing', async () => {
    const res = await call(api, 'PUT', `/admin/media/${parent}/links`, {
      body: {
        ...links(),
        auteurs: ['999999'],
        references: 'Hezekiel 1.1',
        enfants: `${parent}`,
        videos: 'pas une vidéo',
      },
      token: adminToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ videos: 'Une adresse ou un identifiant YouTube par ligne' });
    const again = await call(api, 'PUT', `/admin/media/${parent}/links`, {
      body: { ...links(), auteurs: ['999999'], references: 'Hezekiel 1.1', enfants: `${parent}` },
      token: adminToken,
    });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({
      auteurs: 'Auteur inconnu',
      references: 'Livre biblique inconnu : « Hezekiel 1.1 »',
      enfants: 'Un média ne peut pas être son propre enfant',
    });
    const read = await call(api, 'GET', `/admin/media/${parent}/links`, { token: adminToken });
    expect(read.body.data.auteurs).toEqual([author]);
  });

  it('answer 404 for a media that does not exist', async () => {
    const res = await call(api, 'GET', '/admin/media/999999999/links', { token: adminToken });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Média introuvable');
  });

  it('keep notes as clean HTML, for every client of the public API', async () => {
    const res = await call(api, 'PUT', `/admin/media/${parent}/links`, {
      body: {
        ...links(),
        notes: 'Voir <img src=x onerror=alert(1)> ici.\n<a href="javascript:alert(2)">lien</a><script>x</script>',
      },
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const full = await api.request(`/public/mediaFull/${parent}`);
    const notes = ((await full.json()) as { data: { notes: { contenu: string }[] } }).data.notes;
    expect(notes.map((n) => n.contenu)).toEqual(['Voir <img src="x" /> ici.', '<a>lien</a>']);
  });

  it('cleans the notes stored raw before, once: a second run changes nothing', async () => {
    await t.ctx.db.delete(schema.notes).where(sql`${schema.notes.mediaId} = ${child}`);
    await t.ctx.db.insert(schema.notes).values([
      { mediaId: child, numNote: 1, contenu: 'Ancienne <img src=x onerror=alert(1)> note' },
      { mediaId: child, numNote: 2, contenu: 'Pierre & Paul' },
      { mediaId: child, numNote: 3, contenu: 'Déjà <em>propre</em>' },
    ]);
    expect(await cleanStoredNotes(t.ctx)).toBe(2);
    expect(await cleanStoredNotes(t.ctx)).toBe(0);
    const stored = await t.ctx.db
      .select({ contenu: schema.notes.contenu })
      .from(schema.notes)
      .where(sql`${schema.notes.mediaId} = ${child}`)
      .orderBy(schema.notes.numNote);
    expect(stored.map((n) => n.contenu)).toEqual([
      'Ancienne <img src="x" /> note',
      'Pierre &amp; Paul',
      'Déjà <em>propre</em>',
    ]);
  });
});
