import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../platform/logger.ts';
import { pageRequest } from './page-guard.ts';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
const options = { publicUrl: 'https://www.lephare.example', trustProxy: false, log, maxBytes: 1000 };

/** A page server whose web app answers the URL it was given and the size of the body it read. */
let server: Server;
let port: number;
const bodyRead = vi.fn();
beforeAll(async () => {
  server = createServer(
    getRequestListener(async (request, env) => {
      const guarded = await pageRequest(request, env.incoming as IncomingMessage, options);
      if (guarded instanceof Response) return guarded;
      const text = await guarded.text();
      bodyRead(text.length);
      return new Response(`${guarded.url} ${text.length}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request (Node's client: any Host, chunked bodies), answered as status and text. */
function send(
  method: string,
  headers: Record<string, string>,
  chunks: (string | Buffer)[] = [],
): Promise<{ status: number; text: string; contentType?: string }> {
  return new Promise((resolve, reject) => {
    // A connection per request: one that claims a body it never sends is not reused (the server reads it for a while).
    const req = httpRequest({ port, host: '127.0.0.1', method, path: '/contact?x=1', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, text, contentType: res.headers['content-type'] }));
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('pageRequest', () => {
  it('gives the web app the URL the browser is on: https behind a TLS proxy that keeps the public host', async () => {
    expect((await send('GET', { host: 'www.lephare.example' })).text).toBe('https://www.lephare.example/contact?x=1 0');
    const post = await send('POST', { ...form, host: 'www.lephare.example', origin: 'https://www.lephare.example' }, [
      'nom=Roux',
    ]);
    expect(post).toMatchObject({ status: 200, text: 'https://www.lephare.example/contact?x=1 8' });
    expect((await send('GET', { host: `127.0.0.1:${port}` })).text).toBe(`http://127.0.0.1:${port}/contact?x=1 0`);
  });

  it('refuses a page write from another origin, scheme or port with 403 in French and one warning', async () => {
    for (const origin of [
      'https://ailleurs.example',
      'http://www.lephare.example',
      'https://www.lephare.example:8443',
      'null',
      'x',
    ]) {
      warnings.length = 0;
      const res = await send('POST', { ...form, host: 'www.lephare.example', origin }, ['nom=Roux']);
      expect(res, origin).toMatchObject({ status: 403, text: 'Requête refusée : origine non autorisée' });
      expect(warnings).toHaveLength(1);
      expect(JSON.stringify(warnings[0])).not.toMatch(/stack|nom=Roux/);
    }
    // An https page posting to the same host served in plain http is another origin.
    const http = await send('POST', { ...form, host: `127.0.0.1:${port}`, origin: `https://127.0.0.1:${port}` });
    expect(http.status).toBe(403);
  });

  it('refuses a body over the limit with 413 in French: at once by its Content-Length, else once it is over', async () => {
    bodyRead.mockClear();
    const big = await send('POST', { ...form, host: 'www.lephare.example', 'content-length': '150000000' }, []);
    expect(big).toMatchObject({ status: 413, text: 'Requête trop volumineuse' });
    const chunked = await send('POST', { ...form, host: 'www.lephare.example' }, [
      Buffer.alloc(600, 'a'),
      Buffer.alloc(600, 'b'),
    ]);
    expect(chunked).toMatchObject({ status: 413, text: 'Requête trop volumineuse' });
    expect(bodyRead).not.toHaveBeenCalled();
    const fits = await send('POST', { ...form, host: 'www.lephare.example' }, [Buffer.alloc(900, 'a')]);
    expect(fits.status).toBe(200);
  });

  it('lets a client still sending a body over the limit read its 413, not a reset connection', async () => {
    // The server in a process of its own, as in production: within one process the client never lost the race.
    const guard = new URL('./page-guard.ts', import.meta.url).href;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createServer } from 'node:http';
        import { getRequestListener } from '@hono/node-server';
        import { pageRequest } from '${guard}';
        const options = { publicUrl: 'http://127.0.0.1', trustProxy: false, log: {} };
        const server = createServer(getRequestListener(async (request, env) => {
          const guarded = await pageRequest(request, env.incoming, options);
          return guarded instanceof Response ? guarded : new Response('lu');
        }));
        server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const childPort = await new Promise<number>((resolve) => child.stdout.once('data', (d) => resolve(Number(d))));
      const outcomes = new Map<string, number>();
      // A 2-MB form, a hundred times: before the guard let the body drain, 8 to 55 posts in 100 got EPIPE.
      for (let i = 0; i < 100; i++) {
        const outcome = await new Promise<string>((resolve) => {
          const req = httpRequest(
            {
              port: childPort,
              host: '127.0.0.1',
              method: 'POST',
              path: '/login',
              headers: { ...form, 'content-length': String(2 * 1024 * 1024) },
            },
            (res) => resolve(String(res.statusCode)),
          );
          req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
          req.end(Buffer.alloc(2 * 1024 * 1024, 'a'));
        });
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      expect(Object.fromEntries(outcomes)).toEqual({ 413: 100 });
    } finally {
      child.kill();
    }
  }, 60_000);

  it('limits the body of a web Request too (in-process calls)', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(300));
        controller.close();
      },
    });
    const refused = await pageRequest(
      new Request('http://www.lephare.example/contact', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
      undefined,
      options,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(413);
  });
});
