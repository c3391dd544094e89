import { describe, expect, it } from 'vitest';
import { isSameOrigin, sessionTokenFromCookie } from './browser-session.ts';

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
  });
});
