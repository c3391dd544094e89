import { renderToString } from 'react-dom/server';
import { createRequestHandler, Outlet, Scripts, ServerRouter, useLoaderData, type EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRouterContext } from '../app/page-router-context.server.ts';
import { pageHandlers } from './page-handlers.ts';
import { serverBuild } from '../tests/support/server-build.ts';

/** A route table shaped as the site's: a root, a pathless shell, nested and parameterised pages, a splat, a branch outside. */
const table: { id: string; parentId?: string; path?: string; index?: boolean; resource?: boolean }[] = [
  { id: 'root', path: '' },
  { id: 'routes/shell', parentId: 'root' },
  { id: 'routes/_index', parentId: 'routes/shell', index: true },
  { id: 'routes/cookies', parentId: 'routes/shell', path: 'cookies' },
  { id: 'routes/media', parentId: 'routes/shell', path: 'media/:id/:slug?' },
  { id: 'routes/compte', parentId: 'routes/shell', path: 'mon-compte' },
  { id: 'routes/compte._index', parentId: 'routes/compte', index: true },
  { id: 'routes/compte.donnees', parentId: 'routes/compte', path: 'donnees' },
  { id: 'routes/livres', parentId: 'routes/shell', path: 'livres/*' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: `routes/page${i}`, parentId: 'routes/shell', path: `page${i}` })),
  { id: 'routes/rss', parentId: 'root', path: 'rss.xml', resource: true },
  { id: 'routes/admin', parentId: 'root', path: 'admin' },
  { id: 'routes/admin._index', parentId: 'routes/admin', index: true },
  { id: 'routes/admin.membres', parentId: 'routes/admin', path: 'membres/:id?' },
];

function Page() {
  const { id, path, search } = useLoaderData<{ id: string; path: string; search: string }>();
  return (
    <section data-route={id} data-path={path} data-search={search}>
      <Outlet />
    </section>
  );
}

function Root() {
  return (
    <html lang="fr">
      <body>
        <Page />
        <Scripts nonce="n" />
      </body>
    </html>
  );
}

/** What each loader saw of the request, drawn in the page and sent in its data. */
const loaderOf =
  (id: string) =>
  ({ url }: { url: URL }) => {
    if (url.searchParams.has('manque')) throw new Response('absent', { status: 404 });
    return { id, path: url.pathname, search: url.search };
  };

const build = serverBuild({
  entry: {
    module: {
      // The unmatched addresses' errors, logged by React Router's default: not this test's subject.
      handleError: () => {},
      default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
        headers.set('Content-Type', 'text/html');
        const page = renderToString(<ServerRouter context={pageRouterContext(context)} url={request.url} />);
        return new Response(`<!DOCTYPE html>${page}`, { status, headers });
      },
    },
  },
  routes: Object.fromEntries(
    table.map(({ resource, ...r }) => [
      r.id,
      {
        ...r,
        module: resource
          ? { loader: () => new Response('<rss/>', { headers: { 'Content-Type': 'application/rss+xml' } }) }
          : {
              default: r.id === 'root' ? Root : Page,
              loader: loaderOf(r.id),
              action: () => ({ posted: r.id }),
              ...(r.id === 'root' ? { ErrorBoundary: () => <p>erreur</p> } : {}),
            },
      },
    ]),
  ),
  assets: {
    entry: { imports: ['/assets/chunk.js'], module: '/assets/entry.js' },
    routes: Object.fromEntries(
      table.map(({ resource, ...r }) => [
        r.id,
        {
          ...r,
          module: `/assets/${r.id}.js`,
          imports: [`/assets/shared-${r.id.length % 3}.js`],
          css: [],
          hasAction: !resource,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: r.id === 'root',
        },
      ]),
    ),
  },
});

const whole = createRequestHandler(build, 'production');
const perPage = pageHandlers(build, 'production');

async function answer(handler: typeof whole, url: string, init?: RequestInit) {
  const response = await handler(new Request(`http://site.test${url}`, init));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

describe('pageHandlers', () => {
  const addresses = [
    '/',
    '/cookies',
    '/cookies/',
    '/mon-compte',
    '/mon-compte/donnees',
    '/media/12',
    '/media/12/le-titre?lang=en',
    '/media/%C3%A9t%C3%A9/d%C3%A9j%C3%A0',
    '/livres/a/b/c',
    '/page17',
    '/admin',
    '/admin/membres/4',
    '/rss.xml',
    '/nulle-part',
    '/mon-compte/nulle-part',
    '/cookies?manque=1',
    '/__manifest?paths=%2Fmon-compte%2C%2Fadmin&version=v',
    // Overlong: the whole build's handler answers it.
    `/livres/${'a/'.repeat(40)}fin`,
    `/media/12/${'x'.repeat(600)}`,
    '/mon-compte.data',
    '/_root.data?_routes=root',
  ];

  it.each(addresses)('answers %s as the handler of the whole build does', async (url) => {
    const expected = await answer(whole, url);
    expect(expected.status).not.toBe(500);
    // Twice: the second time from the address's remembered handler.
    expect(await answer(perPage, url)).toEqual(expected);
    expect(await answer(perPage, url)).toEqual(expected);
  });

  it('draws the routes of the address and names those of « / » and its parents for the browser', async () => {
    const { body } = await answer(perPage, '/mon-compte/donnees');
    expect(body).toContain('data-route="routes/compte.donnees" data-path="/mon-compte/donnees"');
    for (const id of ['routes/_index', 'routes/compte._index', 'routes/compte.donnees'])
      expect(body).toContain(`"${id}"`);
    expect(body).not.toContain('"routes/page17"');
  });

  it('posts to a page and to an index route (?index) as the whole build does', async () => {
    const form = () => ({
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
      headers: { origin: 'http://site.test' },
    });
    for (const url of ['/mon-compte', '/mon-compte?index', '/admin?index', '/admin']) {
      const expected = await answer(whole, url, form());
      expect(await answer(perPage, url, form())).toEqual(expected);
    }
  });
});
