import { describe, expect, it } from 'vitest';
import { negotiate } from './compress.ts';

describe('negotiate', () => {
  it('honours q-values: br refused, gzip accepted', () => {
    expect(negotiate('gzip, br;q=0')).toBe('gzip');
    expect(negotiate('br;q=0.5, gzip')).toBe('gzip');
  });

  it('prefers brotli between equals, whatever the order', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('*')).toBe('br');
  });

  it('answers none when neither is accepted or no header is sent', () => {
    expect(negotiate('deflate')).toBeNull();
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });
});
