import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { signIn } from '../../domain/accounts/index.ts';
import { generateWav } from '../../db/seed/audio.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { loadConfig } from '../../platform/config.ts';
import { openRuntime, type Runtime } from '../../server/context.ts';
import { createMember } from '../support/accounts.ts';
import { startLocalS3, type LocalS3 } from '../support/s3.ts';
import { get, nginxBinary, startNginx, type Answer, type Nginx } from './nginx.ts';
import { ensureBuild, freePort, freshDatabase, startProcess, within, type SiteProcess } from './support.ts';

/**
 * docs/deploy/nginx.conf in front of two production processes on one PostgreSQL database and one bucket: anonymous
 * pages kept by nginx, a member's page never, an upload streamed through, and a staff change seen through the cache,
 * without a purge, within the freshness the site announces (decision 0092).
 */
const binary = nginxBinary();
if (!binary) console.warn('nginx est absent (paquet Debian nginx-light) : le test du proxy est sauté.');

/** Short, so that the test of a change waits little: the site announces s-maxage=2, stale-while-revalidate=2. */
const pageSeconds = 2;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let bucket: LocalS3;
let sites: SiteProcess[] = [];
let nginx: Nginx;
let runtime: Runtime;
let runtimeDir: string;

beforeAll(async () => {
  if (!binary) return;
  const buildDir = ensureBuild();
  database = await freshDatabase();
  bucket = await startLocalS3();
  const [port, redirectPort] = [await freePort(), await freePort()];
  const options = {
    buildDir,
    databaseUrl: database.url,
    env: {
      ...bucket.env,
      PUBLIC_URL: `https://127.0.0.1:${port}`,
      TRUST_PROXY: 'true',
      PAGE_CACHE_SECONDS: String(pageSeconds),
    },
  };
  sites = await Promise.all([startProcess(options), startProcess(options)]);
  await Promise.all(sites.map((site) => site.ready()));
  nginx = await startNginx({ binary, port, redirectPort, upstreams: sites.map((site) => new URL(site.url).host) });
  runtimeDir = mkdtempSync(path.join(tmpdir(), 'mission-nginx-runtime-'));
  runtime = await openRuntime(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, DATA_DIR: runtimeDir }),
  );
  await mediaReference.run({ db: runtime.ctx.db, files: runtime.ctx.files, log: runtime.ctx.log, demoAccounts: false });
}, 600_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(sites.map((site) => site.stop()));
  await runtime?.close();
  await database?.drop();
  await bucket?.close();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

/** A staff member's API token, asked through nginx. */
async function staffToken(email: string): Promise<string> {
  const chief = await createMember(runtime.ctx, { email, roles: ['ROLE_ADMIN'] });
  const res = await json('POST', '/api/users/auth', { login: chief.email, pass: chief.password });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body.toString()) as { data: { token: string } }).data.token;
}

function json(method: string, route: string, body: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return get(nginx, route, { method, headers, body: Buffer.from(JSON.stringify(body)) });
}

/** The seconds a shared cache may keep the answer, then serve it stale while it refreshes it. */
function announced(answer: Answer): number {
  const cacheControl = String(answer.headers['cache-control']);
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? NaN);
  return seconds('s-maxage') + seconds('stale-while-revalidate');
}

describe.skipIf(!binary)('nginx in front of two processes (docs/deploy/nginx.conf)', () => {
  it('keeps an anonymous page: the second visit is nginx’s, and its tag answers 304', async () => {
    const first = await get(nginx, '/cookies');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toMatch(/MISS|EXPIRED/);
    expect(first.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${pageSeconds}, stale-while-revalidate=${pageSeconds}`,
    );
    const second = await get(nginx, '/cookies');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const revalidated = await get(nginx, '/cookies', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    // Another language is another page, kept apart.
    const english = await get(nginx, '/cookies', { headers: { 'accept-language': 'en' } });
    expect(english.headers['x-cache-status']).toMatch(/MISS|EXPIRED/);
    expect(english.body.toString()).toContain('lang="en"');
    expect((await get(nginx, '/cookies')).body.toString()).toContain('lang="fr"');
  });

  it('never keeps a member’s page, nor answers a visitor with it', async () => {
    const member = await createMember(runtime.ctx, { email: 'cache-membre@exemple.fr', firstname: 'Priscille' });
    const { session } = await signIn(
      runtime.ctx,
      { login: member.email, pass: member.password },
      { address: '192.0.2.20', kind: 'cookie' },
    );
    const cookie = `session=${session.token}`;
    for (let i = 0; i < 2; i++) {
      const page = await get(nginx, '/cookies', { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.headers['x-cache-status']).toBe('BYPASS');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body.toString()).toContain('Priscille');
      const account = await get(nginx, '/mon-compte', { headers: { cookie } });
      expect(account.headers['x-cache-status']).toBe('BYPASS');
      expect(account.body.toString()).toContain(member.email);
    }
    const anonymous = await get(nginx, '/cookies');
    expect(anonymous.body.toString()).not.toContain('Priscille');
    expect((await get(nginx, '/mon-compte')).body.toString()).not.toContain(member.email);
  });

  it('forwards the visitor’s address as TRUST_PROXY=true reads it: a forged X-Forwarded-For changes nothing', async () => {
    const member = await createMember(runtime.ctx, { email: 'cache-adresse@exemple.fr' });
    const wrong = await get(nginx, '/api/users/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: Buffer.from(JSON.stringify({ login: member.email, pass: 'Mauvais-Mot-42' })),
    });
    expect(wrong.status).toBe(200);
    expect(JSON.parse(wrong.body.toString())).toMatchObject({ data: null });
    // The failure counts against the address nginx saw (this test's, 127.0.0.1), not the one the client wrote.
    const keys = (await runtime.ctx.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits)).map(
      (r) => r.key,
    );
    expect(keys).toContain('signin:addrfail:127.0.0.1');
    expect(keys.join(' ')).not.toContain('203.0.113.66');
  });

  it('streams an upload larger than the pages’ body limit to a process, and serves it from either', async () => {
    const token = await staffToken('cache-fichiers@exemple.fr');
    const created = await json(
      'POST',
      '/api/admin/media',
      { titre: 'Le semeur', mediaTypeId: '1', datePublication: '2026-11-15', publique: 'on' },
      token,
    );
    expect(created.status).toBe(201);
    const id = (JSON.parse(created.body.toString()) as { data: { id: number } }).data.id;
    const bytes = generateWav({ seed: 5, seconds: 30, sampleRate: 48_000 });
    expect(bytes.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const form = new FormData();
    form.append('usage', 'fichier');
    form.append('mediaId', String(id));
    form.append('fichier', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), 'semeur.wav');
    const multipart = new Response(form);
    const uploaded = await get(nginx, '/api/admin/files', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': multipart.headers.get('content-type')! },
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (JSON.parse(uploaded.body.toString()) as { data: { url: string } }).data;
    // Twice: each process of the two behind nginx in turn.
    for (let i = 0; i < 2; i++) {
      const whole = await get(nginx, url);
      expect(whole.status).toBe(200);
      expect(whole.headers['x-cache-status']).toBeUndefined();
      // Compared as buffers: a deep equality of 3 MB, byte by byte, takes vitest minutes.
      expect(whole.body.equals(bytes)).toBe(true);
    }
    const part = await get(nginx, url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.body.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('shows a staff change through the cache, without a purge, within the freshness announced', async () => {
    const token = await staffToken('cache-redaction@exemple.fr');
    const sermon = {
      titre: 'La brebis perdue',
      sousTitre: 'Luc 15, versets 1 à 7',
      mediaTypeId: '1',
      datePublication: '2026-11-22',
      publique: 'on',
    };
    const created = await json('POST', '/api/admin/media', sermon, token);
    expect(created.status).toBe(201);
    const id = (JSON.parse(created.body.toString()) as { data: { id: number } }).data.id;
    // The media's address with its title in it (the short one redirects there).
    const canonical = (await get(nginx, `/media/${id}`)).headers.location!;
    const first = await get(nginx, canonical);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain(sermon.sousTitre);
    expect((await get(nginx, canonical)).headers['x-cache-status']).toBe('HIT');
    const freshness = announced(first);
    expect(freshness).toBe(2 * pageSeconds);

    // The subtitle, not the title: a new title would move the page to another address.
    const edited = await json(
      'PUT',
      `/api/admin/media/${id}`,
      { ...sermon, sousTitre: 'Luc 15, versets 8 à 10' },
      token,
    );
    expect(edited.status).toBe(200);
    // nginx counts in whole seconds: up to one more than announced.
    const took = await within((freshness + 1) * 1000, async () =>
      (await get(nginx, canonical)).body.toString().includes('Luc 15, versets 8 à 10'),
    );
    console.log(`changement visible à travers nginx en ${took} ms (annoncé : ${freshness} s)`);
    expect(took).not.toBeNull();
  });
});
