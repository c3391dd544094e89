import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Which proxies in front of the process are believed (TRUST_PROXY): a number of hops, or the proxies' own addresses.
 * A proxy appends the address it received from to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`), after
 * whatever the client wrote there itself: only the entries added by trusted proxies are true, so the visitor is the
 * rightmost entry that no trusted proxy vouches for (as Express's `trust proxy` reads it).
 */
export type ProxyTrust = { hops: number } | { addresses: readonly string[] };

/**
 * TRUST_PROXY as written: `false`/`0` (no proxy: the socket's peer), `true` (one proxy, kept for compatibility),
 * a number of hops (`2`: a load balancer, then nginx), or a comma-separated list of the proxies' addresses.
 * Null when unreadable.
 */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '') return { hops: 0 };
  if (text === 'true') return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((a) => normalise(a.trim()));
  return addresses.every((a) => isIP(a)) ? { addresses } : null;
}

/** True when forwarded headers (X-Forwarded-Proto, -Host, -For) come from a proxy the process believes. */
export function trustsProxy(trust: ProxyTrust): boolean {
  return 'addresses' in trust ? trust.addresses.length > 0 : trust.hops > 0;
}

/**
 * The visitor's IP address, for rate limits: the socket's peer, or behind trusted proxies the rightmost
 * X-Forwarded-For entry they do not vouch for. 'local' when nothing is known (in-process tests).
 */
export function clientAddress(headers: Headers, incoming: IncomingMessage | undefined, trust: ProxyTrust): string {
  const peer = incoming?.socket?.remoteAddress;
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const chain = [peer ? normalise(peer) : 'local'];
  if (trustsProxy(trust)) {
    const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((a) => normalise(a.trim()));
    chain.push(...forwarded.filter(Boolean).reverse());
  }
  if ('hops' in trust) return chain[Math.min(trust.hops, chain.length - 1)];
  const trusted = new Set(trust.addresses);
  // Through an untrusted peer nothing forwarded is believed (a client that reached the process directly).
  if (!trusted.has(chain[0])) return chain[0];
  return chain.find((address) => !trusted.has(address)) ?? chain[chain.length - 1];
}

/** An IPv4 address as IPv6 writes it (::ffff:10.0.0.1, a dual-stack socket's peer) is the IPv4 address. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
