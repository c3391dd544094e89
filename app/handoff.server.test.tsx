import { Suspense } from 'react';
import {
  Await,
  createRequestHandler,
  Outlet,
  Scripts,
  ServerRouter,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { readHandoff } from './handoff.server.ts';
import { renderDocument, renderDocumentAtOnce } from './render-document.server.ts';

type Mode = 'stream' | 'at-once' | 'at-once-unread';

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

/** A site of two routes whose data streams in two parts (a promise settled later), drawn as the request asks. */
const build = {
  entry: {
    module: {
      handleError: () => {},
      default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
        const mode = request.headers.get('x-mode') as Mode;
        if (mode !== 'at-once-unread') await readHandoff(context);
        const node = <ServerRouter context={context} url={request.url} nonce="n" />;
        const atOnce = mode === 'stream' ? null : renderDocumentAtOnce(node);
        if (mode === 'at-once-unread') return new Response(atOnce ? 'drawn' : 'given way');
        // As entry.server.tsx does: what cannot be drawn at once is drawn by the stream renderer.
        const document = atOnce ?? (await renderDocument(node, { nonce: 'n', timeoutMs: 1000, onError: () => {} }));
        headers.set('Content-Type', 'text/html');
        headers.set('x-drawn', atOnce ? 'at-once' : 'stream');
        return new Response(new Uint8Array(document), { status, headers });
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
    'routes/page': { id: 'routes/page', parentId: 'root', path: 'page', module: { default: () => <p>page</p> } },
    'routes/later': {
      id: 'routes/later',
      parentId: 'root',
      path: 'later',
      module: {
        default: Deferred,
        loader: () => ({ later: new Promise((resolve) => setTimeout(() => resolve('Réponse venue plus tard'), 20)) }),
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.js' },
    routes: Object.fromEntries(
      ['root', 'routes/page', 'routes/later'].map((id) => [
        id,
        { id, module: `/assets/${id}.js`, imports: [], css: [], hasAction: false, hasLoader: id !== 'routes/page' },
      ]),
    ),
    url: '/assets/manifest.js',
    version: 'v',
  },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, 'production');
async function page(path: string, mode: Mode) {
  const response = await handler(new Request(`http://site.test${path}`, { headers: { 'x-mode': mode } }));
  return { drawn: response.headers.get('x-drawn'), body: await response.text() };
}

describe('readHandoff', () => {
  it('lets the page be drawn at once, the same document as the stream renderer waits for', async () => {
    const streamed = await page('/page', 'stream');
    expect(streamed.body).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(streamed.body).toContain('\\u003c/script\\u003e');
    expect(streamed.body).toContain('streamController.enqueue(');
    expect(streamed.body).toContain('streamController.close()');
    expect(await page('/page', 'at-once')).toEqual({ drawn: 'at-once', body: streamed.body });
  });

  it('is needed: unread, the data waits, and the page cannot be drawn at once', async () => {
    expect((await page('/page', 'at-once-unread')).body).toBe('given way');
  });

  it('reads data that comes in parts; a page that waits on a promise is drawn by the stream renderer', async () => {
    const streamed = await page('/later', 'stream');
    expect(streamed.body).toContain('<p>Réponse venue plus tard</p>');
    // The data's two parts, each in its own script, as when streamed.
    expect(streamed.body.match(/streamController\.enqueue\(/g)).toHaveLength(2);
    expect(await page('/later', 'at-once')).toEqual(streamed);
  });
});
