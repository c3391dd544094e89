import { IncomingMessage } from 'node:http';
import { readBody } from '../api/body.ts';
import { isSameOrigin, reachedOrigin, REFUSED_ORIGIN } from '../platform/browser-session.ts';
import type { Logger } from '../platform/logger.ts';

/** Page forms post a few fields; no page takes a file today. The API's limit (api/app.ts). */
const PAGE_BODY_LIMIT = 1024 * 1024;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Options {
  publicUrl: string;
  trustProxy: boolean;
  log: Logger;
  maxBytes?: number;
}

// No `Connection: close`: after the answer, @hono/node-server reads and drops the body left unread (at most 64 MB or
// 500 ms, then it closes), so that a client still sending it reads the refusal. Closed at once, the connection was
// reset under a client still writing a 2-MB form: 8 to 55 posts in 100 failed with EPIPE instead of reading the 413.
const refusal = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The request the web app gets, or the answer that refuses it. Its URL has the origin the browser is on
 * (`reachedOrigin`: https behind a TLS proxy), so that React Router's own check of an action's Origin agrees with
 * ours, which runs first: a page write from another origin is refused here with 403 and one warning, a body over
 * maxBytes with 413 before it is read (at once when Content-Length says so, else as soon as it is over).
 */
export async function pageRequest(
  request: Request,
  incoming: IncomingMessage | undefined,
  { publicUrl, trustProxy, log, maxBytes = PAGE_BODY_LIMIT }: Options,
): Promise<Request | Response> {
  const url = new URL(request.url);
  const reached = reachedOrigin(request, publicUrl, trustProxy);
  if (!writes.has(request.method)) {
    return reached === url.origin ? request : new Request(reached + url.pathname + url.search, request);
  }
  const origin = request.headers.get('origin');
  if (!isSameOrigin(origin, reached, publicUrl)) {
    // The method and the origin only: a page's path may hold a one-time token.
    log.warn({ method: request.method, origin: origin?.slice(0, 200) }, 'formulaire refusé : origine non autorisée');
    return refusal(403, REFUSED_ORIGIN);
  }
  const body = await limitedBody(request, incoming, maxBytes);
  if (!body) return refusal(413, 'Requête trop volumineuse');
  // The origin the browser is on (checked above), so React Router's own comparison agrees.
  const base = origin ? new URL(origin).origin : reached;
  return new Request(base + url.pathname + url.search, {
    method: request.method,
    headers: request.headers,
    body: body.byteLength > 0 ? new Uint8Array(body) : null,
    signal: request.signal,
  });
}

/** The body, or null when it is over maxBytes; from Node's request when there is one (the server), else the Request's. */
async function limitedBody(
  request: Request,
  incoming: IncomingMessage | undefined,
  maxBytes: number,
): Promise<Buffer | null> {
  if (incoming instanceof IncomingMessage) return readBody(incoming, maxBytes);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}
