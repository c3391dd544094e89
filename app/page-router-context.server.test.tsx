import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  Outlet,
  Scripts,
  ServerRouter,
  type EntryContext,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRouterContext } from './page-router-context.server.ts';

/** A route table shaped as the site's: a root, a pathless shell, nested and parameterised pages, a branch outside. */
const table: { id: string; parentId?: string; path?: string; index?: boolean }[] = [
  { id: 'root', path: '' },
  { id: 'routes/shell', parentId: 'root' },
  { id: 'routes/_index', parentId: 'routes/shell', index: true },
  { id: 'routes/cookies', parentId: 'routes/shell', path: 'cookies' },
  { id: 'routes/media', parentId: 'routes/shell', path: 'media/:id/:slug?' },
  { id: 'routes/compte', parentId: 'routes/shell', path: 'mon-compte' },
  { id: 'routes/compte._index', parentId: 'routes/compte', index: true },
  { id: 'routes/compte.donnees', parentId: 'routes/compte', path: 'donnees' },
  { id: 'routes/a.b', parentId: 'routes/shell', path: 'a/b' },
  { id: 'routes/a.b.c', parentId: 'routes/a.b', path: 'c' },
  { id: 'routes/tout', parentId: 'routes/shell', path: 'livres/*' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: `routes/page${i}`, parentId: 'routes/shell', path: `page${i}` })),
  { id: 'routes/admin', parentId: 'root', path: 'admin' },
  { id: 'routes/admin._index', parentId: 'routes/admin', index: true },
  { id: 'routes/admin.membres', parentId: 'routes/admin', path: 'membres' },
];

const Page = ({ id }: { id: string }) => (
  <section data-route={id}>
    <Outlet />
  </section>
);

function Root() {
  return (
    <html lang="fr">
      <body>
        <Outlet />
        <Scripts nonce="n" />
      </body>
    </html>
  );
}

function tree(parentId: string | undefined): RouteObject[] {
  return table
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const loader = () => ({ id: r.id });
      if (r.index) return { id: r.id, index: true, loader };
      return { id: r.id, path: r.path, loader, children: tree(r.id) };
    });
}

const handler = createStaticHandler(tree(undefined));

/** The build's manifest and modules: the same objects for every request, as React Router hands them. */
const routes = Object.fromEntries(
  table.map((r) => [
    r.id,
    {
      ...r,
      module: `/assets/${r.id}.js`,
      imports: [`/assets/shared-${r.id.length % 3}.js`],
      css: [],
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: r.id === 'root',
    },
  ]),
);
const routeModules = Object.fromEntries(
  table.map((r) => [
    r.id,
    r.id === 'root' ? { default: Root, ErrorBoundary: Root } : { default: () => <Page id={r.id} /> },
  ]),
);
const manifest = {
  entry: { imports: ['/assets/chunk.js'], module: '/assets/entry.js' },
  routes,
  url: '/m.js',
  version: 'v',
};

async function entryContext(url: string): Promise<EntryContext> {
  const staticHandlerContext = (await handler.query(new Request(`http://site.test${url}`))) as StaticHandlerContext;
  return {
    manifest,
    routeModules,
    staticHandlerContext,
    branches: (handler as unknown as { _internalRouteBranches: EntryContext['branches'] })._internalRouteBranches,
    future: { v8_middleware: false, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    serverHandoffString: '{}',
    renderMeta: {},
  } as unknown as EntryContext;
}

const draw = (context: EntryContext, url: string) =>
  renderToString(<ServerRouter context={context} url={`http://site.test${url}`} nonce="n" />);

describe('pageRouterContext', () => {
  it.each([
    '/',
    '/cookies',
    '/page17',
    '/media/3370/dieu-cherche',
    '/media/3370',
    '/mon-compte',
    '/mon-compte/donnees',
    '/a/b/c',
    '/livres/tous/les/livres',
    '/admin/membres',
    '/nulle/part/ici',
  ])('draws %s as React Router draws it with the whole table', async (url) => {
    const whole = draw(await entryContext(url), url);
    const context = await entryContext(url);
    const trimmed = pageRouterContext(context);
    expect(draw(trimmed, url)).toBe(whole);
    // The page's manifest is in it (the routes of the page and of « / »), not the whole table.
    expect(whole).toContain('window.__reactRouterManifest');
    expect(Object.keys(trimmed.manifest.routes).length).toBeLessThan(12);
  });

  it('keeps what it learnt: the same manifest for the same routes, the same branches for the same paths', async () => {
    const first = pageRouterContext(await entryContext('/mon-compte/donnees'));
    const again = pageRouterContext(await entryContext('/mon-compte/donnees'));
    expect(again.manifest).toBe(first.manifest);
    expect(again.branches).toEqual(first.branches);
  });
});
