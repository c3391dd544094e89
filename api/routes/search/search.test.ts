import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { seedSearchFixture } from '../../../tests/support/search-fixture.ts';
import { createApi } from '../../app.ts';
import { siteChanged, siteChangeState } from '../../../platform/site-changes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedSearchFixture(t.ctx);
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  createApi(t.ctx).request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface Answer {
  data: {
    results: { id: number; titre: string; url: string; snippet: string; auteurs: string[]; mediaType: object }[];
    total: number;
    pageNumber: number;
    pageSize: number;
    filters: { type: string; label: string; valueType: string; filterItems: object[] }[];
  };
}

describe('POST /api/public/search', () => {
  it('gives books and magazines their catalogue record (decision 0113), without stock or purchase price', async () => {
    const [serie] = await t.ctx.db
      .insert(schema.series)
      .values({ nom: 'Commentaires' })
      .returning({ id: schema.series.id });
    await t.ctx.db
      .update(schema.media)
      .set({
        isbn: '978-2-95300-011-7',
        nbrPages: 412,
        prixCentimes: 2250,
        dateEdition: '2017-01-20',
        lienLjc: 'https://librairie.exemple.org/jean',
        serieId: serie.id,
        niveau1: 'Livres',
        niveau2: 'Commentaires bibliques',
        niveau3: 'Jean',
        disponibilite: 'disponible',
      })
      .where(eq(schema.media.id, 11));
    const res = await post('/public/search', {
      category: 'toutParolePartagee',
      queryString: '',
      filters: [],
      pageNumber: 1,
      pageSize: 50,
    });
    const results = ((await res.json()) as { data: { results: { id: number; catalogue: unknown }[] } }).data.results;
    const of = (id: number) => results.find((r) => r.id === id)?.catalogue;
    expect(of(11)).toEqual({
      isbn: '978-2-95300-011-7',
      collection: 'Commentaires',
      annee_parution: 2017,
      nombre_de_pages: 412,
      prix_vente: 22.5,
      disponible_en_librairie: true,
      niveau_1: 'Livres',
      niveau_2: 'Commentaires bibliques',
      niveau_3: 'Jean',
      disponibilite: 'disponible',
    });
    expect(of(13)).toEqual({
      isbn: null,
      collection: null,
      annee_parution: 2021,
      nombre_de_pages: null,
      prix_vente: null,
      disponible_en_librairie: false,
      niveau_1: null,
      niveau_2: null,
      niveau_3: null,
      disponibilite: null,
    });
    expect(of(10)).toBeNull();
    expect(JSON.stringify(results)).not.toMatch(/stock|prix_achat/);
  });

  it('answers results, total, page and the filter groups', async () => {
    const res = await post('/public/search', {
      category: 'toutParolePartagee',
      queryString: 'espérance',
      filters: [],
      pageNumber: 1,
      pageSize: 30,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer;
    expect(data.total).toBe(2);
    expect(data.pageSize).toBe(30);
    expect(data.results[0]).toMatchObject({
      id: 10,
      titre: 'L’espérance chrétienne',
      sousTitre: 'Une ancre pour l’âme',
      mediaType: { id: 1, nom: expect.any(String) },
      datePublication: '2024-05-01',
      auteurs: ['Daniel Rocher'],
      couverture: null,
      url: '/media/10/l-esp%C3%A9rance-chr%C3%A9tienne',
    });
    expect(data.filters.map((f) => [f.type, f.label, f.valueType])).toEqual([
      ['mediaType', 'types de médias', 'checkboxList'],
      ['auteur', 'auteurs', 'checkboxList'],
      ['livreBible', 'livres de la Bible', 'checkboxList'],
      ['annee', 'années', 'checkboxList'],
      ['serie', 'séries', 'checkboxList'],
      ['niveau_1', 'rayons', 'checkboxList'],
      ['niveau_2', 'sous-rayons', 'checkboxList'],
      ['niveau_3', 'sujets', 'checkboxList'],
      ['collection', 'collections', 'checkboxList'],
      ['annee_parution', 'années de parution', 'checkboxList'],
      ['disponibilite', 'disponibilité', 'checkboxList'],
      ['disponible_en_librairie', 'en librairie', 'checkboxList'],
      ['nombre_de_pages', 'nombre de pages', 'checkboxList'],
      ['prix_vente', 'prix de vente', 'checkboxList'],
    ]);
  });

  it('takes every page size of the bounds and answers an empty page past the end', async () => {
    for (const pageSize of [18, 30, 35, 48, 50, 100]) {
      const res = await post('/public/search', { pageSize, pageNumber: 3 });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as Answer;
      expect(data.results).toEqual([]);
      expect(data.total).toBe(7);
    }
  });

  it('finds a media change at once', async () => {
    await t.ctx.db.update(schema.media).set({ titre: 'Le bon berger' }).where(eq(schema.media.id, 11));
    const { data } = (await (await post('/public/search', { queryString: 'berger' })).json()) as Answer;
    expect(data.results.map((r) => r.id)).toEqual([11]);
  });

  it.each([
    [{ pageSize: 20 }, 'pageSize', 'La taille de page doit être 18, 30, 35, 48, 50 ou 100'],
    [{ pageSize: '30' }, 'pageSize', 'La taille de page doit être 18, 30, 35, 48, 50 ou 100'],
    [{ pageNumber: 0 }, 'pageNumber', 'Le numéro de page doit être un entier entre 1 et 10000'],
    [{ pageNumber: 1.5 }, 'pageNumber', 'Le numéro de page doit être un entier entre 1 et 10000'],
    [{ queryString: 'a'.repeat(201) }, 'queryString', 'La recherche ne doit pas dépasser 200 caractères'],
    [{ category: 'livres' }, 'category', 'Catégorie inconnue : toutParolePartagee, ouvrage ou revue'],
    [{ filters: [{ type: 'prix', filterItems: [] }] }, 'filters.0.type', 'Type de filtre inconnu'],
  ])('refuses %j with a French message', async (body, field, message) => {
    const res = await post('/public/search', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('INVALID');
    expect(answer.fields[field]).toBe(message);
  });

  it('accepts a query of 200 characters and refuses a body that is not JSON', async () => {
    expect((await post('/public/search', { queryString: 'é'.repeat(200) })).status).toBe(200);
    const bad = await post('/public/search', '{');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Le corps de la requête doit être du JSON valide' });
  });
});

describe('POST /api/public/search/articles', () => {
  it('answers results, total, page, size and the four facets', async () => {
    const res = await post('/public/search/articles', {
      query: '',
      sort: 'titre_asc',
      facets: { revue: [], auteurs: ['Pierre Lambert'], theme: [], date_parution: [] },
      page: 1,
      size: 18,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { results: { id: number }[]; total: number; page: number; size: number; facets: object };
    };
    expect(data.results.map((r) => r.id)).toEqual([15]);
    expect(data).toMatchObject({ total: 1, page: 1, size: 18 });
    expect(Object.keys(data.facets)).toEqual(['revue', 'auteurs', 'theme', 'date_parution']);
  });

  it.each([
    [{ size: 30 }, 'size', null],
    [{ size: 10 }, 'size', 'La taille de page doit être 18, 30, 35, 48, 50 ou 100'],
    [{ page: -1 }, 'page', 'Le numéro de page doit être un entier entre 1 et 10000'],
    [
      { sort: 'prix' },
      'sort',
      'Tri inconnu : relevance, titre_asc, titre_desc, date_parution_asc ou date_parution_desc',
    ],
    [{ query: 'x'.repeat(201) }, 'query', 'La recherche ne doit pas dépasser 200 caractères'],
    [{ facets: { prix: ['1'] } }, 'facets', expect.any(String)],
  ])('bounds %j', async (body, field, message) => {
    const res = await post('/public/search/articles', body);
    if (message === null) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toEqual(message);
  });
});

describe('GET /api/public/search/suggest', () => {
  it('suggests titles with their media page, and bounds the query', async () => {
    const res = await createApi(t.ctx).request(`/public/search/suggest?q=${encodeURIComponent('Sort')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: [{ id: 16, titre: 'Sorti de la nuit', url: '/media/16/sorti-de-la-nuit' }],
    });
    const long = await createApi(t.ctx).request(`/public/search/suggest?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { q: 'La recherche ne doit pas dépasser 200 caractères' } });
  });

  it('answers the same letters from memory until the library changes', async () => {
    // On PostgreSQL the fixture's writes are told at commit and may still be arriving: wait until none came for a
    // moment, so that only the changes below can make the process forget.
    for (let last = -1; last !== siteChangeState().generation; ) {
      last = siteChangeState().generation;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const suggest = async () =>
      (
        (await (await createApi(t.ctx).request('/public/search/suggest?q=Sorti')).json()) as {
          data: { titre: string }[];
        }
      ).data[0]?.titre;
    expect(await suggest()).toBe('Sorti de la nuit');
    // Written behind the site's back: the search index follows, but the notice of the change is held (on PostgreSQL
    // it would tell the process at commit), so the kept answer stands.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`alter table media disable trigger media_site_changed`);
      await tx.update(schema.media).set({ titre: 'Sorti de la nuit noire' }).where(eq(schema.media.id, 16));
      await tx.execute(sql`alter table media enable trigger media_site_changed`);
    });
    expect(await suggest()).toBe('Sorti de la nuit');
    siteChanged();
    expect(await suggest()).toBe('Sorti de la nuit noire');
    await t.ctx.db.update(schema.media).set({ titre: 'Sorti de la nuit' }).where(eq(schema.media.id, 16));
    siteChanged();
  });
});
