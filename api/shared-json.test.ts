import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sharedJson } from './shared-json.ts';

describe('sharedJson', () => {
  let current = { titre: 'Psaumes', versets: Array.from({ length: 200 }, (_, i) => `verset ${i}`) };
  let shaped = 0;
  const app = new Hono().get('/m', (c) =>
    sharedJson(c, current, (data) => {
      shaped++;
      return { data };
    }),
  );

  it('serialises a shared value once and answers it compressed or plain as the client accepts', async () => {
    const br = await app.request('/m', { headers: { 'accept-encoding': 'br' } });
    const again = await app.request('/m', { headers: { 'accept-encoding': 'br' } });
    const plain = await app.request('/m');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('application/json');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual({ data: current });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ data: current });
    expect(shaped).toBe(1);
  });

  it('serialises again once the shared value is replaced', async () => {
    current = { titre: 'Proverbes', versets: [] };
    expect(await (await app.request('/m')).json()).toEqual({ data: { titre: 'Proverbes', versets: [] } });
    expect(shaped).toBe(2);
  });
});
