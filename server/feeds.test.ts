import { Hono } from 'hono';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFeed } from '../domain/search/index.ts';
import { fixedClock } from '../platform/clock.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { seedSectionsFixture } from '../tests/support/sections-fixture.ts';
import { feedRoutes, podcastGuid } from './feeds.ts';
import { fileRoutes } from './files.ts';

const base = 'https://mission.example';
let t: TestContext;
let app: Hono;
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: base }, clock: fixedClock(new Date('2026-01-02T10:00:00Z')) });
  await seedSectionsFixture(t.ctx);
  app = new Hono().route('/', fileRoutes(t.ctx)).route('/', feedRoutes(t.ctx));
});
afterAll(() => t.close());

type Item = {
  title: string;
  guid: string;
  pubDate: string;
  enclosure: { url: string; length: string; type: string };
  itunes: { duration?: string; explicit?: string };
};
const parser = new Parser<
  {
    language?: string;
    itunes: { owner?: { email: string }; image?: string; explicit?: string; categories?: string[] };
  },
  Item
>();

async function feed(section: string) {
  const res = await app.request(`/podcasts/${section}.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  return parser.parseString(await res.text());
}

/** Every enclosure is fetched through the app: 200 and exactly the announced length. */
async function expectEnclosuresServed(items: Item[]) {
  for (const item of items) {
    expect(item.enclosure.url.startsWith(`${base}/fichiers/`)).toBe(true);
    const res = await app.request(item.enclosure.url.slice(base.length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(item.enclosure.type);
    // Players on other sites fetch the enclosures: their resource policy must let them.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await res.arrayBuffer()).byteLength).toBe(Number(item.enclosure.length));
  }
}

describe('podcast feeds', () => {
  it('audio exhortations: channel iTunes tags and one item per public audio file', async () => {
    const f = await feed('exhortations-audio');
    expect(f.title).toBe('Exhortations audio — Le Phare');
    expect(f.link).toBe(`${base}/parole-partagee-spl/exhortationsAudio`);
    expect(f.language).toBe('fr');
    expect(f.itunes.owner?.email).toBe('contact@mission-lephare.example');
    expect(f.itunes.image).toMatch(new RegExp(`^${base}/fichiers/\\d+/exhortations-audio\\.png$`));
    expect(f.itunes.explicit).toBe('false');
    expect(f.itunes.categories).toContain('Religion & Spirituality');
    expect(f.items.map((i) => i.title)).toEqual([
      'Marcher par l’Esprit — Première partie',
      'Marcher par l’Esprit — Deuxième partie',
      'La foi qui sauve',
    ]);
    expect(new Set(f.items.map((i) => i.guid)).size).toBe(3);
    expect(f.items[2].itunes.duration).toBe('00:00:02');
    const xml = await (await app.request('/podcasts/exhortations-audio.xml')).text();
    expect(xml).toContain(`<podcast:guid>${podcastGuid(`${base}/podcasts/exhortations-audio.xml`)}</podcast:guid>`);
    expect(xml).toContain('<podcast:locked owner="contact@mission-lephare.example">yes</podcast:locked>');
    expect(new Date(f.items[2].pubDate).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    await expectEnclosuresServed(f.items);
  });

  it('daily meditation: the files of media 137 and 153', async () => {
    const f = await feed('meditation-quotidienne');
    expect(f.items.map((i) => i.title)).toEqual(['Pensée du soir', 'Méditation du matin']);
    expect(f.itunes.image).toBeUndefined();
    await expectEnclosuresServed(f.items);
  });

  it('Bible in a year: the readings from 1 January to today, newest first', async () => {
    const f = await feed('bible-en-un-an');
    expect(f.items.map((i) => i.title)).toEqual([
      '2 janvier 2026 : Genèse 2',
      '1 janvier 2026 : Genèse 1, Genèse 2, Matthieu 1',
    ]);
    expect(f.items[0].guid).toBe(`${base}/podcasts/bible-en-un-an/2026-01-02`);
    await expectEnclosuresServed(f.items);
  });

  it('the feed of an audio search carries a cover too (Apple Podcasts requires one): the audio exhortations’', async () => {
    const { image } = await searchFeed(t.ctx, '{}');
    expect(image).toMatch(new RegExp(`^${base}/fichiers/\\d+/exhortations-audio\\.png$`));
  });

  it('answers 404 for an unknown section', async () => {
    expect((await app.request('/podcasts/cours-audio.xml')).status).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public menu pages, the section pages and every public media page, but no hidden media', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${base}/eglises`);
    expect(locs).toContain(`${base}/podcast-bible-en-un-an`);
    expect(locs).toContain(`${base}/decouvrir-l-evangile/messages%20audios`);
    expect(locs).toContain(`${base}/media/137/m%C3%A9ditation-du-matin`);
    expect(locs.some((l) => l.startsWith(`${base}/media/4/`))).toBe(false);
    expect(locs).not.toContain(`${base}/reunions-direct`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the search, the magazine and the cookies pages', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    for (const page of ['/parole-partagee-bdd', '/revues/revues', '/revues/articles-revues', '/revue', '/cookies']) {
      expect(xml).toContain(`<loc>${base}${page}</loc>`);
    }
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the back office and its downloads', async () => {
    const text = await (await app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /df']));
  });
});

describe('podcast:guid', () => {
  it('is the UUIDv5 of the address without its scheme, as podcastindex.org derives it', () => {
    // The namespace's own example: podnews.net/rss.
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });
});
