import { inspect } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { bodyBytes, bytesOf, keepWholeBody, negotiate, statusTextOf, wholeAnswer } from './compress.ts';

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

describe('wholeAnswer', () => {
  // The server's light Response, put in place as when the site starts.
  getRequestListener(() => new Response());
  const built = (answer: Response) => !inspect(answer).includes('nativeResponse: undefined');

  it('answers its status text and body without building the whole web Response', async () => {
    const page = bytesOf(Buffer.from('<!DOCTYPE html><p>Bonjour</p>'));
    const answer = wholeAnswer(page, { status: 503, statusText: 'Service Unavailable', headers: { a: 'b' } });
    expect(inspect(answer)).toContain('Response (lightweight)');
    // What React Router asks of every page's answer (`isResponse`).
    expect(answer.status).toBe(503);
    expect(answer.statusText).toBe('Service Unavailable');
    expect(answer.headers.get('a')).toBe('b');
    expect(answer.body).not.toBeUndefined();
    expect(statusTextOf(answer)).toBe('Service Unavailable');
    expect(await bodyBytes(answer)).toBe(page);
    expect(built(answer)).toBe(false);
    expect(Buffer.from(await new Response(answer.body).arrayBuffer()).toString()).toBe('<!DOCTYPE html><p>Bonjour</p>');
    expect(answer).toBeInstanceOf(Response);
    expect(wholeAnswer('{}', {}).statusText).toBe('');
  });

  it('is read whole as any answer, from its text', async () => {
    const answer = wholeAnswer('Édition', { status: 200 });
    expect(await answer.text()).toBe('Édition');
    expect(await new Response(wholeAnswer('Édition', {}).body).text()).toBe('Édition');
  });

  it("knows the status text of an answer kept by Hono's c.body without building it", () => {
    const answer = keepWholeBody(new Response('{"a":1}', { status: 200 }), '{"a":1}');
    expect(statusTextOf(answer)).toBe('');
    expect(built(answer)).toBe(false);
    const other = new Response('x', { statusText: 'Fine' });
    expect(statusTextOf(other)).toBe('Fine');
  });
});
