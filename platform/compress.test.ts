import { describe, expect, it } from 'vitest';
import { bytesOf, negotiate } from './compress.ts';

describe('negotiate', () => {
  it('honours q-values: br refused, gzip accepted', () => {
    expect(negotiate('gzip, br;q=0')).toBe('gzip');
    expect(negotiate('br;q=0.5, gzip')).toBe('gzip');
  });

  it('prefers Zstandard between equals when the client names it, else brotli, whatever the order', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('zstd');
    expect(negotiate('zstd;q=0.9, br')).toBe('br');
    expect(negotiate('br, zstd;q=0')).toBe('br');
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('gzip, zstdx')).toBe('gzip');
  });

  it('answers none when neither is accepted or no header is sent', () => {
    expect(negotiate('deflate')).toBeNull();
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });
});

describe('bytesOf', () => {
  it('gives the bytes of a Buffer, even one inside a larger memory, as a view of that memory, not a copy', () => {
    const page = Buffer.concat([Buffer.from('<!DOCTYPE html>'), Buffer.alloc(8192, 'é')]);
    const slice = page.subarray(2, 9);
    const bytes = bytesOf(slice);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).toString()).toBe('DOCTYPE');
    page[2] = 'd'.charCodeAt(0);
    expect(bytes[0]).toBe('d'.charCodeAt(0));
  });
});
