import { randomBytes } from 'node:crypto';
import { constants, createZstdCompress, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptZstd } from './kept-zstd.ts';

const options = { params: { [constants.ZSTD_c_compressionLevel]: 3 } };
const page = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<li><a href="/media/${i}">Méditation n° ${i}</a></li>`).join(''),
);

describe('keptZstd', () => {
  it('drives the native compressor of this Node (not the one-call fallback)', () => {
    const internals = createZstdCompress(options) as unknown as { _handle?: { writeSync?: unknown } };
    expect(typeof internals._handle?.writeSync).toBe('function');
  });

  it('gives the bytes of a one-call compression, body after body, its settings kept across the resets', () => {
    const compress = keptZstd(options);
    const other = Buffer.from('Bonjour à tous, '.repeat(500));
    for (const body of [page, other, page, Buffer.alloc(0), page]) {
      const out = compress(body);
      expect(Buffer.from(out).equals(zstdCompressSync(body, options))).toBe(true);
      expect(zstdDecompressSync(out).equals(body)).toBe(true);
    }
  });

  it('compresses a body larger than the memory it keeps (which grows), and the shorter ones after it', () => {
    const compress = keptZstd(options);
    const noise = randomBytes(100 * 1024);
    const out = compress(noise);
    expect(out.byteLength).toBeGreaterThan(100 * 1024);
    expect(zstdDecompressSync(out).equals(noise)).toBe(true);
    expect(zstdDecompressSync(compress(page)).equals(page)).toBe(true);
  });

  it('answers bytes of their own, not a view of the memory it reuses', () => {
    const compress = keptZstd(options);
    const first = compress(page);
    const copy = Buffer.from(first);
    compress(Buffer.from('autre chose '.repeat(300)));
    expect(Buffer.from(first).equals(copy)).toBe(true);
    expect(first.buffer.byteLength).toBe(first.byteLength);
  });
});
