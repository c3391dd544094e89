import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeTable from '../../app/routes.ts';
import { getViewer } from '../../app/session.server.ts';
import { webContext } from '../../server/web-context.ts';
import { signIn } from '../../domain/accounts/index.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { createMember, goodPassword } from '../support/accounts.ts';
import { createTestContext, type TestContext } from '../support/context.ts';
import {
  addressOf,
  badPathValues,
  badQueryValues,
  changedTables,
  formFieldsOf,
  pageRoutesOf,
  plainValue,
  seedExamples,
  tableChecksums,
  tablesWritten,
  watchWrites,
  type PageRoute,
} from './generated.ts';
import { pageForms } from './page-cases.ts';
import { isFrench } from './support.ts';

/**
 * Every page of the route table (app/routes.ts), called in process as React Router calls it: each path parameter and
 * each query parameter it reads given every bad value (GET: the loaders from the root down), and, where the page has
 * an action, each field of its form (and each of its intents) spoilt in turn (POST), as a visitor, a member and a
 * staff member. Never a 5xx, a French message where an error is answered, no row changed by a refused request.
 */

type Role = 'anonyme' | 'membre' | 'équipe';
type FormValue = string | string[] | File;
interface Case {
  role: Role;
  name: string;
  method: 'GET' | 'POST';
  address: string;
  params: Record<string, string>;
  form?: Record<string, FormValue>;
  /** A body that is not a form, with its content type. */
  raw?: { body: string; type: string };
}
interface RouteModule {
  /** The server middleware of a route (the back office's staff check), run before the loaders and the action. */
  middleware?: ((args: unknown, next: () => Promise<unknown>) => Promise<unknown>)[];
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
  default?: unknown;
}

/** Bad values of a form field, as a browser or a robot can post them. */
const badFormValues: FormValue[] = [
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '2147483648',
  '99999999999',
  '-1',
  '1.5',
  '\u0000',
  'a\u0007b',
  '%',
  'x'.repeat(20_000),
  ['1', '2'],
  new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
];

/** Bodies a form's action may get instead of a form: JSON (broken), a cut multipart, bytes. */
const badRawBodies = [
  { body: '{"a":', type: 'application/json' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nJ', type: 'multipart/form-data; boundary=x' },
  { body: 'a=%00&b=%ZZ', type: 'application/x-www-form-urlencoded' },
  { body: '\u0000\u0001', type: 'application/octet-stream' },
];

let t: TestContext;
let seeded = { churchId: 0 };
let origin = '';
const cookies: Partial<Record<Role, string>> = {};
let requests = 0;
const serverErrors: string[] = [];
const notFrench: string[] = [];
const changedRows: string[] = [];
const accepted: string[] = [];
const modules = new Map<string, RouteModule>();
/** Routes (by id) and their parameters (`id :name`) that got cases. */
const covered = new Set<string>();
let routes: PageRoute[] = [];

const appDir = path.resolve(import.meta.dirname, '../../app');
const moduleOf = async (file: string) => {
  if (!modules.has(file)) modules.set(file, (await import(path.join(appDir, file))) as RouteModule);
  return modules.get(file)!;
};

/** React Router decodes each parameter of the address; a sequence that is not UTF-8 stays as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parameters that open a page whose address '1' does not name, so that its query and form are reached. */
const samples: Record<string, Record<string, string>> = {
  '/revues/:type': { type: 'articles-revues' },
  '/livres/:type?': { type: 'toutLesLivres' },
};

/** Forms the pages accept, from the hand-written tables, and a few more: each field is spoilt in turn. */
function examples(): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const f of pageForms) out.set(`/${f.page}`, f.valid);
  out.set('/revue', {
    intent: 'abonnement',
    nombreRevues: '4',
    tel: '06 12 34 56 78',
    adressePostale: '1 rue de la Paix',
    codePostal: '69001',
    ville: 'Lyon',
    pays: 'France',
    egliseId: String(seeded.churchId),
    dateNaissance: '1990-02-01',
    lieuNaissance: 'Lyon',
  });
  return out;
}

function casesOf(route: PageRoute, mod: RouteModule, role: Role, fields: string[], intents: string[], example = {}) {
  const cases: Case[] = [];
  const staffOnly = /^\/(admin|df)\b/.test(route.pattern) && role !== 'équipe';
  // Staff (signed in, every role) reach the deepest checks: every value. A staff route refuses the others before
  // reading anything: its first name and values suffice; elsewhere a visitor gets every other value, a member every third.
  const share = role === 'équipe' ? 1 : role === 'anonyme' ? 2 : 3;
  const pick = <T>(values: T[]) => (staffOnly ? values.slice(0, 3) : values.filter((_, i) => i % share === 0));
  const few = <T>(names: T[]) => (staffOnly ? names.slice(0, 1) : names);
  const plain = {
    ...Object.fromEntries(route.params.filter((p) => !p.optional).map((p) => [p.name, plainValue])),
    ...samples[route.pattern],
  };
  const base = addressOf(route.pattern, samples[route.pattern] ?? {});
  // A GET runs every loader from the root down, the page's own if it has one.
  const methods: ('GET' | 'POST')[] = ['GET', ...(mod.action ? ['POST' as const] : [])];
  for (const method of methods) {
    const form = method === 'POST' ? { ...example } : undefined;
    for (const { name } of few(route.params))
      for (const v of pick(badPathValues))
        cases.push({
          role,
          name: `${name}=${v.slice(0, 20)}`,
          method,
          address: addressOf(route.pattern, { ...plain, [name]: v }),
          params: { ...plain, [name]: decoded(v) },
          form,
        });
    if (method === 'GET')
      for (const name of few(route.query))
        for (const v of pick(badQueryValues))
          cases.push({
            role,
            name: `?${name}=${v.slice(0, 20)}`,
            method,
            address: `${base}?${new URLSearchParams({ [name]: v })}`,
            params: plain,
          });
  }
  if (mod.action) {
    cases.push({ role, name: 'formulaire vide', method: 'POST', address: base, params: plain, form: {} });
    for (const raw of pick(badRawBodies))
      cases.push({ role, name: raw.type, method: 'POST', address: base, params: plain, raw });
    for (const intent of staffOnly ? [] : ['', ...intents])
      for (const field of fields)
        for (const v of pick(badFormValues))
          cases.push({
            role,
            name: `${intent ? `${intent} ` : ''}${field}=${typeof v === 'string' ? v.slice(0, 20) : Array.isArray(v) ? '[…]' : 'fichier'}`,
            method: 'POST',
            address: base,
            params: plain,
            form: { ...example, ...(intent ? { intent } : {}), [field]: v },
          });
  }
  if (!cases.length) cases.push({ role, name: 'sans paramètre', method: 'GET', address: base, params: plain });
  return cases;
}

function requestOf(c: Case): Request {
  const headers = new Headers({ origin, 'accept-language': 'fr' });
  const cookie = cookies[c.role];
  if (cookie) headers.set('cookie', cookie);
  if (c.method === 'GET') return new Request(`${origin}${c.address}`, { headers });
  if (c.raw) {
    headers.set('content-type', c.raw.type);
    return new Request(`${origin}${c.address}`, { method: 'POST', headers, body: c.raw.body });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(c.form ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return new Request(`${origin}${c.address}`, { method: 'POST', headers, body: form });
}

/** The answer React Router would give: the first error thrown by a loader of the chain (or the action), else data. */
async function answerOf(route: PageRoute, c: Case): Promise<{ status: number; value: unknown; thrown: boolean }> {
  requests += 1;
  // React Router's own context object, as the server builds it (server/web-context.ts): middleware sets values on it.
  const context = webContext({
    ctx: t.ctx,
    nonce: '',
    clientAddress: `198.51.${100 + (requests % 3)}.${(requests % 250) + 1}`,
  });
  // The page's address beside the request, as React Router hands both (react-router.config.ts).
  const args = { request: requestOf(c), url: new URL(requestOf(c).url), params: c.params, context };
  try {
    for (const file of route.chain)
      for (const middleware of (await moduleOf(file)).middleware ?? [])
        await middleware({ ...args, request: requestOf(c) }, async () => undefined);
    const results: unknown[] = [];
    if (c.method === 'POST') results.push(await (await moduleOf(route.chain.at(-1)!)).action!(args));
    else
      for (const file of route.chain) {
        const mod = await moduleOf(file);
        if (mod.loader) results.push(await mod.loader({ ...args, request: requestOf(c) }));
      }
    for (const result of results) {
      if (result instanceof Response && result.status >= 300)
        return { status: result.status, value: await result.text(), thrown: false };
      const r = result as { type?: string; data?: unknown; init?: { status?: number } } | null;
      if (r?.type === 'DataWithResponseInit' && (r.init?.status ?? 200) >= 400)
        return { status: r.init!.status!, value: r.data, thrown: false };
    }
    return { status: 200, value: null, thrown: false };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, value: await err.text(), thrown: true };
    const e = err as { type?: string; data?: unknown; init?: { status?: number } };
    if (e?.type === 'DataWithResponseInit') return { status: e.init?.status ?? 500, value: e.data, thrown: true };
    return { status: 500, value: String((err as Error)?.stack ?? err).slice(0, 300), thrown: true };
  }
}

/** The messages of a form's answer (conform's `error`, by field). */
function messagesOf(value: unknown): string[] {
  const errors = (value as { error?: Record<string, string[] | null> } | null)?.error ?? {};
  return Object.values(errors).flatMap((m) => m ?? []);
}

/**
 * An error answer reads as French: a text body (a download's refusal, « Introuvable ») in French, a form's messages
 * in French. A page's own error (a loader's 404 without text) is drawn by the page or the shell's error page, in the
 * visitor's language; a download (no component) must say why in its text.
 */
function speaksFrench(leaf: RouteModule, c: Case, value: unknown, thrown: boolean): boolean {
  if (typeof value === 'string') return value ? isFrench(value) : !!leaf.default;
  if (c.method === 'POST' && !thrown) {
    const messages = messagesOf(value);
    return messages.length > 0 && messages.every(isFrench);
  }
  return !!leaf.default;
}

const emails = { membre: 'membre@exemple.fr', équipe: 'equipe@exemple.fr' } as const;

/** The member's and the staff's sessions, opened again when a case closed them (the logout page, a revocation). */
async function signedIn() {
  for (const role of ['membre', 'équipe'] as const) {
    const cookie = cookies[role];
    if (cookie && (await getViewer(new Request(origin, { headers: { cookie } }), t.ctx))) continue;
    const login = { login: emails[role], pass: goodPassword };
    const { session } = await signIn(t.ctx, login, { address: '192.0.2.7', kind: 'cookie' });
    cookies[role] = `session=${session.token}`;
  }
}

beforeAll(async () => {
  t = await createTestContext();
  origin = new URL(t.ctx.config.PUBLIC_URL).origin;
  const { db, log } = t.ctx;
  await mediaReference.run({ db, files: t.ctx.files, log, demoAccounts: false });
  seeded = await seedExamples(t.ctx);
  await createMember(t.ctx, { email: emails.membre });
  await createMember(t.ctx, { email: emails['équipe'], roles: ['ROLE_ADMIN'] });
  await signedIn();
  routes = pageRoutesOf(routeTable as never);
});
afterAll(async () => {
  console.log(
    `catalogue généré des pages : ${requests} requêtes, ${serverErrors.length} réponses 5xx, ${accepted.length} routes ayant accepté une requête`,
    accepted,
  );
  await t?.close();
});

describe('catalogue généré : pages', () => {
  it('chaque page de la table des routes, chaque paramètre et champ, trois rôles', { timeout: 600_000 }, async () => {
    const table = examples();
    const before = await tableChecksums(t.database);
    await watchWrites(t.database);
    const writtenByAccepted = new Set<string>();
    for (const route of routes) {
      const leaf = await moduleOf(route.chain.at(-1)!);
      const { fields, intents } = formFieldsOf(route.chain.at(-1)!);
      const example = table.get(route.pattern);
      const names = new Set([...fields, ...Object.keys(example ?? {})]);
      names.delete('intent');
      if (leaf.action) {
        // The fields the form must have, as the action names them when it gets none.
        const probe = await answerOf(route, {
          role: 'équipe',
          name: 'sonde',
          method: 'POST',
          address: addressOf(route.pattern, {}),
          params: {},
          form: {},
        });
        const errors = (probe.value as { error?: Record<string, unknown> } | null)?.error ?? {};
        for (const key of Object.keys(errors)) if (key) names.add(key.split('.')[0]);
      }
      await signedIn();
      await tablesWritten(t.database); // signing in again is not a case's write
      let wasAccepted = false;
      for (const role of ['anonyme', 'membre', 'équipe'] as Role[])
        for (const c of casesOf(route, leaf, role, [...names], intents, example)) {
          covered.add(route.id);
          for (const p of route.params) if (c.name.startsWith(`${p.name}=`)) covered.add(`${route.id} :${p.name}`);
          const { status, value, thrown } = await answerOf(route, c);
          const label = `${c.role} ${c.method} ${route.pattern} ${c.name} → ${status}`;
          if (status >= 500) serverErrors.push(`${label} ${JSON.stringify(value).slice(0, 300)}`);
          else if (status >= 400 && !speaksFrench(leaf, c, value, thrown))
            notFrench.push(`${label} ${JSON.stringify(value).slice(0, 200)}`);
          else if (status < 300) wasAccepted = true;
        }
      const changed = await tablesWritten(t.database);
      if (changed.length) (wasAccepted ? accepted : changedRows).push(`${route.pattern}: ${changed.join(', ')}`);
      if (wasAccepted) for (const name of changed) writtenByAccepted.add(name);
    }
    // The whole run: no table changed but those a route that accepted a request wrote.
    const changed = changedTables(before, await tableChecksums(t.database));
    expect.soft(changed.filter((name) => !writtenByAccepted.has(name))).toEqual([]);
    expect.soft(serverErrors).toEqual([]);
    expect.soft(notFrench).toEqual([]);
    expect.soft(changedRows).toEqual([]);
  });

  it('chaque page de la table des routes et chacun de ses paramètres a ses cas (couverture)', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .flatMap((r) => [r.id, ...r.params.map((p) => `${r.id} :${p.name}`)])
      .filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });
});
