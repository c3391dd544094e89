import { Hono } from 'hono';
import type { Ctx } from '../domain/context.ts';
import { searchFeed, searchFeedPath } from '../domain/search/index.ts';
import { renderRss } from './feeds.ts';

/** GET /parole-partagee-bdd/podcast.xml?q=…: the podcast feed of an audio search (RSS 2.0 + iTunes tags). */
export function searchFeedRoutes(ctx: Ctx): Hono {
  return new Hono().get(searchFeedPath, async (c) =>
    c.body(renderRss(await searchFeed(ctx, c.req.query('q') ?? null), ctx.clock.now()), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
