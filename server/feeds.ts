import { Hono } from 'hono';
import { Podcast } from 'podcast';
import { v5 as uuidv5 } from 'uuid';
import type { Ctx } from '../domain/context.ts';
import { NotFound } from '../domain/errors.ts';
import { buildFeed, sitemapEntries, type Feed, type SitemapEntry } from '../domain/media/index.ts';
import { escapeHtml } from '../platform/escape.ts';

/** Feeds and sitemap change with the catalogue: an hour in caches is fresh enough. */
const cacheControl = 'public, max-age=3600';

/**
 * GET /podcasts/{section}.xml: the podcast feed of an audio section (RSS 2.0 + iTunes tags).
 * GET /sitemap.xml and /robots.txt for search engines.
 */
export function feedRoutes(ctx: Ctx): Hono {
  const app = new Hono();
  app.get('/podcasts/:file{[a-z-]+\\.xml}', async (c) => {
    try {
      const feed = await buildFeed(ctx, c.req.param('file').replace(/\.xml$/, ''));
      return c.body(renderRss(feed, ctx.clock.now()), 200, {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': cacheControl,
      });
    } catch (err) {
      if (err instanceof NotFound) return c.text('Flux inconnu', 404);
      throw err;
    }
  });
  app.get('/sitemap.xml', async (c) =>
    c.body(renderSitemap(await sitemapEntries(ctx)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cacheControl,
    }),
  );
  app.get('/robots.txt', (c) => c.text(renderRobots(ctx.config.PUBLIC_URL), 200, { 'Cache-Control': cacheControl }));
  return app;
}

/** RSS 2.0 with the iTunes podcast namespace (also the feed of an audio search, server/search-feed.ts). */
export function renderRss(feed: Omit<Feed, 'section'>, now: Date): string {
  const podcast = new Podcast({
    title: feed.title,
    description: feed.description,
    feedUrl: feed.self,
    siteUrl: feed.link,
    imageUrl: feed.image ?? undefined,
    language: 'fr',
    pubDate: now,
    itunesAuthor: feed.author,
    itunesSummary: feed.description,
    itunesOwner: feed.owner,
    itunesImage: feed.image ?? undefined,
    itunesCategory: [{ text: 'Religion & Spirituality', subcats: [{ text: 'Christianity' }] }],
    itunesExplicit: false,
    itunesType: 'episodic',
    customElements: [
      { 'podcast:guid': podcastGuid(feed.self) },
      { 'podcast:locked': [{ _attr: { owner: feed.owner.email } }, 'yes'] },
    ],
  });
  for (const item of feed.items) {
    podcast.addItem({
      title: item.title,
      description: item.description,
      url: item.link,
      guid: item.guid,
      date: item.pubDate,
      enclosure: { url: item.enclosure.url, size: item.enclosure.length, type: item.enclosure.type },
      itunesDuration: item.durationSeconds ?? undefined,
      itunesExplicit: false,
    });
  }
  return podcast.buildXml();
}

/** The Podcasting 2.0 namespace's own UUID, under which a feed's guid is derived from its address. */
const podcastNamespace = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** `podcast:guid`: the UUIDv5 of the feed's address without its scheme and trailing slashes (podcastindex.org). */
export function podcastGuid(feedUrl: string): string {
  return uuidv5(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''), podcastNamespace);
}

/** The sitemaps.org XML format. */
function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

function renderRobots(publicUrl: string): string {
  return `User-agent: *
Disallow: /api/
Disallow: /admin
Disallow: /df
Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml
`;
}
