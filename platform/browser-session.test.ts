import { describe, expect, it } from 'vitest';
import { isSameOrigin, reachedOrigin, sessionTokenFromCookie } from './browser-session.ts';

describe('sessionTokenFromCookie', () => {
  it('finds the session cookie among others', () => {
    expect(sessionTokenFromCookie('lang=fr; session=abc_DEF-123; consent=1')).toBe('abc_DEF-123');
    expect(sessionTokenFromCookie('session=xyz')).toBe('xyz');
  });

  it('ignores look-alikes and missing cookies', () => {
    expect(sessionTokenFromCookie('oldsession=abc')).toBeNull();
    expect(sessionTokenFromCookie('session=a b')).toBeNull();
    expect(sessionTokenFromCookie(undefined)).toBeNull();
  });
});

describe('isSameOrigin', () => {
  const publicUrl = 'https://www.lephare.example';

  it('accepts no Origin, the public origin and the host the request reached', () => {
    expect(isSameOrigin(null, 'http://localhost:3000/api/x', publicUrl)).toBe(true);
    expect(isSameOrigin('https://www.lephare.example', 'http://10.0.0.5:3000/api/x', publicUrl)).toBe(true);
    expect(isSameOrigin('http://localhost:3000', 'http://localhost:3000/api/x', publicUrl)).toBe(true);
  });

  it('refuses another site and an opaque origin', () => {
    expect(isSameOrigin('https://ailleurs.example', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
    expect(isSameOrigin('null', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
    expect(isSameOrigin('pas une adresse', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
  });

  it('compares scheme and port, not the host only', () => {
    expect(isSameOrigin('https://localhost:3000', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
    expect(isSameOrigin('http://localhost:4000', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
    expect(isSameOrigin('http://www.lephare.example', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
    expect(isSameOrigin('https://www.lephare.example:8443', 'http://localhost:3000/api/x', publicUrl)).toBe(false);
  });
});

describe('reachedOrigin', () => {
  const request = (headers: Record<string, string>) => new Request('http://10.0.0.5:3000/login', { headers });

  it('takes the Host header, in https when it is the https public host', () => {
    expect(reachedOrigin(request({ host: 'www.lephare.example' }), 'https://www.lephare.example', false)).toBe(
      'https://www.lephare.example',
    );
    expect(reachedOrigin(request({ host: 'localhost:3000' }), 'https://www.lephare.example', false)).toBe(
      'http://localhost:3000',
    );
    expect(reachedOrigin(request({}), 'https://www.lephare.example', false)).toBe('http://10.0.0.5:3000');
  });

  it('believes X-Forwarded-Proto and X-Forwarded-Host only behind a trusted proxy', () => {
    const forwarded = request({ host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'a.example' });
    expect(reachedOrigin(forwarded, 'https://www.lephare.example', true)).toBe('https://a.example');
    expect(reachedOrigin(forwarded, 'https://www.lephare.example', false)).toBe('http://10.0.0.5:3000');
    const proto = request({ host: 'localhost:8443', 'x-forwarded-proto': 'https, http' });
    expect(reachedOrigin(proto, 'http://localhost:3000', true)).toBe('https://localhost:8443');
    expect(reachedOrigin(request({ host: 'a.example', 'x-forwarded-proto': 'ftp' }), 'http://x.example', true)).toBe(
      'http://a.example',
    );
  });
});
