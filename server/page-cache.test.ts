import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cspPolicy } from './csp.ts';
import { pageCache } from './page-cache.ts';

const policy = cspPolicy({ stripe: false, development: false });
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function counter(make: (n: number) => Response) {
  let n = 0;
  return { render: async () => make(++n), calls: () => n };
}

const page = (n: number) =>
  new Response(`<script nonce="N${n}">render ${n}</script>`, { headers: { 'content-type': 'text/html' } });

describe('pageCache', () => {
  it('renders once for anonymous visitors within the delay: the same page, its inline scripts allowed by hash', async () => {
    let t = 0;
    const cache = pageCache({ seconds: 5, policy, now: () => t });
    const r = counter(page);
    const first = await cache.serve(new Request('http://x/'), r.render);
    const second = await cache.serve(new Request('http://x/'), r.render);
    expect(await first.text()).toBe('<script nonce="N1">render 1</script>');
    expect(await second.text()).toBe('<script nonce="N1">render 1</script>');
    const csp = second.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${sha('render 1')};`);
    expect(csp).not.toContain('nonce-');
    expect(first.headers.get('content-security-policy')).toBe(csp);
    expect(r.calls()).toBe(1);
    t = 5001;
    await cache.serve(new Request('http://x/'), r.render);
    expect(r.calls()).toBe(2);
  });

  it('forgets its pages when the site changes, and keeps no render that was under way then', async () => {
    const cache = pageCache({ seconds: 5, policy });
    const r = counter(page);
    await cache.serve(new Request('http://x/'), r.render);
    cache.clear();
    await cache.serve(new Request('http://x/'), r.render);
    expect(r.calls()).toBe(2);
    const clearing = async () => {
      const answer = await r.render();
      cache.clear();
      return answer;
    };
    await cache.serve(new Request('http://x/y'), clearing);
    await cache.serve(new Request('http://x/y'), clearing);
    expect(r.calls()).toBe(4);
  });

  it('lets visitors arriving during a render wait for it, and each render its own when it is not kept', async () => {
    const cache = pageCache({ seconds: 5, policy });
    const slow = (make: (n: number) => Response) => {
      const r = counter(make);
      return { ...r, render: () => new Promise<Response>((resolve) => setTimeout(() => resolve(r.render()), 20)) };
    };
    const shared = slow(page);
    const answers = await Promise.all([1, 2, 3].map(() => cache.serve(new Request('http://x/'), shared.render)));
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(
      Array(3).fill('<script nonce="N1">render 1</script>'),
    );
    expect(shared.calls()).toBe(1);
    const missing = slow(() => new Response('absent', { status: 404 }));
    const refused = await Promise.all([1, 2].map(() => cache.serve(new Request('http://x/absent'), missing.render)));
    expect(refused.map((a) => a.status)).toEqual([404, 404]);
    expect(missing.calls()).toBe(2);
  });

  it('just after a page expired, answers it as it was while one render refreshes it; later, waits for a fresh one', async () => {
    let t = 0;
    const cache = pageCache({ seconds: 5, policy, now: () => t });
    const r = counter(page);
    await cache.serve(new Request('http://x/'), r.render);
    t = 5001;
    const stale = await Promise.all([1, 2].map(() => cache.serve(new Request('http://x/'), r.render)));
    expect(await Promise.all(stale.map((a) => a.text()))).toEqual(
      Array(2).fill('<script nonce="N1">render 1</script>'),
    );
    expect(r.calls()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await cache.serve(new Request('http://x/'), r.render)).text()).toContain('render 2');
    t += 10_001;
    expect(await (await cache.serve(new Request('http://x/'), r.render)).text()).toContain('render 3');
  });

  it('never caches for members, other methods, other cookies or languages separately', async () => {
    const cache = pageCache({ seconds: 5, policy });
    const r = counter(page);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'session=abc' } }), r.render);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'session=abc' } }), r.render);
    await cache.serve(new Request('http://x/', { method: 'POST' }), r.render);
    await cache.serve(new Request('http://x/', { headers: { authorization: 'Bearer t' } }), r.render);
    expect(r.calls()).toBe(4);
    await cache.serve(new Request('http://x/', { headers: { 'accept-language': 'en' } }), r.render);
    await cache.serve(new Request('http://x/', { headers: { 'accept-language': 'fr' } }), r.render);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'lang=en' } }), r.render);
    expect(r.calls()).toBe(7);
  });

  it('keeps its pages within its bytes, the oldest forgotten first', async () => {
    const cache = pageCache({ seconds: 5, policy, maxBytes: 2 * 2 * 3000 });
    const r = counter((n) => new Response(`<p>${n}</p>`.padEnd(3000), { headers: { 'content-type': 'text/html' } }));
    for (const path of ['/a', '/b', '/c']) await cache.serve(new Request(`http://x${path}`), r.render);
    expect(r.calls()).toBe(3);
    await cache.serve(new Request('http://x/c'), r.render);
    await cache.serve(new Request('http://x/b'), r.render);
    expect(r.calls()).toBe(3);
    await cache.serve(new Request('http://x/a'), r.render);
    expect(r.calls()).toBe(4);
  });

  it('keeps only plain 200 answers', async () => {
    const cache = pageCache({ seconds: 5, policy });
    // A new answer per render, as the app makes them (not clones: once @hono/node-server's listener has replaced the
    // global Response in this worker, a clone is of another class).
    const answers = [
      () => new Response('missing', { status: 404 }),
      () => new Response('with cookie', { headers: { 'set-cookie': 'a=b' } }),
      () => new Response('private', { headers: { 'cache-control': 'private' } }),
      () => new Response('sign-in page', { headers: { 'cache-control': 'no-store' } }),
    ];
    for (const answer of answers) {
      const r = counter(answer);
      await cache.serve(new Request('http://x/p'), r.render);
      await cache.serve(new Request('http://x/p'), r.render);
      expect(r.calls()).toBe(2);
    }
  });

  it('is off when the delay is 0', async () => {
    const cache = pageCache({ seconds: 0, policy });
    const r = counter(page);
    await cache.serve(new Request('http://x/'), r.render);
    await cache.serve(new Request('http://x/'), r.render);
    expect(r.calls()).toBe(2);
  });

  it('compresses a page once per encoding and answers each visitor the encoding they accept', async () => {
    const cache = pageCache({ seconds: 5, policy });
    const long = (n: number) =>
      new Response(`<script>${n}</script>${'paroles '.repeat(400)}`, { headers: { 'content-type': 'text/html' } });
    const r = counter(long);
    const br = { 'accept-encoding': 'gzip, br' };
    const a = await cache.serve(new Request('http://x/', { headers: br }), r.render);
    const b = await cache.serve(new Request('http://x/', { headers: br }), r.render);
    expect(b.headers.get('content-encoding')).toBe('br');
    expect(b.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await b.arrayBuffer());
    expect(bytes.equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
    const text = brotliDecompressSync(bytes).toString();
    expect(text.startsWith('<script>1</script>paroles')).toBe(true);
    expect(Number(b.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(text.length);
    const gz = await cache.serve(new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }), r.render);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await cache.serve(new Request('http://x/'), r.render);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    expect(r.calls()).toBe(1);
  });

  it('writes a page already sent once straight to Node, with the headers the app added, until it expires', async () => {
    let t = 0;
    const cache = pageCache({ seconds: 5, policy, now: () => t });
    const long = (n: number) =>
      new Response(`<p>${n}</p>${'cantique '.repeat(300)}`, { headers: { 'content-type': 'text/html' } });
    const r = counter(long);
    let throughApp = 0;
    // The app: the cache, then a layer adding a header (as the security headers do), then `sent`.
    const server = createServer(async (req, res) => {
      if (cache.write(req, res)) return;
      throughApp++;
      const headers = new Headers(req.headers as Record<string, string>);
      const answer = await cache.serve(new Request(`http://x${req.url}`, { headers }), r.render, req.url);
      answer.headers.set('x-layer', 'oui');
      cache.sent(answer);
      res.writeHead(answer.status, [...answer.headers].flat());
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    try {
      const br = { 'accept-encoding': 'br' };
      const first = await get('/?a=1', br);
      expect(throughApp).toBe(1);
      const second = await get('/?a=1', br);
      const third = await get('/?a=1', br);
      expect(throughApp).toBe(1);
      expect(third.body.equals(second.body) && second.body.equals(first.body)).toBe(true);
      expect(brotliDecompressSync(third.body).toString()).toContain('<p>1</p>');
      expect(third.headers['x-layer']).toBe('oui');
      expect(third.headers['content-encoding']).toBe('br');
      expect(third.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(third.headers['content-length']).toBe(String(third.body.byteLength));
      // Another encoding, another query, a member: through the app.
      await get('/?a=1', { 'accept-encoding': 'gzip' });
      await get('/?a=2', br);
      await get('/?a=1', { ...br, cookie: 'session=s' });
      expect(throughApp).toBe(4);
      t = 5001;
      await get('/?a=1', br);
      expect(throughApp).toBe(5);
    } finally {
      server.close();
    }
    expect(r.calls()).toBe(4);
  });
});
