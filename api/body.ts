import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';

/**
 * Request bodies of at most maxBytes (413 beyond). Under Node the body is read straight from Node's request and put
 * in Hono's body cache, where c.req.json() and c.req.text() find it: reading it through the web Request instead
 * builds that Request, an abort signal and two streams, a fifth of the CPU a donation costs the HTTP side. Where
 * there is no Node request (app.request() in tests), Hono's bodyLimit reads the web Request. GET and HEAD have no body
 * to read.
 */
export function requestBody(maxBytes: number): MiddlewareHandler {
  const fromWebRequest = bodyLimit({ maxSize: maxBytes });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage)) return fromWebRequest(c, next);
    const body = await readBody(incoming, maxBytes);
    if (!body) throw new HTTPException(413);
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache.arrayBuffer = Promise.resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
    cache.text = Promise.resolve(body.toString('utf8'));
    return next();
  };
}

/** The whole body, or null as soon as it is known to exceed maxBytes. */
export function readBody(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null);
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.off('data', onData).off('end', onEnd).off('error', reject);
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    incoming.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
