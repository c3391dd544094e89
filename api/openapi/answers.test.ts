import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mediaCatalogue } from '../../db/seed/media-catalogue.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { apiSignIn, call, createMember } from '../../tests/support/accounts.ts';
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

describe('the back office\'s answers match their declared schemas', () => {
  const church = {
    slug: 'ales-schema',
    nom: 'Église d’Alès',
    adresse: '8 rue du Temple',
    codePostal: '30100',
    ville: 'Alès',
    pays: 'FR',
    latitude: '44.12',
    longitude: '4.08',
    telephone: '04 66 12 34 56',
    horaires: 'dimanche 10h30',
  };
  let token: string;
  let churchId: number;
  beforeAll(async () => {
    await createMember(t.ctx, { email: 'schemas@exemple.fr', roles: ['ROLE_ADMIN'] });
    ({ token } = await apiSignIn(api, 'schemas@exemple.fr'));
    const created = await call(api, 'POST', '/admin/churches', { token, body: church });
    expect(created.status).toBe(201);
    churchId = created.body.data.id as number;
  });

  const staffSamples: [string, string][] = [
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/journal', '/admin/journal'],
    ['/admin/media?tri=titre', '/admin/media'],
    ['/admin/members', '/admin/members'],
    ['/admin/churches', '/admin/churches'],
    ['/admin/home-cards', '/admin/home-cards'],
    ['/admin/messages', '/admin/messages'],
    ['/admin/mails', '/admin/mails'],
    ['/admin/live', '/admin/live'],
    ['/admin/ballots', '/admin/ballots'],
    ['/admin/surveys', '/admin/surveys'],
    ['/admin/private-files', '/admin/private-files'],
    ['/admin/donations', '/admin/donations'],
    ['/admin/subscribers', '/admin/subscribers'],
    ['/admin/issues', '/admin/issues'],
  ];
  it.each(staffSamples)('GET %s', async (path, template) => {
    const res = await call(api, 'GET', path, { token });
    expect(res.status).toBe(200);
    expect(declaredSchema('get', template, 200).safeParse(res.body).error?.issues ?? []).toEqual([]);
  });

  it('a church, a member and a media, each by its id', async () => {
    const media = await call(api, 'GET', '/admin/media', { token });
    const member = await call(api, 'GET', '/admin/members', { token });
    for (const [path, template] of [
      [`/admin/churches/${churchId}`, '/admin/churches/{id}'],
      [`/admin/members/${member.body.data.rows[0].id}`, '/admin/members/{id}'],
      [`/admin/media/${media.body.data.rows[0].id}`, '/admin/media/{id}'],
    ]) {
      const res = await call(api, 'GET', path, { token });
      expect(res.status).toBe(200);
      expect(declaredSchema('get', template, 200).safeParse(res.body).error?.issues ?? []).toEqual([]);
    }
  });

  it('the staff check comes before the path: 401 to a visitor whatever the id, then 400 in the API\'s shape', async () => {
    expect((await call(api, 'GET', '/admin/members/abc')).status).toBe(401);
    const refused = await call(api, 'GET', '/admin/members/abc', { token });
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID', fields: { id: 'Identifiant invalide' } } });
    expect(declaredSchema('get', '/admin/members/{id}', 400).safeParse(refused.body).success).toBe(true);
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
