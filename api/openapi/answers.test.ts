import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mediaCatalogue } from '../../db/seed/media-catalogue.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { createApi } from '../app.ts';
import { declaredRoutes } from './document.ts';

/** Real answers, through the app, checked against the schemas their endpoints declare: one area or more each. */

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext();
  const env = { db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false };
  await mediaReference.run(env);
  await mediaCatalogue.run(env);
  api = createApi(t.ctx);
});
afterAll(() => t.close());

/** The schema an endpoint declares for an answer of this status. */
function declaredSchema(method: string, template: string, status: number): z.ZodType {
  const route = declaredRoutes(api).find((r) => r.method === method && r.path === template);
  if (!route) throw new Error(`${method} ${template} n’est pas déclaré`);
  const answer = route.responses[status] as { content?: Record<string, { schema: z.ZodType }> } | undefined;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${template} ne déclare pas de réponse JSON ${status}`);
  return schema;
}

type Sample = { name: string; method: 'get' | 'post'; path: string; template: string; status: number; body?: unknown };
const samples: Sample[] = [
  {
    name: 'médias : une liste',
    method: 'get',
    path: '/public/medias/categorie/exhortationsAudio',
    template: '/public/medias/categorie/{key}',
    status: 200,
  },
  {
    name: 'médias : une galerie',
    method: 'get',
    path: '/public/gallery/3650',
    template: '/public/gallery/{id}',
    status: 200,
  },
  {
    name: 'médias : une erreur d’entrée',
    method: 'get',
    path: '/public/gallery/abc',
    template: '/public/gallery/{id}',
    status: 400,
  },
  {
    name: 'lectures : les livres',
    method: 'get',
    path: '/public/livresBible',
    template: '/public/livresBible',
    status: 200,
  },
  {
    name: 'recherche : suggestions',
    method: 'get',
    path: '/public/search/suggest?q=foi',
    template: '/public/search/suggest',
    status: 200,
  },
  { name: 'direct : la réunion', method: 'get', path: '/public/reuDirect', template: '/public/reuDirect', status: 200 },
  {
    name: 'revue : le dernier numéro',
    method: 'get',
    path: '/public/lastRevue',
    template: '/public/lastRevue',
    status: 200,
  },
  {
    name: 'comptes : connexion refusée',
    method: 'post',
    path: '/users/auth',
    template: '/users/auth',
    status: 200,
    body: { login: 'personne@exemple.fr', pass: 'Sable-Doux-42' },
  },
  { name: 'comptes : sans session', method: 'get', path: '/public/getUser', template: '/public/getUser', status: 401 },
  { name: 'votes : sans session', method: 'get', path: '/votes/isVote', template: '/votes/isVote', status: 401 },
  {
    name: 'dons : un don invalide',
    method: 'post',
    path: '/public/donations',
    template: '/public/donations',
    status: 400,
    body: {},
  },
  {
    name: 'sondages : sans jeton',
    method: 'post',
    path: '/public/sondages/reponses',
    template: '/public/sondages/reponses',
    status: 401,
    body: {},
  },
  {
    name: 'lectures : un jour',
    method: 'get',
    path: '/public/bibleEnUnAn?date=2024-03-01',
    template: '/public/bibleEnUnAn',
    status: 200,
  },
];

describe('answers match their declared schemas', () => {
  it.each(samples)('$name', async ({ method, path, template, status, body }) => {
    const init =
      body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const res = await api.request(path, { method: method.toUpperCase(), ...init });
    expect(res.status).toBe(status);
    const answer: unknown = await res.json();
    const parsed = declaredSchema(method, template, status).safeParse(answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('a wrong answer is caught: the check can fail', async () => {
    const schema = declaredSchema('get', '/public/livresBible', 200);
    expect(schema.safeParse({ data: { ancien: [{ id: 'un' }], nouveau: [] } }).success).toBe(false);
  });
});

describe('the description, served', () => {
  it('GET /api/openapi.json is an OpenAPI 3 document of the endpoints', async () => {
    const res = await api.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/public/gallery/{id}'].get.parameters).toMatchObject([{ name: 'id', in: 'path' }]);
    expect(doc.paths['/positions'].get.parameters).toMatchObject([{ name: 'fichiers', in: 'query' }]);
  });

  it('GET /api/reference loads Scalar from the site, with no inline script', async () => {
    const page = await (await api.request('/reference')).text();
    const sources = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(sources.map(([, attributes]) => attributes.trim())).toEqual([
      'src="/api/reference/scalar.js"',
      'src="/api/reference/start.js"',
    ]);
    expect(sources.every(([, , inline]) => inline.trim() === '')).toBe(true);
    const bundle = await api.request('/reference/scalar.js');
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect(await (await api.request('/reference/start.js')).text()).toContain('/api/openapi.json');
  });
});
