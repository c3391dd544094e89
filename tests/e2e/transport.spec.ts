import { request as httpRequest } from 'node:http';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './support.ts';

/**
 * The site's HTTP edge for page forms, without a browser: the origin check, the body limit, bad bodies answered
 * 4xx, redirects kept on the site, private pages never stored, the Permissions-Policy.
 */
const member = { email: 'membre@demo.lephare.example', password: 'Lumiere-Phare-2026' };
const site = new URL(baseURL);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw request (any header, a body in several chunks); `address` poses as its own visitor for the rate limits. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: (string | Buffer)[] = [],
  address = '10.77.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection per request: one that claims a body it never sends is not reused (the server reads it for a while).
    const req = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        method,
        path,
        headers: { 'x-forwarded-for': address, ...headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    for (const chunk of body) req.write(chunk);
    req.end();
  });
}

const form = { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin };

async function signedInCookie(address: string): Promise<string> {
  const body = new URLSearchParams({ login: member.email, pass: member.password, redirectTo: '/' }).toString();
  const res = await send('POST', '/login', form, [body], address);
  expect(res.status).toBe(302);
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('session='));
  return cookie!.split(';')[0];
}

test('a page form from another origin, scheme or port is refused with 403 in French', async () => {
  for (const origin of ['https://ailleurs.example', `https://${site.host}`, `http://${site.hostname}:1`, 'null', 'x']) {
    const res = await send('POST', '/contact', { ...form, origin }, ['nom=a']);
    expect(res.status, origin).toBe(403);
    expect(res.text).toBe('Requête refusée : origine non autorisée');
  }
});

test('a cookie write to the API with an Origin that is null or not a URL is refused with 403 in French', async () => {
  const cookie = await signedInCookie('10.77.4.1');
  for (const origin of ['null', 'pas une adresse', 'http://[', `https://${site.host}`]) {
    const res = await send('PUT', '/api/positions/1', { cookie, origin, 'content-type': 'application/json' }, [
      '{"position":3}',
    ]);
    expect(res.status, origin).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ message: 'Requête refusée : origine non autorisée' });
  }
});

test('a page form body over 1 MB is refused with 413 in French, whether its length is announced or not', async () => {
  const announced = await send('POST', '/contact', { ...form, 'content-length': '150000000' }, [Buffer.alloc(65536)]);
  expect(announced.status).toBe(413);
  expect(announced.text).toBe('Requête trop volumineuse');
  const chunked = await send(
    'POST',
    '/contact',
    form,
    Array.from({ length: 40 }, () => Buffer.alloc(65536, 'a')),
  );
  expect(chunked.status).toBe(413);
});

test('a page action posted with another content type or a broken multipart body answers 4xx, never 500', async () => {
  const cookie = await signedInCookie('10.77.0.2');
  const paths = [
    '/login',
    '/inscription',
    '/compte-oublie',
    '/contact',
    '/soutien',
    '/changer-mot-de-passe/x',
    '/mon-compte',
    '/contact.data',
  ];
  const bodies = [
    { 'content-type': 'application/json', body: '{"nom":"a"}' },
    { 'content-type': 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-da' },
    { 'content-type': 'multipart/form-data', body: 'pas de frontière' },
    { 'content-type': 'text/plain', body: '\u0000\u0001' },
  ];
  for (const [n, path] of paths.entries()) {
    for (const { 'content-type': type, body } of bodies) {
      const headers = { origin: site.origin, 'content-type': type, ...(path === '/mon-compte' ? { cookie } : {}) };
      const res = await send('POST', path, headers, [body], `10.77.1.${n}`);
      expect(res.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${type}`).toBeLessThan(500);
    }
  }
  // Sign-out reads no body: it signs out whatever was posted.
  const out = await send('POST', '/logout', { origin: site.origin, 'content-type': 'application/json', cookie }, ['{']);
  expect(out.status).toBe(302);
  // Nor does the activation by a mailed link: an unknown link says so in French, whatever was posted.
  for (const { 'content-type': type, body } of bodies) {
    const res = await send('POST', '/connexion/x', { origin: site.origin, 'content-type': type }, [body], '10.77.2.1');
    expect(res.status, type).toBe(200);
    expect(res.text).toContain('Le lien est incorrect ou expiré !');
  }
});

test('a redirectTo with a tab, a line break or a second slash stays on the site', async () => {
  for (const [n, target] of [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '/\\evil',
  ].entries()) {
    const body = new URLSearchParams({ login: member.email, pass: member.password, redirectTo: target }).toString();
    const res = await send('POST', '/login', form, [body], `10.77.2.${n}`);
    expect(res.status, JSON.stringify(target)).toBe(302);
    expect(res.headers.location, JSON.stringify(target)).toBe('/');
  }
  const page = await send('GET', `/login?redirectTo=${encodeURIComponent('/\t/evil.example')}`, {});
  expect(page.text).toContain('name="redirectTo" value="/"');
});

test('pages with a token or personal data are never stored; every answer has a Permissions-Policy', async () => {
  const cookie = await signedInCookie('10.77.3.1');
  for (const [path, headers] of [
    ['/login', {}],
    ['/mon-compte', { cookie }],
    ['/connexion/x', {}],
    ['/changer-mot-de-passe/x', {}],
    ['/login.data', {}],
  ] as const) {
    const res = await send('GET', path, headers);
    expect(res.headers['cache-control'], path).toBe('no-store');
  }
  const failed = await send('POST', '/login', form, ['login=a%40b.fr&pass=faux'], '10.77.3.2');
  expect(failed.headers['cache-control']).toBe('no-store');
  for (const path of ['/', '/contact', '/favicon.svg', '/api/public/getUser']) {
    const res = await send('GET', path, {});
    expect(res.headers['permissions-policy'], path).toMatch(
      /^camera=\(\), microphone=\(\), geolocation=\(self\), payment=/,
    );
  }
});
