import { Hono } from 'hono';
import { searchArticles, searchSharedWord, suggestTitles } from '../../../domain/search/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { json } from '../../answer.ts';
import { sharedRead } from '../../shared.ts';

/**
 * POST /api/public/search: the shared-word database (cleaned search object of part 2 §7).
 * POST /api/public/search/articles: the magazine article search (part 3 §4).
 * GET /api/public/search/suggest?q=: titles for autocomplete.
 */
export const search = new Hono<ApiEnv>()
  .post('/public/search', async (c) => json(c, { data: await searchSharedWord(c.var.ctx, await readJson(c)) }))
  .post('/public/search/articles', async (c) => json(c, { data: await searchArticles(c.var.ctx, await readJson(c)) }))
  .get('/public/search/suggest', sharedRead(), async (c) =>
    json(c, { data: await suggestTitles(c.var.ctx, { q: c.req.query('q') ?? '' }) }),
  );
