import { brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { hasWholeBody, wholeAnswer } from '../platform/compress.ts';
import { compression } from './compress.ts';

/** What the layers outside the compression see: whether the answer they get still has its bytes on record. */
const recorded = new Map<string, boolean>();
const app = new Hono()
  .use(async (c, next) => {
    await next();
    recorded.set(c.req.path, hasWholeBody(c.res));
  })
  .use(compression());
app.get('/court', (c) => c.json({ data: { id: 1, prenom: 'Élise' } }));
app.get('/long', (c) => c.json({ data: 'é'.repeat(3000) }));
app.get('/page', (c) =>
  c.body('<p>Psaume 23</p>'.repeat(200), 200, { 'content-type': 'text/html', 'content-length': '3400' }),
);

app.get('/entier', () =>
  wholeAnswer(new Uint8Array(Buffer.from('<p>Psaume 121</p>'.repeat(200))), {
    headers: { 'content-type': 'text/html', 'content-length': '3400' },
  }),
);

/** More than the site compresses in one call (1 MB): compressed as it streams. */
const psalms = '<p>Psaume 119</p>'.repeat(80_000);
app.get('/flux', (c) =>
  c.body(new Blob([psalms]).stream(), 200, {
    'content-type': 'text/html',
    'content-length': String(Buffer.byteLength(psalms)),
  }),
);

const get = (path: string) => app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });

describe('compression', () => {
  it('sends a short answer of unknown length as it is, with its length', async () => {
    const res = await get('/court');
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toEqual({ data: { id: 1, prenom: 'Élise' } });
  });

  it('compresses a long answer of unknown length in one piece', async () => {
    const res = await get('/long');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual({ data: 'é'.repeat(3000) });
  });

  it('compresses an answer of known length, and leaves it alone for a client that accepts no encoding', async () => {
    const res = await get('/page');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('<p>Psaume 23</p>'.repeat(200));
    const plain = await app.request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>Psaume 23</p>'.repeat(200));
  });

  it('compresses an answer made whole from its recorded bytes, and records the compressed ones for the next layer', async () => {
    const res = await get('/entier');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('<p>Psaume 121</p>'.repeat(200));
    // Had Hono rebuilt the compressed answer to carry the old one's headers, its body would be a stream.
    expect(recorded.get('/entier')).toBe(true);
  });

  it('answers Zstandard to a browser that names it, in one piece or as the answer streams', async () => {
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const page = await app.request('/entier', { headers: chrome });
    expect(page.headers.get('content-encoding')).toBe('zstd');
    expect(zstdDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe('<p>Psaume 121</p>'.repeat(200));
    const streamed = await app.request('/flux', { headers: chrome });
    expect(streamed.headers.get('content-encoding')).toBe('zstd');
    expect(zstdDecompressSync(Buffer.from(await streamed.arrayBuffer())).toString()).toBe(psalms);
  });
});
