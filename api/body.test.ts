import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from './body.ts';
import { onApiError } from './errors.ts';

const app = new Hono();
let handled = 0;
app.use(requestBody(64));
app.onError(onApiError);
app.post('/echo', async (c) => {
  handled++;
  return c.json({ json: await c.req.json(), text: await c.req.text(), bytes: (await c.req.arrayBuffer()).byteLength });
});

let server: ServerType;
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body sent in chunks, without Content-Length. */
const streamed = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

const post = (body: BodyInit) =>
  fetch(`${base}/echo`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duplex: 'half',
  } as RequestInit);

describe('requestBody, under Node', () => {
  it('gives the handler the body as JSON, text and bytes, accents included', async () => {
    const res = await post(JSON.stringify({ nom: 'Hélène' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      json: { nom: 'Hélène' },
      text: '{"nom":"Hélène"}',
      bytes: Buffer.byteLength('{"nom":"Hélène"}'),
    });
  });

  it('reads a body sent in chunks', async () => {
    const res = await post(streamed('{"nom":', '"Luc"}'));
    expect(await res.json()).toMatchObject({ json: { nom: 'Luc' } });
  });

  it('answers 413 in French to a body over the limit, announced or streamed, before the handler', async () => {
    const before = handled;
    for (const body of [
      JSON.stringify({ message: 'x'.repeat(100) }),
      streamed('{"message":"', 'x'.repeat(100), '"}'),
    ]) {
      const res = await post(body);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse' });
    }
    expect(handled).toBe(before);
  });
});

describe('requestBody, without Node (app.request)', () => {
  it('reads the web Request and keeps the same limit', async () => {
    const ok = await app.request('/echo', { method: 'POST', body: '{"a":1}' });
    expect(await ok.json()).toMatchObject({ json: { a: 1 } });
    const tooLarge = await app.request('/echo', { method: 'POST', body: 'x'.repeat(100) });
    expect(tooLarge.status).toBe(413);
  });
});
