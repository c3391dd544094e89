import type { IncomingMessage } from 'node:http';

/**
 * The visitor's IP address, for rate limits: the socket's peer, or behind a trusted reverse proxy
 * (TRUST_PROXY=true) the first address of X-Forwarded-For. 'local' when neither is known (in-process tests).
 */
export function clientAddress(headers: Headers, incoming: IncomingMessage | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return incoming?.socket?.remoteAddress ?? 'local';
}
