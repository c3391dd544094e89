import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LowPriorityModulePreloads } from './low-priority-module-preloads.server.ts';

/** The document cut into pieces of `size` bytes, through the transform. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(pieces).pipe(new LowPriorityModulePreloads()));
}

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/e.js" nonce="n"/><link rel="modulepreload" href="/r.js"/></head>' +
  '<body><h1>Évangile selon Marc</h1><link rel="modulepreload" href="/b.js"/></body></html>';
const low =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/e.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/r.js"/></head>' +
  '<body><h1>Évangile selon Marc</h1><link rel="modulepreload" href="/b.js"/></body></html>';

describe('LowPriorityModulePreloads', () => {
  it('lowers the priority of the module preloads of the head, however the document is cut', async () => {
    for (const size of [1, 2, 3, 7, 16, 64, 4096]) expect(await through(page, size)).toBe(low);
  });

  it('passes a document without those hints, or cut short, as it came', async () => {
    const plain = '<html><head><title>x</title></head><body>é</body></html>';
    expect(await through(plain, 5)).toBe(plain);
    const short = '<html><head><link rel="modulepreload" href="/e.js"/>';
    expect(await through(short, 4)).toBe(short);
  });
});
