import { Suspense } from 'react';
import {
  Await,
  createRequestHandler,
  Outlet,
  Scripts,
  ServerRouter,
  useLoaderData,
  type EntryContext,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readHandoff } from './handoff.server.ts';
import { renderDocument, renderDocumentAtOnce, renderPage } from './render-document.server.ts';
import { serverBuild } from '../tests/support/server-build.ts';

/**
 * before: the page as drawn before its data was read first (the stream renderer, reading the data as it draws);
 * now: as entry.server.tsx draws it (`renderPage`); at-once: the data read, then the string renderer alone.
 */
type Mode = 'before' | 'now' | 'at-once' | 'at-once-unread';

function Page() {
  const { title, when, tags } = useLoaderData<{ title: string; when: Date; tags: Set<string> }>();
  return (
    <main>
      <h1>{title}</h1>
      <p>
        {when.toISOString()} {[...tags].join(', ')}
      </p>
      <Outlet />
    </main>
  );
}

/** A page whose data comes in two parts: a promise settled after the rest, drawn through `Await`. */
function Deferred() {
  const { later } = useLoaderData<{ later: Promise<string> }>();
  return (
    <Suspense fallback={<p>attente</p>}>
      <Await resolve={later}>{(text) => <p>{text}</p>}</Await>
    </Suspense>
  );
}

function Root() {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <Page />
        <Scripts nonce="n" />
      </body>
    </html>
  );
}

const streamTimeout = 500;
const timeoutMs = streamTimeout + 100;
let errors: unknown[] = [];
const options = { nonce: 'n', timeoutMs, onError: (error: unknown) => errors.push(error) };
const draw = (context: EntryContext, url: string) => <ServerRouter context={context} url={url} nonce="n" />;

async function drawn(mode: Mode, context: EntryContext, url: string): Promise<Uint8Array | string> {
  switch (mode) {
    case 'before':
      return renderDocument(draw(context, url), options);
    case 'now':
      return renderPage(context, (c) => draw(c, url), options);
    case 'at-once':
      await readHandoff(context);
      return renderDocumentAtOnce(draw(context, url)) ?? 'given way';
    case 'at-once-unread':
      return renderDocumentAtOnce(draw(context, url)) ?? 'given way';
  }
}

const loaderRoute = (id: string, path: string, loader: () => unknown, Component = () => <p>{id}</p>) => ({
  id,
  parentId: 'root',
  path,
  module: { default: Component, loader },
});

/** A site whose pages hold escaped text, a date, a set; data in two parts; data that fails once sent; data never sent. */
const build = serverBuild({
  entry: {
    module: {
      streamTimeout,
      handleError: () => {},
      default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
        const document = await drawn(request.headers.get('x-mode') as Mode, context, request.url);
        headers.set('Content-Type', 'text/html');
        // readHandoff leaves a stand-in of its own in place of the stream it read.
        if (!(context.serverHandoffStream instanceof ReadableStream)) headers.set('x-read-first', '1');
        return new Response(typeof document === 'string' ? document : new Uint8Array(document), {
          status: errors.length > 0 ? 500 : status,
          headers,
        });
      },
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: Root,
        loader: () => ({
          title: 'Été « à la une » </script><script>',
          when: new Date('2026-11-30T08:00:00Z'),
          tags: new Set(['évangile', 'mission']),
        }),
      },
    },
    'routes/page': loaderRoute('routes/page', 'page', () => null),
    'routes/later': loaderRoute(
      'routes/later',
      'later',
      () => ({ later: new Promise((resolve) => setTimeout(() => resolve('Réponse venue plus tard'), 20)) }),
      Deferred,
    ),
    // A value that fails once the loader has answered, as its data is written into the stream.
    'routes/broken': loaderRoute('routes/broken', 'broken', () => ({
      get cassé(): string {
        throw new Error('donnée illisible');
      },
    })),
    'routes/never': loaderRoute('routes/never', 'never', () => ({ later: new Promise(() => {}) }), Deferred),
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.js' },
    routes: Object.fromEntries(
      ['root', 'routes/page', 'routes/later', 'routes/broken', 'routes/never'].map((id) => [
        id,
        { id, module: `/assets/${id}.js`, imports: [], css: [], hasAction: false, hasLoader: true },
      ]),
    ),
  },
});

const handler = createRequestHandler(build, 'production');

async function page(path: string, mode: Mode) {
  errors = [];
  const response = await handler(new Request(`http://site.test${path}`, { headers: { 'x-mode': mode } }));
  return {
    status: response.status,
    readFirst: response.headers.has('x-read-first'),
    body: await response.text(),
    errors: errors.map(String),
  };
}

beforeEach(() => {
  errors = [];
});

describe('renderPage', () => {
  it('draws the page at once, the same document as before its data was read first', async () => {
    const before = await page('/page', 'before');
    expect(before.body).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(before.body).toContain('\\u003c/script\\u003e');
    expect(before.body).toContain('streamController.enqueue(');
    expect(before.body).toContain('streamController.close()');
    expect(before.readFirst).toBe(false);
    const now = await page('/page', 'now');
    expect(now).toEqual({ ...before, readFirst: true });
    expect((await page('/page', 'at-once')).body).toBe(before.body);
  });

  it('needs the data read: unread, it waits, and the page cannot be drawn at once', async () => {
    expect((await page('/page', 'at-once-unread')).body).toBe('given way');
  });

  it('draws a page that waits on a promise by the stream renderer, the data in its two parts as before', async () => {
    const before = await page('/later', 'before');
    expect(before.body).toContain('<p>Réponse venue plus tard</p>');
    expect(before.body.match(/streamController\.enqueue\(/g)).toHaveLength(2);
    expect((await page('/later', 'at-once')).body).toBe('given way');
    expect(await page('/later', 'now')).toEqual({ ...before, readFirst: true });
  });

  it('tells of data that fails once sent as before: the same error, the same answer', async () => {
    const before = await page('/broken', 'before');
    expect(before.status).toBe(500);
    expect(before.errors.join()).toContain('donnée illisible');
    expect(await page('/broken', 'now')).toEqual({ ...before, readFirst: true });
  });

  it('gives up within the time allowed, reading included', async () => {
    const start = Date.now();
    const now = await page('/never', 'now');
    const took = Date.now() - start;
    expect(now.body).toContain('<p>attente</p>');
    // The data's stream ends after streamTimeout; the drawing has what is left of timeoutMs, not timeoutMs again.
    expect(took).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(took).toBeLessThan(streamTimeout + timeoutMs - 100);
  });
});
