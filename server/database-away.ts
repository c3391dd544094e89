import { data, type ServerBuild } from 'react-router';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';
import type { WebLoadContext } from './http.ts';

/** A loader, an action or a middleware (which gets `next` besides). */
type Handler = (args: { request: Request; url: URL; context: unknown }, ...rest: never[]) => unknown;

/**
 * The web app whose loaders, actions and middleware answer 503 when the database is away (a restart, a failover, a cut): the
 * error becomes a route error response, drawn by the shell's boundary as the "away" page, the same in the document,
 * in the browser after hydration and after a client navigation; any other error stays a 500 (decision 0083).
 */
export function withDatabaseAway(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action, middleware } = route.module as {
      loader?: Handler;
      action?: Handler;
      middleware?: Handler[];
    };
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader && { loader: away(loader) }),
        ...(action && { action: away(action) }),
        ...(middleware && { middleware: middleware.map(away) }),
      } as typeof route.module,
    };
  }
  return { ...build, routes };
}

function away(handler: Handler): Handler {
  return async (args, ...rest) => {
    try {
      return await handler(args, ...rest);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const { ctx } = args.context as WebLoadContext;
      ctx.log.warn({ err, path: args.url.pathname }, 'page en 503 : base de données injoignable');
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    }
  };
}
