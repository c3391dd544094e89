import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { seedSearchFixture } from '../../tests/support/search-fixture.ts';
import { reindexSearch, searchArticles, searchFeed, searchSharedWord, suggestTitles } from './index.ts';
import { snippet } from './text.ts';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seedSearchFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  ids = await seedSearchFixture(t.ctx);
});
afterAll(() => t.close());

const search = (input: object) => searchSharedWord(t.ctx, input);
const titles = async (input: object) => (await search(input)).results.map((r) => r.titre);
const counts = (res: Awaited<ReturnType<typeof search>>, type: string) =>
  Object.fromEntries(res.filters.find((g) => g.type === type)!.filterItems.map((i) => [i.label, i.count]));

describe('searchSharedWord', () => {
  it('ignores accents and case', async () => {
    expect((await titles({ queryString: 'ESPERANCE' }))[0]).toBe('L’espérance chrétienne');
    expect((await titles({ queryString: 'evangile' }))[0]).toBe('Commentaire de l’évangile de Jean');
  });

  it('still finds a title with a typo', async () => {
    expect(await titles({ queryString: 'comentaire' })).toEqual(['Commentaire de l’évangile de Jean']);
    expect(await titles({ queryString: 'grâse suffisante' })).toContain('La grâce suffisante');
  });

  it('finds words by their beginning', async () => {
    expect(await titles({ queryString: 'chrét' })).toEqual(['L’espérance chrétienne']);
    expect(await titles({ queryString: 'suffis' })).toEqual(['La grâce suffisante']);
  });

  it('puts a title match before a text match, and snips about 100 characters around the words', async () => {
    const res = await search({ queryString: 'espérance' });
    expect(res.results.map((r) => r.id)).toEqual([10, 12]);
    const shown = res.results[1].snippet;
    expect(shown).toContain('<mark>espérance</mark>');
    const visible = shown.replace(/<\/?mark>/g, '');
    expect(visible.length).toBeGreaterThan(60);
    expect(visible.length).toBeLessThanOrEqual(125);
  });

  it('leaves out hidden media and, in the shared word, news', async () => {
    const found = await titles({ queryString: 'espérance' });
    expect(found).not.toContain('Espérance cachée');
    expect(found).not.toContain('Espérance en nouvelles');
  });

  it('searches the category of the tab', async () => {
    expect(await titles({ category: 'ouvrage' })).toEqual(['Commentaire de l’évangile de Jean']);
    expect((await titles({ category: 'revue' })).sort()).toEqual(
      ['Abraham, le père des croyants', 'Le Phare n° 13', 'Le Phare n° 14', 'Sorti de la nuit'].sort(),
    );
  });

  it('counts each group with its own selection left out, and narrows the others', async () => {
    const all = await search({});
    expect(all.total).toBe(7);
    const mediaTypesBefore = counts(all, 'mediaType');
    expect(counts(all, 'auteur')).toEqual({ 'Daniel Rocher': 2, 'Pierre Lambert': 2, 'Jean-Baptiste Fabre': 1 });

    const filtered = await search({
      filters: [{ type: 'mediaType', valueType: 'checkboxList', filterItems: [{ id: 1, value: true }] }],
    });
    expect(filtered.total).toBe(1);
    expect(counts(filtered, 'mediaType')).toEqual(mediaTypesBefore);
    expect(counts(filtered, 'auteur')).toEqual({ 'Daniel Rocher': 1 });
    expect(filtered.filters[0].filterItems.find((i) => i.id === '1')!.value).toBe(true);

    // Two items of one group: either; a false value is not a selection.
    const two = await search({
      filters: [
        {
          type: 'auteur',
          filterItems: [
            { id: ids.rocher, value: true },
            { id: ids.fabre, value: true },
            { id: ids.lambert, value: false },
          ],
        },
      ],
    });
    expect(two.total).toBe(3);
    expect(counts(two, 'auteur')).toEqual(counts(all, 'auteur'));
  });

  it('sorts Bible books by book order and keeps authors as written', async () => {
    const all = await search({});
    expect(all.filters.find((g) => g.type === 'livreBible')!.filterItems.map((i) => i.label)).toEqual([
      'Genèse',
      'Jean',
    ]);
    expect(all.filters.find((g) => g.type === 'serie')!.filterItems).toEqual([
      { id: 'Les épîtres', label: 'Les épîtres', value: false, count: 1 },
    ]);
  });

  it('answers an empty page past the end', async () => {
    const res = await search({ pageNumber: 5, pageSize: 18 });
    expect(res.results).toEqual([]);
    expect(res.total).toBe(7);
  });

  it('finds a media change at once, in the same transaction', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(schema.media).set({ titre: 'Une joie profonde' }).where(eq(schema.media.id, 12));
      const [doc] = await tx
        .select({ titre: schema.searchDocuments.titre })
        .from(schema.searchDocuments)
        .where(eq(schema.searchDocuments.mediaId, 12));
      expect(doc.titre).toBe('Une joie profonde');
    });
    expect(await titles({ queryString: 'joie' })).toEqual(['Une joie profonde']);
    // A search without text is kept until a document changes (decision 0072): the change shows at once.
    const before = counts(await search({}), 'auteur')['Daniel Rocher'];
    expect(counts(await search({}), 'auteur')['Daniel Rocher']).toBe(before);
    await t.ctx.db.delete(schema.mediaAuteurs).where(eq(schema.mediaAuteurs.mediaId, 12));
    expect(counts(await search({}), 'auteur')['Daniel Rocher']).toBe(1);
    expect(before).toBe(2);
    // Writing an author's same name again rewrites no document (the counter of changes stays).
    const version = async () =>
      (
        (await t.ctx.db.execute(sql`SELECT version::int AS v FROM search_state`)) as unknown as {
          rows: { v: number }[];
        }
      ).rows[0].v;
    const unchanged = await version();
    await t.ctx.db.update(schema.auteurs).set({ nom: 'Rocher' }).where(eq(schema.auteurs.id, ids.rocher));
    expect(await version()).toBe(unchanged);
    await t.ctx.db.update(schema.auteurs).set({ nom: 'Rochet' }).where(eq(schema.auteurs.id, ids.rocher));
    expect(await version()).toBeGreaterThan(unchanged);
    expect(await titles({ queryString: 'rochet' })).toEqual(['L’espérance chrétienne']);
    await t.ctx.db.delete(schema.media).where(eq(schema.media.id, 12));
    expect(await titles({ queryString: 'joie' })).toEqual([]);
  });

  it('rebuilds every document with progress', async () => {
    await t.ctx.db.execute(sql`DELETE FROM search_document`);
    expect((await search({})).total).toBe(0);
    const seen: [number, number][] = [];
    const done = await reindexSearch(t.ctx, (d, total) => seen.push([d, total]));
    expect(done).toBeGreaterThan(5);
    expect(seen.at(-1)).toEqual([done, done]);
    expect((await search({})).total).toBe(6);
  });
});

describe('searchFeed', () => {
  it('makes the audio media of a search a podcast, one episode per audio file', async () => {
    const feed = await searchFeed(t.ctx, JSON.stringify({ queryString: 'espérance' }));
    expect(feed.title).toBe('Parole partagée : « espérance »');
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      title: 'L’espérance chrétienne',
      link: expect.stringMatching(/\/media\/10\//),
      enclosure: { length: 900, url: expect.stringContaining(`/fichiers/${ids.audio}/`) },
    });
    expect((await searchFeed(t.ctx, JSON.stringify({ queryString: 'Abraham' }))).items).toEqual([]);
    expect((await searchFeed(t.ctx, '{cassé')).items).toHaveLength(1);
  });
});

describe('searchArticles', () => {
  it('finds magazine articles with their magazine, theme, authors and date, and counts the four facets', async () => {
    const res = await searchArticles(t.ctx, {});
    expect(res.size).toBe(48);
    expect(res.results.map((r) => r.titre)).toEqual(['Sorti de la nuit', 'Abraham, le père des croyants']);
    expect(res.results[1]).toMatchObject({
      revue: 'Le Phare n° 13',
      theme: 'Étude Biblique',
      auteurs: ['Pierre Lambert'],
      date_parution: '2021-03-01',
      url: '/media/15/abraham-le-p%C3%A8re-des-croyants',
    });
    expect(res.facets.revue.map((v) => [v.value, v.count])).toEqual([
      ['Le Phare n° 13', 1],
      ['Le Phare n° 14', 1],
    ]);
    const one = await searchArticles(t.ctx, { facets: { theme: ['Témoignage'] } });
    expect(one.total).toBe(1);
    expect(one.facets.theme).toHaveLength(2);
    expect(one.facets.auteurs).toEqual([{ value: 'Jean-Baptiste Fabre', label: 'Jean-Baptiste Fabre', count: 1 }]);
  });

  it('sorts by title and by date both ways', async () => {
    const order = async (sort: string) => (await searchArticles(t.ctx, { sort })).results.map((r) => r.id);
    expect(await order('titre_asc')).toEqual([15, 16]);
    expect(await order('titre_desc')).toEqual([16, 15]);
    expect(await order('date_parution_asc')).toEqual([15, 16]);
    expect(await order('date_parution_desc')).toEqual([16, 15]);
  });

  it('suggests titles from the first letters', async () => {
    expect((await suggestTitles(t.ctx, { q: 'abra' })).map((s) => s.titre)).toEqual(['Abraham, le père des croyants']);
    expect(await suggestTitles(t.ctx, { q: '' })).toEqual([]);
  });
});

describe('snippet', () => {
  const words = Array.from({ length: 40 }, (_, i) => `mot${i}`).join(' ');

  it('cuts around the first word with a stem, on word boundaries, and escapes HTML', () => {
    const out = snippet(`${words} Espérances <b> ${words}`, ['esper'], 100);
    expect(out).toMatch(/^… /);
    expect(out).toContain('<mark>Espérances</mark> &lt;b&gt;');
    expect(out).toMatch(/ …$/);
    expect(out.replace(/<\/?mark>|&lt;|&gt;/g, '').length).toBeLessThan(120);
  });

  it('reads words as the stemmer does: case, accents and ligatures undone; every match in the window marked', () => {
    expect(snippet('Un CŒUR pur, des cœurs purs, le chœur.', ['coeur'], 100)).toBe(
      'Un <mark>CŒUR</mark> pur, des <mark>cœurs</mark> purs, le chœur.',
    );
  });

  it('shows the beginning when nothing matches or there are no stems', () => {
    expect(snippet(`${words}`, ['grace'], 100)).toMatch(/^mot0 mot1 .* …$/);
    expect(snippet('  court\n texte ', [], 100)).toBe('court texte');
  });
});
