import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  articleSearchInput,
  searchArticles,
  searchSharedWord,
  sharedWordSearchInput,
  suggestInput,
  suggestTitles,
} from '../../../domain/search/index.ts';
import { readJson } from '../../json.ts';
import { answers, apiRoutes, dataOf, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { sharedRead } from '../../shared.ts';
import { keptPublicJson, keptReads } from '../../shared-json.ts';

const suggestions = keptReads(2000);

const result = z.looseObject({ id: z.number(), titre: z.string(), url: z.string() });

const sharedWord = createRoute({
  method: 'post',
  path: '/public/search',
  tags: ['Recherche'],
  summary: 'La base de la Parole partagée (objet de recherche de la spec partie 2 §7)',
  request: { body: jsonBody(sharedWordSearchInput) },
  responses: answers(
    dataOf(
      z.object({
        results: z.array(result),
        total: z.number(),
        pageNumber: z.number(),
        pageSize: z.number(),
        filters: z.array(z.looseObject({ type: z.string(), label: z.string(), filterItems: z.array(z.unknown()) })),
      }),
    ),
  ),
});

const articles = createRoute({
  method: 'post',
  path: '/public/search/articles',
  tags: ['Recherche'],
  summary: 'La recherche des articles de la revue (spec partie 3 §4)',
  request: { body: jsonBody(articleSearchInput) },
  responses: answers(
    dataOf(
      z.object({
        results: z.array(result),
        total: z.number(),
        page: z.number(),
        size: z.number(),
        facets: z.record(z.string(), z.array(z.unknown())),
      }),
    ),
  ),
});

const suggest = createRoute({
  method: 'get',
  path: '/public/search/suggest',
  tags: ['Recherche'],
  summary: 'Des titres pour l’autocomplétion',
  request: { query: suggestInput },
  middleware: sharedRead(),
  responses: answers(dataOf(z.array(z.object({ id: z.number(), titre: z.string(), url: z.string() })))),
});

export const search = apiRoutes()
  .openapi(sharedWord, async (c) => json(c, { data: await searchSharedWord(c.var.ctx, await readJson(c)) }))
  .openapi(articles, async (c) => json(c, { data: await searchArticles(c.var.ctx, await readJson(c)) }))
  .openapi(suggest, (c) => {
    const q = c.req.query('q') ?? '';
    // The same letters get the same titles until the library changes; kept apart from the lists, so that a stream
    // of new words does not push them out.
    return keptPublicJson(c, q, () => suggestTitles(c.var.ctx, { q }), suggestions);
  });
