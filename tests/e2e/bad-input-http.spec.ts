import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isFrench } from '../catalogue/support.ts';

/**
 * The bad-input catalogue at the HTTP layer of the built server (requests only, no browser): what reaches the site
 * before a page action or a loader runs — content types, body sizes, origins, path segments, redirect targets.
 * Each case answers a 4xx with a French message (the page's own text for a page). The rows left unchanged are
 * checked by the in-process catalogue (tests/catalogue), which calls the same actions with the test database.
 */

/** What a person reads of an answer: a page without its scripts, styles and tags, or the answer as is. */
function readable(text: string): string {
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const expectFrench = (text: string) => expect(isFrench(readable(text)), readable(text).slice(0, 500)).toBe(true);

const demo = { email: 'membre@demo.lephare.example', password: 'Lumiere-Phare-2026' };
const forbidden = 'Ce champ contient des caractères non autorisés';
let visitor = 0;
/** Each request poses as its own visitor: the per-address limits of one case do not refuse the next. */
const as = () => ({ 'x-forwarded-for': `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}` });

interface HttpCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  body?: string;
  /** Statuses allowed (any 4xx by default) and a French text the answer must hold (any French text by default). */
  status?: number[];
  contains?: string;
}

const contactForm = { nom: 'Jeanne', adresseEmail: 'jeanne@exemple.fr', message: 'Bonjour' };

/** Bodies that are not the form a page posts, on every page with an action. */
const pageBodies: HttpCase[] = ['contact', 'inscription', 'login', 'compte-oublie', 'soutien'].flatMap((page) => [
  { name: `${page} — JSON`, path: `/${page}`, headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
  { name: `${page} — texte brut`, path: `/${page}`, headers: { 'content-type': 'text/plain' }, body: 'nom=Jeanne' },
  {
    name: `${page} — multipart coupé`,
    path: `/${page}`,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="nom"\r\n\r\nJea',
  },
  {
    name: `${page} — multipart sans délimiteur`,
    path: `/${page}`,
    headers: { 'content-type': 'multipart/form-data' },
    body: 'x',
  },
  {
    name: `${page} — corps de 2 Mo`,
    path: `/${page}`,
    form: { nom: 'a'.repeat(2 * 1024 * 1024) },
    status: [400, 413],
  },
]);

/** Control characters posted through the real server reach the French message of the field. */
const pageFields: HttpCase[] = [
  ['contact', { ...contactForm, nom: 'Jean\u0000ne' }],
  ['contact', { ...contactForm, message: 'Bonjour\u001b[31m' }],
  ['inscription', { email: 'x@exemple.fr', prenom: 'Jeanne\u202e', nom: 'Martin' }],
  ['compte-oublie', { email: 'jeanne\u0000@exemple.fr' }],
  ['login', { login: 'membre\u0007@exemple.fr', pass: 'x' }],
].map(([page, form]) => ({
  name: `${page as string} — ${JSON.stringify(form).slice(0, 60)}`,
  path: `/${page as string}`,
  form: form as Record<string, string>,
  status: [400],
  contains: forbidden,
}));

/** Path segments of the pages' loaders that are not ids or list types. */
// Not %2e%2e: the client's URL parser turns it into a parent path before sending it.
const badSegments = ['%00', '..%2F..%2Fetc%2Fpasswd', '%ED%A0%80', '%E2%80%AE', '-1', '99999999999', 'a'.repeat(2000)];
const loaderPaths = [
  '/media/{x}',
  '/media/1/{x}/{x}',
  '/fichiers-a-telecharger/{x}',
  '/parole-partagee-spl/{x}',
  '/decouvrir-l-evangile/{x}',
  '/enseignement/{x}',
  '/temoignages/{x}',
  '/messages-video/{x}',
  '/livres/{x}',
  '/podcast-bible-en-un-an-lecture/{x}/{x}',
  '/soutien/recus/{x}',
  '/fichiers/{x}/chant.mp3',
];
const loaderCases: HttpCase[] = loaderPaths.flatMap((path) =>
  badSegments.map((x) => ({
    name: `GET ${path} avec ${x.length > 30 ? `${x.length} caractères` : x}`,
    method: 'GET' as const,
    path: path.replaceAll('{x}', x),
    status: [400, 404],
  })),
);

const cases: HttpCase[] = [...pageBodies, ...pageFields, ...loaderCases];

async function send(request: APIRequestContext, baseURL: string, c: HttpCase) {
  return request.fetch(c.path, {
    method: c.method ?? 'POST',
    headers: { origin: baseURL, ...as(), ...c.headers },
    form: c.form,
    data: c.body,
    maxRedirects: 0,
  });
}

test.describe('catalogue des mauvaises entrées : HTTP', () => {
  for (const c of cases) {
    test(c.name, async ({ request, baseURL }) => {
      const res = await send(request, baseURL!, c);
      if (c.status) expect(c.status).toContain(res.status());
      else expect(res.status()).toBeGreaterThanOrEqual(400);
      expect(res.status()).toBeLessThan(500);
      const text = await res.text();
      if (c.contains) expect(text).toContain(c.contains);
      else expectFrench(text);
    });
  }
});

/** A request whose Content-Length claims 150 MB, written by hand: the answer must not wait for the body. */
function claimHugeBody(baseURL: string, path: string): Promise<string> {
  const { hostname, port, host } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('pas de réponse en 10 s')));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseURL}\r\nX-Forwarded-For: 10.9.255.1\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${150 * 1024 * 1024}\r\n\r\nnom=Jeanne`,
    );
  });
}

test.describe('catalogue des mauvaises entrées : HTTP, cas à part', () => {
  for (const path of ['/contact', '/login', '/api/public/donations']) {
    test(`${path} — Content-Length de 150 Mo`, async ({ baseURL }) => {
      const answer = await claimHugeBody(baseURL!, path);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    });
  }

  for (const redirectTo of ['/\r\nSet-Cookie: x=1', '/\n//evil.example', '/\t/evil.example', '\t//evil.example']) {
    test(`login — redirectTo ${JSON.stringify(redirectTo)}`, async ({ request, baseURL }) => {
      const res = await request.post('/login', {
        headers: { origin: baseURL!, ...as() },
        form: { login: demo.email, pass: demo.password, redirectTo },
        maxRedirects: 0,
      });
      expect(res.status()).toBeLessThan(500);
      if (res.status() < 400) expect(res.headers().location).toBe('/');
      else expectFrench(await res.text());
    });
  }

  test('/api/positions avec le cookie de session — Origin qui n’est pas celle du site', async ({
    request,
    baseURL,
  }) => {
    const signIn = await request.post('/login', {
      headers: { origin: baseURL!, ...as() },
      form: { login: demo.email, pass: demo.password, redirectTo: '/' },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const sameHostHttps = baseURL!.replace('http:', 'https:');
    for (const origin of ['null', 'pas une adresse', sameHostHttps, 'http://127.0.0.1.evil.example']) {
      const res = await request.put('/api/positions/1', { headers: { origin, ...as() }, data: { position: 3 } });
      expect(res.status(), origin).toBe(403);
      expectFrench(((await res.json()) as { message: string }).message);
    }
    const logout = await request.post('/logout', { headers: { origin: 'null', ...as() }, maxRedirects: 0 });
    expect(logout.status()).toBe(403);
    expectFrench(await logout.text());
  });
});
