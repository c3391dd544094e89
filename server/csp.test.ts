import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspPolicy, inlineScriptHashes, type CspEnv } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, once each, and skips scripts loaded from a file', () => {
    const html =
      '<head><script nonce="x">window.a = "é";</script><script type="module" src="/assets/a.js"></script></head>' +
      '<body><SCRIPT type="module">import("/assets/b.js");</SCRIPT><script>window.a = "é";</script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é";'), sha('import("/assets/b.js");'), sha('')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = cspPolicy({ stripe: true, development: false });
  const app = new Hono<CspEnv>();
  app.use(contentSecurityPolicy(policy));
  app.get('/page', (c) => c.text(c.get('cspNonce')()));
  app.get('/data', (c) => c.json({}));
  app.get('/own', (c) => c.text('', 200, { 'content-security-policy': policy(["'sha256-abc'"]) }));

  it('gives each answer a fresh nonce, with Stripe allowed when card payments go to Stripe', async () => {
    const [a, b] = [await app.request('/page'), await app.request('/page')];
    const nonce = await a.text();
    expect(nonce).not.toBe(await b.text());
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://js.stripe.com;`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows no inline script in an answer that asked for no nonce', async () => {
    const csp = (await app.request('/data')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).not.toContain('nonce-');
  });

  it('leaves a policy the handler set (a cached page with its hashes)', async () => {
    const csp = (await app.request('/own')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://js.stripe.com;");
    expect(csp).not.toContain('nonce-');
  });
});
