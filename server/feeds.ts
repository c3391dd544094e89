import { Hono } from 'hono';
import type { Ctx } from '../domain/context.ts';
import { NotFound } from '../domain/errors.ts';
import { buildFeed, renderRobots, renderRss, renderSitemap, sitemapEntries } from '../domain/media/index.ts';

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
