import { randomFillSync } from 'node:crypto';

const size = 16;
/** Random bytes drawn for this many nonces at once (as node's randomUUID keeps its own). */
const perDraw = 256;
const pool = Buffer.alloc(size * perDraw);
let next = pool.length;

/**
 * A fresh nonce for a page's inline scripts: 16 bytes of the system's cryptographic generator, in base64. Drawn from a
 * pool refilled 4 KB at a time: `randomBytes(16)` for each page asked the generator each time, a system call and a
 * buffer of its own per page, 3 % of the CPU of `/cookies` under load (profile of 2026-12-01). Each nonce's bytes are
 * used once.
 */
export function freshNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + size);
  next += size;
  return nonce;
}
