import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { cspPolicy, inlineScriptHashes, pageNonce, securityHeaderList, securityHeaders } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, once each, and skips scripts loaded from a file', () => {
    const html =
      '<head><script nonce="x">window.a = "é";</script><script type="module" src="/assets/a.js"></script></head>' +
      '<body><SCRIPT type="module">import("/assets/b.js");</SCRIPT><script>window.a = "é";</script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é";'), sha('import("/assets/b.js");'), sha('')]);
  });
});

describe('securityHeaders', () => {
  const options = { stripe: true, development: false };
  const policy = cspPolicy(options);
  const app = new Hono();
  app.use(securityHeaders({ ...options, https: false }));
  app.get('/asset', (c) => c.text('a'));
  app.get('/page', (c) => {
    const { nonce, header } = pageNonce(policy);
    return c.text(nonce, 200, { 'content-security-policy': header });
  });
  app.get('/shared', (c) => c.text('a', 200, { 'cross-origin-resource-policy': 'cross-origin' }));
  app.get('/own', (c) => c.text('', 200, { 'content-security-policy': policy(["'sha256-abc'"]) }));

  it('gives every answer the headers, with no inline script allowed and Stripe when card payments go to Stripe', async () => {
    const a = await app.request('/asset');
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(a.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.has('strict-transport-security')).toBe(false);
    expect(a.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
    );
  });

  it('keeps every answer to its own site, but for a public file that says other sites may embed it', async () => {
    expect((await app.request('/asset')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await app.request('/shared')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('allows no payment request without Stripe', async () => {
    const plain = new Hono();
    plain.use(securityHeaders({ stripe: false, development: false, https: true }));
    plain.get('/', (c) => c.text('a'));
    expect((await plain.request('/')).headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(self), payment=()',
    );
  });

  it('leaves the policy a rendered page set with a fresh nonce of its own', async () => {
    const [a, b] = [await app.request('/page'), await app.request('/page')];
    const nonce = await a.text();
    expect(nonce).not.toBe(await b.text());
    expect(a.headers.get('content-security-policy')).toContain(
      `script-src 'self' https://js.stripe.com 'nonce-${nonce}';`,
    );
  });

  it('leaves a policy the handler set (a cached page with its hashes), in the same form', async () => {
    const csp = (await app.request('/own')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com 'sha256-abc'; default-src 'self';");
    expect(csp).not.toContain('nonce-');
    const fresh = (await app.request('/page')).headers.get('content-security-policy')!;
    expect(csp.replace(/script-src [^;]+/, '')).toBe(fresh.replace(/script-src [^;]+/, ''));
  });

  it('gives the headers hono/secure-headers gives with the same options, for every setting', async () => {
    for (const stripe of [false, true])
      for (const development of [false, true])
        for (const https of [false, true]) {
          const options = { stripe, development, https };
          const ours = new Hono().use(securityHeaders(options)).get('/', (c) => c.text('a'));
          const library = new Hono()
            .use(
              secureHeaders({
                overwrite: false,
                crossOriginEmbedderPolicy: false,
                referrerPolicy: 'strict-origin-when-cross-origin',
                strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
                contentSecurityPolicy: {
                  scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
                  defaultSrc: ["'self'"],
                  styleSrc: ["'self'", "'unsafe-inline'"],
                  imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
                  mediaSrc: ["'self'", 'blob:'],
                  fontSrc: ["'self'"],
                  connectSrc: [
                    "'self'",
                    ...(development ? ['ws:'] : []),
                    ...(stripe ? ['https://api.stripe.com'] : []),
                  ],
                  frameSrc: [
                    'https://www.youtube-nocookie.com',
                    ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
                  ],
                  objectSrc: ["'none'"],
                  baseUri: ["'self'"],
                  formAction: ["'self'"],
                  frameAncestors: ["'self'"],
                },
                permissionsPolicy: {
                  camera: [],
                  microphone: [],
                  geolocation: ['self'],
                  payment: stripe ? ['self', 'https://js.stripe.com'] : [],
                },
              }),
            )
            .get('/', (c) => c.text('a'));
          const [a, b] = [await ours.request('/'), await library.request('/')];
          expect([...a.headers]).toEqual([...b.headers]);
          expect(securityHeaderList(options).length).toBe([...b.headers].length - 1); // and Content-Type
        }
  });
});
