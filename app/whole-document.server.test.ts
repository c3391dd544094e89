import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads, wholeDocument } from './whole-document.server.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/e.js" nonce="n"/><link rel="modulepreload" href="/r.js"/></head>' +
  '<body><h1>Évangile selon Marc</h1><link rel="modulepreload" href="/b.js"/></body></html>';
const low =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/e.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/r.js"/></head>' +
  '<body><h1>Évangile selon Marc</h1><link rel="modulepreload" href="/b.js"/></body></html>';

/** The document written in pieces of `size` bytes, as React writes it, collected whole. */
function collected(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  return new Promise((resolve) => {
    const sink = wholeDocument((document) => resolve(lowPriorityModulePreloads(document).toString()));
    for (let i = 0; i < bytes.length; i += size) sink.write(bytes.subarray(i, i + size));
    sink.end();
  });
}

describe('whole document', () => {
  it('lowers the priority of the module preloads of the head, however the document was written', async () => {
    for (const size of [1, 2, 3, 7, 16, 64, 4096]) expect(await collected(page, size)).toBe(low);
  });

  it('passes a document without those hints, or cut short, as it came', async () => {
    const plain = '<html><head><title>x</title></head><body>é</body></html>';
    expect(await collected(plain, 5)).toBe(plain);
    const short = '<html><head><link rel="modulepreload" href="/e.js"/>';
    expect(await collected(short, 4)).toBe(short);
  });
});
