import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaCatalogue } from '../../../db/seed/media-catalogue.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import type { MediaFull } from '../../../domain/media/index.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '0' } });
  const env = { db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false };
  await mediaReference.run(env);
  await mediaCatalogue.run(env);
  await t.ctx.db.insert(schema.media).values({ id: 9001, titre: 'Brouillon', mediaTypeId: 1, publique: false });
});
afterAll(() => t.close());

async function full(id: number | string): Promise<{ status: number; data: MediaFull }> {
  const res = await createApi(t.ctx).request(`/public/mediaFull/${id}`);
  const body = (await res.json()) as { data: MediaFull };
  return { status: res.status, data: body.data };
}

const fileShape = {
  rang: expect.any(Number),
  classement: expect.toBeOneOf([null, expect.any(String)]),
  couverture: expect.any(Boolean),
  visiblePublic: true,
  fichier: {
    id: expect.any(Number),
    nom: expect.any(String),
    extension: expect.any(String),
    description: expect.toBeOneOf([null, expect.any(String)]),
    sharedLink: expect.stringMatching(/^\/fichiers\/\d+\//),
    taille: expect.any(Number),
    duree: expect.toBeOneOf([null, expect.any(Number)]),
    largeur: expect.toBeOneOf([null, expect.any(Number)]),
    hauteur: expect.toBeOneOf([null, expect.any(Number)]),
    thumbnail_std: { sharedLink: expect.stringMatching(/^\/fichiers\//) },
    fichierContentType: { fichierType: { id: expect.any(Number) }, contentType: expect.any(String) },
  },
};

describe('GET /api/public/mediaFull/{id}', () => {
  it('answers a book with its details, cover, authors and Bible references', async () => {
    const { status, data } = await full(3002);
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(
      ['auteurs', 'fichiers', 'livreBibles', 'mediaMedias', 'notes', 'media', 'videoYoutubes'].sort(),
    );
    expect(data.media).toMatchObject({
      id: 3002,
      titre: "L'épître aux Romains",
      mediaType: { id: 10, nom: 'Ouvrage' },
      nbrPages: 412,
      isbn: expect.stringMatching(/^978-2-/),
      dateEdition: '2017-01-20',
      prix: 22,
      lienLjc: expect.stringMatching(/^https:\/\//),
      couverture: {
        sharedLink: expect.stringMatching(/\.svg$/),
        thumbnail_std: { sharedLink: expect.any(String), publicLink: expect.any(String) },
      },
      fichierTypePresent: [],
    });
    expect(data.auteurs).toEqual([
      {
        auteur: {
          id: expect.any(Number),
          prenom: 'Pierre',
          nom: 'Lambert',
          pays: 'Belgique',
          annees: '1951',
          origine: 'Liège',
        },
      },
    ]);
    expect(data.livreBibles[0]).toEqual({
      id: expect.any(Number),
      ref: '3.23',
      livreBible: {
        id: 45,
        numLivre: 45,
        nom1: 'Romains',
        nomSimple3: 'Rom',
        couleur: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
    });
    expect(data.notes).toEqual([{ numNote: 1, contenu: expect.stringContaining('Louis Segond') }]);
  });

  it('answers a magazine issue with its articles in rank order, and an article with its issue and PDF', async () => {
    const issue = (await full(3111)).data;
    expect(issue.media).toMatchObject({ mediaType: { id: 6 }, nomRevue: { nom: 'Le Phare' }, numRevue: 24 });
    const children = issue.mediaMedias.filter((mm) => mm.media.id === 3111);
    expect(children.map((c) => c.rang)).toEqual([1, 2, 3, 4, 5]);
    expect(children[0].mediaChild).toMatchObject({ id: 3175, mediaType: { id: 7 }, theme: 'Réflexion' });

    const article = (await full(3175)).data;
    expect(article.media).toMatchObject({ mediaType: { id: 7 }, theme: 'Réflexion', fichierTypePresent: [{ id: 5 }] });
    expect(article.mediaMedias).toEqual([expect.objectContaining({ media: { id: 3111, titre: 'Le Phare n° 24' } })]);
    expect(article.fichiers).toEqual([fileShape]);
    expect(article.fichiers[0].fichier).toMatchObject({
      extension: 'pdf',
      fichierContentType: { fichierType: { id: 5 } },
    });
  });

  it('orders the children by name with order=nom (spec part 2 §7), the rank order otherwise', async () => {
    const titles = (data: MediaFull) =>
      data.mediaMedias.filter((mm) => mm.media.id === 3111).map((mm) => mm.mediaChild.titre);
    const byRank = titles((await full(3111)).data);
    const res = await createApi(t.ctx).request('/public/mediaFull/3111?order=nom');
    expect(res.status).toBe(200);
    const byName = titles(((await res.json()) as { data: MediaFull }).data);
    expect(byName).toEqual([...byRank].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare));
    expect(byName).not.toEqual(byRank);
    expect(titles((await full('3111?order=rang')).data)).toEqual(byRank);

    const article = await createApi(t.ctx).request('/public/mediaFull/3175?order=nom');
    expect(((await article.json()) as { data: MediaFull }).data.mediaMedias).toEqual([expect.objectContaining({ media: { id: 3111, titre: 'Le Phare n° 24' } })]);

    const bad = await createApi(t.ctx).request('/public/mediaFull/3111?order=prix');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.order).toBe('L’ordre doit être rang ou nom');
  });

  it('answers a hymn with origin, arrangements, harmonisations, type and audio', async () => {
    const { data } = await full(3200);
    expect(data.media).toMatchObject({
      mediaType: { id: 2 },
      origine: { nom: 'Réveil de Genève' },
      arrangements: expect.arrayContaining([{ id: expect.any(Number), nom: 'Orgue' }]),
      harmonisations: [{ id: expect.any(Number), nom: 'Daniel Rocher' }],
      typeCantiques: [{ id: expect.any(Number), nom: 'Louange' }],
      fichierTypePresent: [{ id: 4 }],
    });
    expect(data.fichiers.map((f) => f.rang)).toEqual([1, 2]);
    expect(data.fichiers[0]).toEqual(fileShape);
    expect(data.videoYoutubes).toEqual([
      {
        videoYoutube: {
          id: expect.any(Number),
          idYoutube: expect.stringMatching(/^[\w-]{11}$/),
          titre: expect.any(String),
        },
      },
    ]);
  });

  it('answers a video exhortation with its YouTube video and audio, and a news item', async () => {
    const sermon = (await full(3370)).data;
    expect(sermon.media).toMatchObject({ mediaType: { id: 1 }, categories: ['exhortationsVideo'] });
    expect(sermon.videoYoutubes).toHaveLength(1);
    expect(sermon.fichiers[0].fichier.fichierContentType.fichierType.id).toBe(4);

    const news = (await full(3600)).data;
    expect(news.media).toMatchObject({
      mediaType: { id: 15 },
      datePublication: '2026-11-15',
      couverture: expect.any(Object),
    });
    expect(news.mediaMedias.map((mm) => mm.media.id).sort()).toEqual([1983, 1984]);
  });

  it('answers the news collection 1984 with its news, newest first', async () => {
    const { data } = await full(1984);
    expect(data.mediaMedias).toHaveLength(20);
    expect(data.mediaMedias[0].mediaChild).toMatchObject({ id: 3600, mediaType: { id: 15 } });
  });

  it('answers 404 for an unknown or unpublished media, 400 for a bad id', async () => {
    expect((await full(999999)).status).toBe(404);
    const hidden = await createApi(t.ctx).request('/public/mediaFull/9001');
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Média introuvable' });
    expect((await createApi(t.ctx).request('/public/mediaFull/abc')).status).toBe(400);
  });

  it('leaves hidden files out', async () => {
    const [link] = await t.ctx.db.select().from(schema.mediaFichiers).limit(1);
    const { data: before } = await full(link.mediaId);
    await t.ctx.db.update(schema.mediaFichiers).set({ visiblePublic: false });
    const { data: after } = await full(link.mediaId);
    expect(before.fichiers.length).toBeGreaterThan(0);
    expect(after.fichiers).toEqual([]);
    expect(after.media.fichierTypePresent).toEqual([]);
    await t.ctx.db.update(schema.mediaFichiers).set({ visiblePublic: true });
  });
});
