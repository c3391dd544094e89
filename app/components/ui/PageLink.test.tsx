import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCurrentPath, PageLink, PageLinks } from './PageLink.tsx';

describe('isCurrentPath', () => {
  it.each([
    ['/actualites', '/actualites', true],
    ['/media/3370/un-titre', '/media', true],
    ['/Actualites', '/actualites', true],
    ['/mediatheque', '/media', false],
    ['/actualites', '/', false],
    ['/', '/', true],
    ['/revues/2024', '/revues/', true],
    ['/contact', '/actualites', false],
  ])('%s under %s: %s', (pathname, to, current) => {
    expect(isCurrentPath(pathname, to)).toBe(current);
  });
});

/** The links drawn inside a router at `/`, as the shell draws them. */
async function drawInRouter(links: ReactNode) {
  const routes = [{ path: '/', element: <PageLinks>{links}</PageLinks> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe('PageLink', () => {
  it('is a plain anchor that React Router may discover, with the attributes given', async () => {
    const html = await drawInRouter(
      <PageLink to="/contact" className="lien" aria-current="page" prefetch>
        Contact
      </PageLink>,
    );
    expect(html).toContain('<a class="lien" aria-current="page" href="/contact" data-discover="true">Contact</a>');
    expect(html).not.toContain('rel="prefetch"');
  });

  it('outside PageLinks is left to the browser', () => {
    expect(renderToString(<PageLink to="/cookies">Cookies</PageLink>)).toBe(
      '<a href="/cookies" data-discover="true">Cookies</a>',
    );
  });
});
