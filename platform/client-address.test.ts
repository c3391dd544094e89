import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseProxyTrust, type ProxyTrust } from './client-address.ts';

const from = (peer: string, forwarded?: string, trust: ProxyTrust | null = { hops: 1 }) =>
  clientAddress(
    new Headers(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }),
    { socket: { remoteAddress: peer } } as IncomingMessage,
    trust!,
  );

describe('parseProxyTrust', () => {
  it('reads false, true (one hop), hop counts and addresses; refuses the rest', () => {
    expect(parseProxyTrust('false')).toEqual({ hops: 0 });
    expect(parseProxyTrust('0')).toEqual({ hops: 0 });
    expect(parseProxyTrust('true')).toEqual({ hops: 1 });
    expect(parseProxyTrust('1')).toEqual({ hops: 1 });
    expect(parseProxyTrust('2')).toEqual({ hops: 2 });
    expect(parseProxyTrust('127.0.0.1, ::1')).toEqual({ addresses: ['127.0.0.1', '::1'] });
    expect(parseProxyTrust('yes')).toBeNull();
    expect(parseProxyTrust('10.0.0.0/8')).toBeNull();
  });
});

describe('clientAddress', () => {
  it('without a trusted proxy: the socket’s peer, whatever the header says', () => {
    expect(from('198.51.100.1', '10.0.0.1', { hops: 0 })).toBe('198.51.100.1');
  });

  it('one hop: the entry the proxy appended (the rightmost), never what the client wrote before it', () => {
    expect(from('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(from('127.0.0.1', '10.9.9.9, 198.51.100.1')).toBe('198.51.100.1');
    expect(from('127.0.0.1', ' 10.9.9.9 ,198.51.100.1 ')).toBe('198.51.100.1');
    expect(from('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('two hops: the entry before the last proxy’s', () => {
    expect(from('10.0.0.2', '10.9.9.9, 198.51.100.1, 10.0.0.1', { hops: 2 })).toBe('198.51.100.1');
    // Fewer entries than hops: the farthest known.
    expect(from('10.0.0.2', '198.51.100.1', { hops: 3 })).toBe('198.51.100.1');
  });

  it('by address: the rightmost entry that is not a trusted proxy; an untrusted peer is the client itself', () => {
    const trust = { addresses: ['127.0.0.1', '10.0.0.1'] };
    expect(from('127.0.0.1', '10.9.9.9, 198.51.100.1, 10.0.0.1', trust)).toBe('198.51.100.1');
    expect(from('198.51.100.5', '10.9.9.9', trust)).toBe('198.51.100.5');
    expect(from('127.0.0.1', '10.0.0.1', trust)).toBe('10.0.0.1');
  });
});
