import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hasWholeBody } from '../platform/compress.ts';
import { sessionTokenFromCookie } from '../platform/browser-session.ts';
import { holes, SAME_FOR_MEMBERS, standInMarks, standInRoles } from '../platform/member-holes.ts';
import { cspPolicy } from './csp.ts';
import { asHtml, asHydrationData, cutAtHoles, memberPages, type SharedViewer } from './member-pages.ts';

const policy = cspPolicy({ stripe: false, development: false });

/** React Router's hydration script for a chunk of turbo-stream holding this string (markup.ts, turbo-stream). */
const hydration = (nonce: string, value: string) => {
  const chunk = `[{"_1":2},"viewer",${JSON.stringify(value)}]`;
  const escaped = JSON.stringify(chunk).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${escaped});</script>`;
};

/** A page as the app draws it for a member named `name` (or the stand-in's hole) with this nonce. */
const document = (name: string, nonce: string, extra = '') =>
  renderToStaticMarkup(createElement('a', { title: name, href: '/mon-compte' }, name)) + extra + hydration(nonce, name);

const members: Record<string, SharedViewer & { id: number }> = {
  alice: { id: 1, name: `Zoé "l'Ancienne" <b>&amp; O'BRIEN-MÜLLER`, roles: ['ROLE_PUBLIC', 'ROLE_CONNECTED'] },
  bob: { id: 2, name: 'Jean DUPONT', roles: ['ROLE_PUBLIC', 'ROLE_CONNECTED'] },
  carol: { id: 3, name: 'Élise MARTIN', roles: ['ROLE_PUBLIC', 'ROLE_CONNECTED', 'ROLE_ADMIN'] },
};

function site(options: { seconds?: number; extra?: () => string; status?: number; same?: boolean } = {}) {
  let t = 0;
  const warnings: string[] = [];
  const seen: { roles: readonly string[] | undefined; cookie: string | null }[] = [];
  const pages = memberPages({
    seconds: options.seconds ?? 5,
    policy,
    findViewer: async (token) => Object.values(members).find((m) => `t${m.id}` === token) ?? null,
    warn: (message, path) => warnings.push(`${path} ${message}`),
    now: () => t,
  });
  const render = async (request: Request, nonce: string) => {
    const token = sessionTokenFromCookie(request.headers.get('cookie'));
    seen.push({ roles: token ? standInRoles(token) : undefined, cookie: request.headers.get('cookie') });
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (options.same !== false) headers.set(SAME_FOR_MEMBERS, '1');
    return new Response(document(holes.name, nonce, options.extra?.()), { status: options.status ?? 200, headers });
  };
  const request = (who: keyof typeof members, path = '/', headers: Record<string, string> = {}) =>
    new Request(`http://site${path}`, { headers: { cookie: `lang=fr; session=t${members[who].id}`, ...headers } });
  return {
    pages,
    render,
    request,
    seen,
    warnings,
    advance: (ms: number) => (t += ms),
    /** Serves after the path was learnt from a page rendered for a member. */
    async serve(who: keyof typeof members, path = '/', headers: Record<string, string> = {}) {
      pages.learn(request(who, path), new Response('', { status: 200 }), options.same !== false);
      return pages.serve(request(who, path, headers), undefined, render);
    },
  };
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('member pages', () => {
  it('fills one render with each member’s own name, escaped as React and React Router would write it', async () => {
    const s = site();
    for (const who of ['alice', 'bob'] as const) {
      const answer = (await s.serve(who))!;
      const nonce = nonceOf(answer)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Recorded whole, so that the compression and the ETag read its bytes without building a web stream.
      expect(hasWholeBody(answer)).toBe(true);
      // Byte for byte what the app draws for that member with that nonce.
      expect(await answer.text()).toBe(document(members[who].name, nonce));
      expect(answer.headers.get('age')).toBe('0');
    }
    expect(s.seen).toHaveLength(1);
  });

  it('renders for a stand-in with the member’s roles and a token of its own, never the member’s session', async () => {
    const s = site();
    await s.serve('alice');
    expect(s.seen).toEqual([{ roles: members.alice.roles, cookie: expect.stringMatching(/^lang=fr; session=/) }]);
    expect(s.seen[0].cookie).not.toContain('session=t1');
    expect(standInRoles(sessionTokenFromCookie(s.seen[0].cookie)!)).toBeUndefined();
  });

  it('renders apart for other roles, and again once the page expired', async () => {
    const s = site();
    await s.serve('alice');
    await s.serve('carol');
    expect(s.seen.map((x) => x.roles)).toEqual([members.alice.roles, members.carol.roles]);
    s.advance(11_000);
    const again = (await s.serve('bob'))!;
    expect(await again.text()).toBe(document(members.bob.name, nonceOf(again)!));
    expect(s.seen).toHaveLength(3);
  });

  it('gives a fresh nonce to each answer, with a policy allowing it alone', async () => {
    const s = site();
    const [a, b] = [(await s.serve('bob'))!, (await s.serve('bob'))!];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(b.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonceOf(b)}'`);
  });

  it('leaves to the app a path not learnt, a forced reload, an unknown session and a page not the same for members', async () => {
    const s = site();
    expect(await s.pages.serve(s.request('bob', '/new'), undefined, s.render)).toBeNull();
    expect(await s.serve('bob', '/', { 'cache-control': 'no-cache' })).toBeNull();
    const stranger = new Request('http://site/', { headers: { cookie: 'session=nobody' } });
    expect(await s.pages.serve(stranger, undefined, s.render)).toBeNull();
    const other = site({ same: false });
    expect(await other.serve('bob')).toBeNull();
    expect(s.seen).toHaveLength(0);
  });

  it('does not share a page showing more of the member than their name, and forgets its path', async () => {
    for (const mark of [standInMarks.firstname, standInMarks.email, `${holes.name.slice(0, 3)}`]) {
      const s = site({ extra: () => `<p>${mark}</p>` });
      expect(await s.serve('bob')).toBeNull();
      expect(s.warnings).toHaveLength(1);
      expect(await s.pages.serve(s.request('bob'), undefined, s.render)).toBeNull();
      expect(s.seen).toHaveLength(1);
    }
  });

  it('forgets its pages when the site changes, and keeps no render that was under way then', async () => {
    const s = site();
    await s.serve('bob');
    s.pages.clear();
    await s.serve('bob');
    expect(s.seen).toHaveLength(2);
    const slow = memberPages({
      seconds: 5,
      policy,
      findViewer: async () => members.bob,
      warn: () => undefined,
    });
    let renders = 0;
    const render = async (request: Request, nonce: string) => {
      renders++;
      const answer = await s.render(request, nonce);
      slow.clear();
      return answer;
    };
    slow.learn(s.request('bob'), new Response(''), true);
    expect(await slow.serve(s.request('bob'), undefined, render)).not.toBeNull();
    expect(await slow.serve(s.request('bob'), undefined, render)).not.toBeNull();
    expect(renders).toBe(2);
  });

  it('does not keep a refusal or a redirect', async () => {
    const s = site({ status: 302 });
    expect(await s.serve('bob')).toBeNull();
    expect(await s.serve('bob')).toBeNull();
    expect(s.seen).toHaveLength(2);
  });
});

describe('holes', () => {
  it('cuts a page where the name stands in the HTML and in the hydration data, and at each nonce', () => {
    const cut = cutAtHoles(document(holes.name, holes.nonce))!;
    expect(cut.holes).toEqual(['html', 'html', 'nonce', 'script']);
  });

  it('refuses a name in a script that is not the hydration data', () => {
    expect(cutAtHoles(`<script type="application/ld+json">{"name":"${holes.name}"}</script>`)).toBeNull();
  });

  it('escapes as React for HTML and as turbo-stream, JSON and React Router for the hydration data', () => {
    expect(asHtml(`a&b<c>"d'e`)).toBe('a&amp;b&lt;c&gt;&quot;d&#x27;e');
    const name = `O'Brien "<\\/script>" & \u2028é`;
    expect(hydration('n', name)).toContain(asHydrationData(name));
    expect(asHydrationData(name)).not.toMatch(/[<>&\u2028]/);
  });
});
