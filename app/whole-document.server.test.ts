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

/** The document streamed in pieces of `size` bytes, as React writes it, collected whole. */
async function collected(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.subarray(i, i + size));
      controller.close();
    },
  });
  const document = await wholeDocument(Object.assign(stream, { allReady: Promise.resolve() }));
  return lowPriorityModulePreloads(document).toString();
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
