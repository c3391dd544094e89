import { describe, expect, it } from 'vitest';
import { freshNonce } from './nonce.ts';

describe('freshNonce', () => {
  it('gives 16 bytes in base64, never the same twice across refills of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = freshNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
