import {
  createRequestHandler,
  matchRoutes,
  type RequestHandler,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { partialManifestPaths } from '../app/page-router-context.server.ts';

/** Addresses remembered at most (a media page's id and title are the visitor's to choose). */
const remembered = 2000;

/**
 * An address longer than this, or with more segments, goes to the whole build's handler, unremembered: each parent
 * of an address is matched once against the whole table to find its routes.
 */
const longestAddress = 512;
const mostSegments = 16;

/**
 * React Router's request handler, made once for each page's own routes (decision 0136). The handler React Router makes
 * for the whole build matches every request against the ~130 route branches in their rank, compiling each branch's
 * pattern as it tries it, before and again inside its static handler: a twentieth of the CPU of a short page. Handed
 * the routes a page draws and those its document names for the browser (« / » and the address's parents:
 * app/page-router-context.server.ts), it answers the same page, found among a handful of branches.
 *
 * The routes of an address are looked up once. What is not a page's first load — data for a navigation in the browser
 * (`.data`), the manifest the browser asks for —, an address no route matches and an overlong one go to the whole
 * build's handler. The site has no basename (react-router.config.ts): the manifest's path is compared as it is.
 */
export function pageHandlers(build: ServerBuild, mode: string): RequestHandler {
  const whole = createRequestHandler(build, mode);
  const tree = routeTree(build.routes, undefined);
  const basename = build.basename || '/';
  const manifestPath = build.routeDiscovery.manifestPath ?? '/__manifest';
  const tooLong = (pathname: string) =>
    pathname.length > longestAddress || pathname.split('/').length > mostSegments + 1;
  const byAddress = new Map<string, RequestHandler>();
  const byRoutes = new Map<string, RequestHandler>();

  function handlerOf(pathname: string): RequestHandler {
    const own = matchRoutes(tree, pathname, basename);
    if (!own) return whole;
    const ids = new Set(own.map((match) => match.route.id));
    for (const path of partialManifestPaths(pathname)) {
      for (const match of matchRoutes(tree, path, basename) ?? []) ids.add(match.route.id);
    }
    // In the build's order: a branch ranks among its siblings by its place, as in the whole table.
    const kept = Object.keys(build.routes).filter((id) => ids.has(id));
    const key = kept.join(' ');
    let handler = byRoutes.get(key);
    if (!handler) {
      const routes = Object.fromEntries(kept.map((id) => [id, build.routes[id]]));
      byRoutes.set(key, (handler = createRequestHandler({ ...build, routes }, mode)));
    }
    return handler;
  }

  return (request, loadContext) => {
    const { pathname } = new URL(request.url);
    let handler = byAddress.get(pathname);
    if (!handler) {
      // Never remembered: checked only for an address not seen yet.
      if (pathname.endsWith('.data') || pathname === manifestPath || tooLong(pathname)) {
        return whole(request, loadContext);
      }
      handler = handlerOf(pathname);
      if (byAddress.size >= remembered) byAddress.clear();
      byAddress.set(pathname, handler);
    }
    return handler(request, loadContext);
  };
}

/** The build's flat manifest as the tree `matchRoutes` reads. */
function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      return index ? { id, index: true, caseSensitive } : { id, path, caseSensitive, children: routeTree(routes, id) };
    });
}
