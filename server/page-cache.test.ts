import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.ts';

function counter(make: (n: number) => Response) {
  let n = 0;
  return { render: async () => make(++n), calls: () => n };
}

const page = (n: number) => new Response(`<script nonce="N${n}">render ${n}</script>`, { headers: { 'content-type': 'text/html' } });

describe('pageCache', () => {
  it('renders once for anonymous visitors within the delay, each answer with its own nonce', async () => {
    let t = 0;
    const cache = pageCache({ seconds: 5, now: () => t });
    const r = counter(page);
    const first = await cache.serve(new Request('http://x/'), 'N1', r.render);
    const second = await cache.serve(new Request('http://x/'), 'FRESH', r.render);
    expect(await first.text()).toBe('<script nonce="N1">render 1</script>');
    expect(await second.text()).toBe('<script nonce="FRESH">render 1</script>');
    expect(r.calls()).toBe(1);
    t = 5001;
    await cache.serve(new Request('http://x/'), 'N2', r.render);
    expect(r.calls()).toBe(2);
  });

  it('never caches for members, other methods, other cookies or languages separately', async () => {
    const cache = pageCache({ seconds: 5 });
    const r = counter(page);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'session=abc' } }), 'N1', r.render);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'session=abc' } }), 'N2', r.render);
    await cache.serve(new Request('http://x/', { method: 'POST' }), 'N3', r.render);
    await cache.serve(new Request('http://x/', { headers: { authorization: 'Bearer t' } }), 'N4', r.render);
    expect(r.calls()).toBe(4);
    await cache.serve(new Request('http://x/', { headers: { 'accept-language': 'en' } }), 'N5', r.render);
    await cache.serve(new Request('http://x/', { headers: { 'accept-language': 'fr' } }), 'N6', r.render);
    await cache.serve(new Request('http://x/', { headers: { cookie: 'lang=en' } }), 'N7', r.render);
    expect(r.calls()).toBe(7);
  });

  it('keeps only plain 200 answers', async () => {
    const cache = pageCache({ seconds: 5 });
    const answers = [
      new Response('missing', { status: 404 }),
      new Response('with cookie', { headers: { 'set-cookie': 'a=b' } }),
      new Response('private', { headers: { 'cache-control': 'private' } }),
    ];
    for (const answer of answers) {
      const r = counter(() => answer.clone());
      await cache.serve(new Request('http://x/p'), 'N', r.render);
      await cache.serve(new Request('http://x/p'), 'N', r.render);
      expect(r.calls()).toBe(2);
    }
  });

  it('is off when the delay is 0', async () => {
    const cache = pageCache({ seconds: 0 });
    const r = counter(page);
    await cache.serve(new Request('http://x/'), 'N1', r.render);
    await cache.serve(new Request('http://x/'), 'N2', r.render);
    expect(r.calls()).toBe(2);
  });

  it('answers brotli to a visitor who accepts it, with the fresh nonce inside', async () => {
    const cache = pageCache({ seconds: 5 });
    const long = (n: number) =>
      new Response(`<script nonce="N${n}"></script>${'paroles '.repeat(400)}`, { headers: { 'content-type': 'text/html' } });
    const r = counter(long);
    const headers = { 'accept-encoding': 'gzip, br' };
    await cache.serve(new Request('http://x/', { headers }), 'N1', r.render);
    const res = await cache.serve(new Request('http://x/', { headers }), 'FRESH', r.render);
    expect(res.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.startsWith('<script nonce="FRESH"></script>paroles')).toBe(true);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(text.length);
  });
});

