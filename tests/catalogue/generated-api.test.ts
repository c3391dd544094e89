import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { apiSignIn, createMember } from '../support/accounts.ts';
import { createTestContext, type TestContext } from '../support/context.ts';
import { jsonEndpoints } from './api-cases.ts';
import {
  addressOf,
  apiRoutesOf,
  badBodies,
  badFieldValues,
  badPathValues,
  badQueryValues,
  changedTables,
  seedExamples,
  tableChecksums,
  tablesWritten,
  watchWrites,
  type ApiRoute,
} from './generated.ts';
import { isFrench } from './support.ts';

/**
 * The API's routes, as Hono lists them, each sent every bad value in each path parameter, each query parameter it
 * reads and each body field it takes, as a visitor, a member and a staff member: never a 5xx, a French error in the
 * API's shape ({code, message, requestId}), and no row changed by a refused request.
 */

type Role = 'anonyme' | 'membre' | 'équipe';
interface Case {
  role: Role;
  name: string;
  method: string;
  path: string;
  body?: string;
  type?: string;
}

let t: TestContext;
let seeded = { churchId: 0 };
let api: ReturnType<typeof createApi>;
const tokens: Partial<Record<Role, string>> = {};
let me = 0;
let requests = 0;
const serverErrors: string[] = [];
const notFrench: string[] = [];
const changedRows: string[] = [];
const accepted: string[] = [];

/** Bodies the endpoints accept, from the hand-written tables, and a few more: each field is spoilt in turn. */
function examples(): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const e of jsonEndpoints) out.set(`${e.method} ${e.path}`, e.valid);
  out.set('POST /public/abonnements', {
    nombreRevues: 4,
    livraisonDomicile: false,
    egliseId: seeded.churchId,
    dateNaissance: '1990-02-01',
    lieuNaissance: 'Lyon',
    tel: '06 12 34 56 78',
    adressePostale: '1 rue de la Paix',
    codePostal: '69001',
    ville: 'Lyon',
    pays: 'France',
  });
  out.set('POST /public/search/articles', {
    query: 'foi',
    page: 1,
    facets: { date_parution: ['2020-01-01'], revue: ['1'] },
  });
  out.set('POST /public/search', {
    queryString: 'foi',
    pageNumber: 1,
    filters: [{ type: 'annee', filterItems: [{ id: 2020 }] }],
  });
  out.set('PUT /admin/ballots/:slug/schedule', { opens: '2026-01-01T10:00', closes: '2026-01-02T10:00' });
  out.set('PUT /admin/live', { reunion: 'culte', url: 'https://exemple.fr/direct' });
  return out;
}

/** Parameters naming a record the case may reach (the member's own account), so that its body is read. */
const samples: Record<string, Record<string, string>> = { '/public/updateUser/:id': { id: '$ME' } };

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function exampleFor(route: ApiRoute, table: Map<string, Record<string, unknown>>) {
  const pattern = new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`);
  for (const [key, body] of table) {
    const [method, path] = key.split(' ');
    if (method === route.method && (path === route.path || pattern.test(path))) return body;
  }
  return undefined;
}

/** Every case of a route, for one role. Staff routes are tried in full as staff, by their first values otherwise. */
function casesOf(route: ApiRoute, role: Role, example: Record<string, unknown> | undefined, fields: string[]) {
  const cases: Case[] = [];
  const staffOnly = route.path.startsWith('/admin') && role !== 'équipe';
  // Staff (signed in, every role) reach the deepest checks: every value. A staff route refuses the others before
  // reading anything: its first name and values suffice; elsewhere a visitor gets every other value, a member every third.
  const share = role === 'équipe' ? 1 : role === 'anonyme' ? 2 : 3;
  const pick = <T>(values: T[]) => (staffOnly ? values.slice(0, 3) : values.filter((_, i) => i % share === 0));
  const few = <T>(names: T[]) => (staffOnly ? names.slice(0, 1) : names);
  const body = bodyMethods.has(route.method) ? JSON.stringify(example ?? {}) : undefined;
  const type = body === undefined ? undefined : 'application/json';
  const sample = samples[route.path] ?? {};
  const base = addressOf(route.path, sample);
  for (const param of few(route.params))
    for (const v of pick(badPathValues))
      cases.push({
        role,
        name: `${param}=${v.slice(0, 20)}`,
        method: route.method,
        path: addressOf(route.path, { ...sample, [param]: v }),
        body,
        type,
      });
  for (const name of few(route.query))
    for (const v of pick(badQueryValues)) {
      const query = new URLSearchParams({ [name]: v });
      cases.push({
        role,
        name: `?${name}=${v.slice(0, 20)}`,
        method: route.method,
        path: `${base}?${query}`,
        body,
        type,
      });
    }
  if (route.query.length)
    cases.push({
      role,
      name: 'paramètres répétés',
      method: route.method,
      path: `${base}?${route.query.map((n) => `${n}=1&${n}=2`).join('&')}`,
      body,
      type,
    });
  if (bodyMethods.has(route.method)) {
    for (const b of pick(badBodies))
      cases.push({ role, name: b.name, method: route.method, path: base, body: b.body, type: b.type });
    for (const field of staffOnly ? [] : [...fields, ...nestedFields(example)])
      for (const v of pick(badFieldValues))
        cases.push({
          role,
          name: `${field}=${JSON.stringify(v)?.slice(0, 20)}`,
          method: route.method,
          path: base,
          body: JSON.stringify(spoilt(example ?? {}, field.split('.'), v)),
          type,
        });
  }
  if (!cases.length) cases.push({ role, name: 'sans paramètre', method: route.method, path: base, body, type });
  return cases;
}

/** The paths (`facets.date_parution.0`) of the values inside an example's objects and arrays. */
function nestedFields(example: unknown, prefix = ''): string[] {
  if (typeof example !== 'object' || example === null) return [];
  return Object.entries(example).flatMap(([key, value]) => {
    const at = `${prefix}${key}`;
    const inner = typeof value === 'object' && value !== null ? [at, ...nestedFields(value, `${at}.`)] : [at];
    return prefix ? inner : inner.slice(1);
  });
}

/** A copy of `body` with the value at `path` replaced. */
function spoilt(body: unknown, [key, ...rest]: string[], value: unknown): unknown {
  const copy: Record<string, unknown> = Array.isArray(body) ? ([...body] as never) : { ...(body as object) };
  copy[key] = rest.length ? spoilt(copy[key] ?? {}, rest, value) : value;
  return copy;
}

async function send(c: Case): Promise<Response> {
  const headers: Record<string, string> = {};
  if (c.type) headers['content-type'] = c.type;
  const token = tokens[c.role];
  if (token) headers.authorization = `Bearer ${token}`;
  const env = { incoming: { socket: { remoteAddress: `198.51.${100 + (requests % 3)}.${(requests % 250) + 1}` } } };
  requests += 1;
  return api.request(
    `http://localhost${c.path.replace('$ME', String(me))}`,
    { method: c.method, headers, body: c.body },
    env,
  );
}

/** What is wrong with an answer: a 5xx, or an error that is not the API's French shape. */
async function check(route: ApiRoute, c: Case, res: Response): Promise<boolean> {
  const label = `${c.role} ${route.method} ${route.path} ${c.name} → ${res.status}`;
  if (res.status >= 500) serverErrors.push(`${label} ${(await res.text()).slice(0, 200)}`);
  else if (res.status >= 400) {
    const text = await res.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON: reported below */
    }
    const fields = Object.values((answer.fields ?? {}) as Record<string, unknown>);
    // The token endpoint answers as OAuth 2 says ({error, error_description}), its description in French.
    const oauth = route.path === '/oauth/token' && isFrench(answer.error_description);
    const shaped = isFrench(answer.message) && typeof answer.code === 'string' && typeof answer.requestId === 'string';
    if (!(oauth || shaped) || !fields.every(isFrench)) notFrench.push(`${label} ${text.slice(0, 200)}`);
  } else return true;
  return false;
}

let routes: ApiRoute[] = [];
/** Routes (`METHOD path`) and their parameters (`METHOD path :name`) that got cases. */
const covered = new Set<string>();
const keyOf = (r: ApiRoute) => `${r.method} ${r.path}`;
const emails = { membre: 'membre@exemple.fr', équipe: 'equipe@exemple.fr' } as const;

/** The member's and the staff's tokens, asked again when a case ended their session. */
async function signedIn() {
  for (const role of ['membre', 'équipe'] as const) {
    const headers = { authorization: `Bearer ${tokens[role]}` };
    if (tokens[role] && (await api.request('http://localhost/public/getUser', { headers }, env())).status === 200)
      continue;
    tokens[role] = (await apiSignIn(api, emails[role], undefined, '192.0.2.200')).token;
  }
}
const env = () => ({ incoming: { socket: { remoteAddress: '192.0.2.201' } } });
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  const { db, log } = t.ctx;
  await mediaReference.run({ db, files: t.ctx.files, log, demoAccounts: false });
  seeded = await seedExamples(t.ctx);
  me = (await createMember(t.ctx, { email: emails.membre })).id;
  await createMember(t.ctx, { email: emails['équipe'], roles: ['ROLE_ADMIN'] });
  await signedIn();
  routes = apiRoutesOf(api);
});
afterAll(async () => {
  console.log(
    `catalogue généré de l’API : ${requests} requêtes, ${serverErrors.length} réponses 5xx, ${accepted.length} routes ayant accepté une requête`,
    accepted,
  );
  await t?.close();
});

describe('catalogue généré : API', () => {
  it('chaque route de l’API, chaque paramètre et champ, trois rôles', { timeout: 600_000 }, async () => {
    const table = examples();
    const before = await tableChecksums(t.database);
    await watchWrites(t.database);
    const writtenByAccepted = new Set<string>();
    let generated = 0;
    for (const route of routes) {
      const example = exampleFor(route, table);
      // The fields a body must have, as the endpoint names them when it gets none.
      const fields = new Set(Object.keys(example ?? {}));
      if (bodyMethods.has(route.method)) {
        const probe = await send({
          role: 'équipe',
          name: 'sonde',
          method: route.method,
          path: addressOf(route.path, samples[route.path] ?? {}),
          body: '{}',
          type: 'application/json',
        });
        if (probe.status < 500 && probe.headers.get('content-type')?.includes('json')) {
          const answer = (await probe.json()) as { fields?: Record<string, string> };
          for (const key of Object.keys(answer.fields ?? {})) if (key !== '_') fields.add(key.split('.')[0]);
        }
      }
      await signedIn();
      await tablesWritten(t.database); // signing in again is not a case's write
      let wasAccepted = false;
      for (const role of ['anonyme', 'membre', 'équipe'] as Role[]) {
        const cases = casesOf(route, role, example, [...fields]);
        generated += cases.length;
        for (const c of cases) {
          covered.add(keyOf(route));
          for (const p of route.params) if (c.name.startsWith(`${p}=`)) covered.add(`${keyOf(route)} :${p}`);
          if (await check(route, c, await send(c))) wasAccepted = true;
        }
      }
      const changed = await tablesWritten(t.database);
      if (changed.length)
        (wasAccepted ? accepted : changedRows).push(`${route.method} ${route.path}: ${changed.join(', ')}`);
      if (wasAccepted) for (const name of changed) writtenByAccepted.add(name);
    }
    // The whole run: no table changed but those a route that accepted a request wrote.
    const changed = changedTables(before, await tableChecksums(t.database));
    expect.soft(changed.filter((name) => !writtenByAccepted.has(name))).toEqual([]);
    expect(generated).toBeGreaterThan(0);
    expect.soft(serverErrors).toEqual([]);
    expect.soft(notFrench).toEqual([]);
    expect.soft(changedRows).toEqual([]);
  });

  it('chaque route de l’API et chacun de ses paramètres a ses cas (couverture)', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .flatMap((r) => [keyOf(r), ...r.params.map((p) => `${keyOf(r)} :${p}`)])
      .filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });
});
