import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../domain/accounts/index.ts';
import { languageCookieHeader, languageFromQuery } from '../app/i18n/languages.ts';
import { createMember, goodPassword } from '../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { createHttpApp, type WebHandler } from './http.ts';

/**
 * What a shared cache may keep, through the process's whole HTTP surface as server/main.ts serves it (the page cache's
 * direct answers first): the real API; the pages from a stand-in of the web app that answers as it does (a page long
 * enough to compress, the language cookie set from ?lang=, a route that claims `public` while setting a cookie).
 */
let t: TestContext;
let server: Server;
let port: number;
let host: string;
let memberCookie: string;
let renders = 0;

const web: WebHandler = async (request) => {
  renders++;
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const chosen = languageFromQuery(request.url);
  if (chosen) headers.append('set-cookie', languageCookieHeader(chosen));
  if (url.pathname === '/pretend-public') {
    headers.set('cache-control', 'public, max-age=600');
    headers.append('set-cookie', 'trace=1; Path=/');
  }
  const who = request.headers.get('cookie')?.includes('session=') ? 'un membre' : 'un visiteur';
  return new Response(`<!DOCTYPE html><p>Page ${url.pathname} pour ${who}</p>${'<p>Psaume 23</p>'.repeat(200)}`, {
    headers,
  });
};

beforeAll(async () => {
  t = await createTestContext({ env: { PAGE_CACHE_SECONDS: '5' } });
  host = new URL(t.ctx.config.PUBLIC_URL).host;
  const { app, pages } = createHttpApp({ ctx: t.ctx, database: t.database, web });
  const listener = getRequestListener(app.fetch);
  server = createServer((req, res) => {
    if (!pages.write(req, res)) void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const member = await createMember(t.ctx, { email: 'cache@exemple.fr' });
  const { session } = await signIn(
    t.ctx,
    { login: member.email, pass: goodPassword },
    { address: '192.0.2.9', kind: 'cookie' },
  );
  memberCookie = `session=${session.token}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** A request as a browser or a cache sends it, with the host the site answers for. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';
const vary = (headers: IncomingHttpHeaders) => (headers.vary ?? '').split(/,\s*/).sort();

describe('pages a shared cache may keep', () => {
  it('an anonymous page is public for the page cache’s delay, varies on its language and has a strong ETag', async () => {
    const res = await get('/chants', { 'accept-encoding': 'br', 'accept-language': 'de' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(shared);
    expect(vary(res.headers)).toEqual(['Accept-Encoding', 'Accept-Language', 'Cookie']);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['content-encoding']).toBe('br');
    // The same page uncompressed is other bytes: another tag.
    const plain = await get('/chants', { 'accept-language': 'de' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 304 to If-None-Match, rendered or straight from the page cache, with the headers that describe it', async () => {
    const first = await get('/cantiques', { 'accept-encoding': 'br' });
    const before = renders;
    for (let i = 0; i < 2; i++) {
      // The first through the app (the page cache's answer), the second written by the page cache directly.
      const again = await get('/cantiques', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(shared);
      expect(vary(again.headers)).toEqual(['Accept-Encoding', 'Accept-Language', 'Cookie']);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    expect(renders).toBe(before);
    const changed = await get('/cantiques', { 'accept-encoding': 'br', 'if-none-match': '"autre"' });
    expect(changed.status).toBe(200);
    expect(changed.body.byteLength).toBeGreaterThan(0);
  });

  it('a signed-in member’s page is private and never stored, without a tag', async () => {
    const res = await get('/chants', { cookie: `lang=fr; ${memberCookie}` });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('pour un membre');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('an answer that sets a cookie is never public, even when the page says so', async () => {
    const chosen = await get('/chants?lang=en');
    expect(chosen.headers['set-cookie']).toEqual([languageCookieHeader('en')]);
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    const claimed = await get('/pretend-public');
    expect(claimed.headers['set-cookie']).toBeDefined();
    expect(claimed.headers['cache-control']).toBe('private, no-store');
    expect(claimed.headers.etag).toBeUndefined();
  });

  it('a request with credentials or another method is answered private', async () => {
    expect((await get('/chants', { authorization: 'Bearer x' })).headers['cache-control']).toBe('private, no-store');
    expect((await get('/chants', {}, 'POST')).headers['cache-control']).not.toMatch(/public/);
  });
});

describe('public JSON a shared cache may keep', () => {
  it('a public read is public, varies on the encoding alone, and answers 304 to its tag', async () => {
    const res = await get('/api/public/livresBible', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(shared);
    expect(vary(res.headers)).toEqual(['Accept-Encoding']);
    const again = await get('/api/public/livresBible', {
      'accept-encoding': 'gzip',
      'if-none-match': res.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('a read that a token opens further varies on Authorization, and with a token is private', async () => {
    const anonymous = await get('/api/public/coursData/decouvrir-l-evangile-messages-audios');
    expect(anonymous.headers['cache-control']).toBe(shared);
    expect(vary(anonymous.headers)).toEqual(['Accept-Encoding', 'Authorization']);
    const token = await get('/api/public/coursData/decouvrir-l-evangile-messages-audios', {
      authorization: 'Bearer inconnu',
    });
    expect(token.status).toBe(401);
    expect(token.headers['cache-control']).toBe('private, no-store');
  });

  it('a public read asked with a session cookie, and the API’s other answers, are never public', async () => {
    const withSession = await get('/api/public/livresBible', { cookie: memberCookie });
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    const missing = await get('/api/public/mediaFull/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const other = await get('/api/public/getUser', { cookie: memberCookie });
    expect(other.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('the next answers of a kind leave with the headers the layers gave the first (decision 0124)', async () => {
    const member = await createMember(t.ctx, { email: 'entete@exemple.fr' });
    const { session } = await signIn(
      t.ctx,
      { login: member.email, pass: goodPassword },
      { address: '192.0.2.9', kind: 'api' },
    );
    const headersOf = (res: { headers: IncomingHttpHeaders }) => {
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
      return rest;
    };
    for (const [path, headers] of [
      ['/api/public/livresBible', { 'accept-encoding': 'br' }],
      ['/api/public/livresBible', {}],
      ['/api/public/livresBible', { cookie: memberCookie }],
      ['/api/public/getUser', { authorization: `Bearer ${session.token}` }],
    ] as const) {
      const first = await get(path, headers);
      const next = await get(path, headers);
      expect(first.status).toBe(200);
      expect(next.status).toBe(200);
      expect(headersOf(next)).toEqual(headersOf(first));
      expect(next.body.equals(first.body)).toBe(true);
      expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(first.headers['content-security-policy']).toContain("object-src 'none'");
    }
    // A kind's answer still answers 304 to its tag, with the headers that describe it.
    const shared = await get('/api/public/livresBible', { 'accept-encoding': 'br' });
    const again = await get('/api/public/livresBible', {
      'accept-encoding': 'br',
      'if-none-match': shared.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(shared.headers.etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['x-frame-options']).toBeUndefined();
    // An anonymous call and a signed-in one are kinds apart.
    const signedIn = await get('/api/public/livresBible', { 'accept-encoding': 'br', cookie: memberCookie });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });
});
