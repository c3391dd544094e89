import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, NavLink, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCurrentPath, PageLink, PageLinks } from './PageLink.tsx';

/** `node` drawn inside a router at `pathname`, as the shell draws its links. */
async function drawAt(pathname: string, node: ReactNode) {
  const routes = [{ path: '*', element: node }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe('isCurrentPath', () => {
  it.each([
    ['/actualites', '/actualites'],
    ['/actualites/', '/actualites'],
    ['/media/3370/un-titre', '/media'],
    ['/Actualites', '/actualites'],
    ['/actualites', '/Actualites'],
    ['/mediatheque', '/media'],
    ['/actualites', '/'],
    ['/', '/'],
    ['/revues/2024', '/revues/'],
    ['/revues', '/revues/'],
    ['/contact', '/actualites'],
    ['/actualites', '/actualites?page=2'],
  ])('%s under %s: as NavLink marks it', async (pathname, to) => {
    const html = await drawAt(pathname, <NavLink to={to}>lien</NavLink>);
    expect(isCurrentPath(pathname, to)).toBe(html.includes('aria-current="page"'));
  });
});

describe('PageLink', () => {
  it('is a plain anchor that React Router may discover, with the attributes given', async () => {
    const html = await drawAt(
      '/',
      <PageLinks>
        <PageLink to="/contact" className="lien" aria-current="page" prefetch>
          Contact
        </PageLink>
      </PageLinks>,
    );
    expect(html).toContain('<a class="lien" aria-current="page" href="/contact" data-discover="true">Contact</a>');
  });

  it('outside PageLinks is left to the browser', () => {
    expect(renderToString(<PageLink to="/cookies">Cookies</PageLink>)).toBe(
      '<a href="/cookies" data-discover="true">Cookies</a>',
    );
  });
});
