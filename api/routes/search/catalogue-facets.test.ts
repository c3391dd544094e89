import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { seedSearchFixture } from '../../../tests/support/search-fixture.ts';
import { createApi } from '../../app.ts';

/** The catalogue facets of books and magazines (decision 0113), counted and filtered through the API. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedSearchFixture(t.ctx);
  const { db } = t.ctx;
  const [serie] = await db.insert(schema.series).values({ nom: 'Commentaires' }).returning({ id: schema.series.id });
  const [phare] = await db
    .insert(schema.revueNames)
    .values({ nom: 'Le Phare' })
    .returning({ id: schema.revueNames.id });
  const book = { niveau1: 'Livres', lienLjc: null, serieId: null };
  await db
    .update(schema.media)
    .set({
      ...book,
      niveau2: 'Commentaires bibliques',
      niveau3: 'Jean',
      disponibilite: 'disponible',
      nbrPages: 284,
      prixCentimes: 1600,
      dateEdition: '2022-04-01',
      lienLjc: 'https://librairie.exemple.org/jean',
      serieId: serie.id,
    })
    .where(eq(schema.media.id, 11));
  await db.insert(schema.media).values({
    ...book,
    id: 20,
    titre: 'Témoins fidèles',
    mediaTypeId: 10,
    niveau2: 'Témoignages',
    disponibilite: 'epuise',
    nbrPages: 96,
    prixCentimes: 950,
    dateEdition: '2015-01-01',
  });
  const issue = { niveau1: 'Revues', niveau2: 'Le Phare', revueNomId: phare.id };
  await db
    .update(schema.media)
    .set({ ...issue, disponibilite: 'epuise', nbrPages: 32, prixCentimes: 500 })
    .where(eq(schema.media.id, 13));
  await db
    .update(schema.media)
    .set({ ...issue, disponibilite: 'disponible', nbrPages: 512, prixCentimes: 5500 })
    .where(eq(schema.media.id, 14));
});
afterAll(() => t.close());

interface Group {
  type: string;
  filterItems: { id: string; label: string; value: boolean; count: number }[];
}
interface Answer {
  data: { results: { id: number }[]; filters: Group[] };
}

async function search(category: string, filters: [string, string][] = []) {
  const res = await createApi(t.ctx).request('/public/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      category,
      pageSize: 50,
      filters: filters.map(([type, id]) => ({ type, filterItems: [{ id, value: true }] })),
    }),
  });
  return res;
}

async function found(category: string, filters: [string, string][] = []) {
  const { data } = (await (await search(category, filters)).json()) as Answer;
  const group = (type: string) =>
    data.filters.find((g) => g.type === type)!.filterItems.map((i) => [i.id, i.label, i.count]);
  return { ids: data.results.map((r) => r.id).sort((a, b) => a - b), group };
}

describe('the catalogue facets of POST /api/public/search', () => {
  it('counts each facet over the books', async () => {
    const { ids, group } = await found('ouvrage');
    expect(ids).toEqual([11, 20]);
    expect(group('niveau_1')).toEqual([['Livres', 'Livres', 2]]);
    expect(group('niveau_2')).toEqual([
      ['Commentaires bibliques', 'Commentaires bibliques', 1],
      ['Témoignages', 'Témoignages', 1],
    ]);
    expect(group('niveau_3')).toEqual([['Jean', 'Jean', 1]]);
    expect(group('collection')).toEqual([['Commentaires', 'Commentaires', 1]]);
    expect(group('annee_parution')).toEqual([
      ['2022', '2022', 1],
      ['2015', '2015', 1],
    ]);
    expect(group('disponibilite')).toEqual([
      ['disponible', 'disponible', 1],
      ['epuise', 'épuisé', 1],
    ]);
    expect(group('disponible_en_librairie')).toEqual([
      ['false', 'non', 1],
      ['true', 'oui', 1],
    ]);
    expect(group('nombre_de_pages')).toEqual([
      ['0-100', 'moins de 100 pages', 1],
      ['200-300', 'de 200 à 299 pages', 1],
    ]);
    expect(group('prix_vente')).toEqual([
      ['0-10', 'moins de 10 €', 1],
      ['10-20', 'de 10 à 20 €', 1],
    ]);
  });

  it('counts the magazines: their name as collection, the open ranges, and no other media', async () => {
    const { group } = await found('revue');
    expect(group('collection')).toEqual([['Le Phare', 'Le Phare', 2]]);
    expect(group('niveau_2')).toEqual([['Le Phare', 'Le Phare', 2]]);
    expect(group('nombre_de_pages')).toEqual([
      ['0-100', 'moins de 100 pages', 1],
      ['500-', '500 pages et plus', 1],
    ]);
    expect(group('prix_vente')).toEqual([
      ['0-10', 'moins de 10 €', 1],
      ['50-', '50 € et plus', 1],
    ]);
    // A sermon has no catalogue record: it counts in none of these facets.
    const all = await found('toutParolePartagee');
    expect(all.group('niveau_1')).toEqual([
      ['Livres', 'Livres', 2],
      ['Revues', 'Revues', 2],
    ]);
  });

  it.each([
    ['niveau_1', 'Revues', 'revue', [13, 14]],
    ['niveau_2', 'Témoignages', 'ouvrage', [20]],
    ['niveau_3', 'Jean', 'ouvrage', [11]],
    ['collection', 'Commentaires', 'ouvrage', [11]],
    ['annee_parution', '2015', 'ouvrage', [20]],
    ['disponibilite', 'epuise', 'toutParolePartagee', [13, 20]],
    ['disponible_en_librairie', 'true', 'ouvrage', [11]],
    ['nombre_de_pages', '200-300', 'ouvrage', [11]],
    ['nombre_de_pages', '500-', 'revue', [14]],
    ['prix_vente', '0-10', 'toutParolePartagee', [13, 20]],
  ] as const)('filters on %s = %s', async (type, id, category, expected) => {
    expect((await found(category, [[type, id]])).ids).toEqual(expected);
  });

  it('counts a filtered facet with its own selection left out, the others within it', async () => {
    const { ids, group } = await found('ouvrage', [['nombre_de_pages', '0-100']]);
    expect(ids).toEqual([20]);
    expect(group('nombre_de_pages').map(([id, , n]) => [id, n])).toEqual([
      ['0-100', 1],
      ['200-300', 1],
    ]);
    expect(group('disponibilite')).toEqual([['epuise', 'épuisé', 1]]);
  });

  it.each([
    ['annee_parution', '15', 'L’année de parution doit avoir quatre chiffres'],
    ['disponibilite', 'en stock', 'Disponibilité inconnue : disponible, epuise ou a_paraitre'],
    ['disponible_en_librairie', 'peut-être', 'La disponibilité en librairie doit être true ou false'],
    ['nombre_de_pages', '100-150', 'Tranche de pages inconnue : 0-100, 100-200, 200-300, 300-500, 500-'],
    ['prix_vente', '5', 'Tranche de prix inconnue : 0-10, 10-20, 20-30, 30-50, 50-'],
  ])('refuses %s = %j with a French message on the field', async (type, id, message) => {
    const res = await search('ouvrage', [[type, id]]);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    expect(answer.fields['filters.0.filterItems.0.id']).toBe(message);
  });
});
