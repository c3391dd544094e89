import { matchRoutes, type DataRouteObject, type EntryContext } from 'react-router';

type Branch = EntryContext['branches'][number];
type Manifest = EntryContext['manifest'];

/**
 * What React Router's `ServerRouter` needs of the route table to draw one page, handed to it instead of the whole
 * table (decision 0127). On every render it rebuilds its routes from `manifest.routes` (`createServerRoutes`, then
 * `createStaticRouter`: every one of the ~130 routes copied twice), and its `Scripts` writes into the page the routes
 * of the address and of each of its parents, « / » included (`getPartialManifest`), matching each of those paths
 * against every route branch in turn (« / » ranks last). Together about a tenth of the CPU of a page (decision 0127).
 *
 * Handed only the routes that page's manifest holds, and only the branches those paths matched, in their rank, it
 * writes the same page: the drawn routes are the matched ones (the static handler's matches, which are among them),
 * and the first of those branches to match a path is the first of all branches to match it (any earlier one would
 * come earlier among all). The branch each path matches is looked up once (`matchRoutes` over the same routes).
 */
export function pageRouterContext(context: EntryContext): EntryContext {
  const table = tableOf(context.branches);
  const { location, matches, basename } = context.staticHandlerContext;
  const branches: Branch[] = [];
  for (const path of partialManifestPaths(location.pathname)) {
    const branch = table.branchOf(path, basename);
    if (branch && !branches.includes(branch)) branches.push(branch);
  }
  branches.sort((a, b) => table.rank.get(a)! - table.rank.get(b)!);
  const ids = new Set(matches.map((m) => m.route.id));
  for (const branch of branches) for (const meta of branch.routesMeta) ids.add(meta.route.id);
  return { ...context, manifest: table.manifestWith(context.manifest, [...ids]), branches };
}

/** The paths whose routes `getPartialManifest` adds to the page's own: « / » and each parent of the address. */
export function partialManifestPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

/** Paths and sets of routes remembered at most this many each (an address's parents are the visitor's to choose). */
const remembered = 1000;

const tables = new WeakMap<EntryContext['branches'], ReturnType<typeof makeTable>>();

/**
 * The branch of each path, for every table at once (one per handler of server/page-handlers.ts): the visitor's paths
 * are kept 1,000 at most in all, not per table.
 */
const branchByPath = new Map<string, Branch | null>();
let tablesMade = 0;

/** The static handler's branches are made once per process: what follows from them is kept beside them. */
function tableOf(all: EntryContext['branches']) {
  let table = tables.get(all);
  if (!table) tables.set(all, (table = makeTable(all)));
  return table;
}

function makeTable(all: Branch[]) {
  const rank = new Map(all.map((branch, i) => [branch, i]));
  /** A route's branch: the one whose last route it is. */
  const byRoute = new Map(all.map((branch) => [branch.routesMeta.at(-1)!.route, branch]));
  const routes = [...new Set(all.map((branch) => branch.routesMeta[0].route))] as DataRouteObject[];
  const table = tablesMade++;
  const manifests = new WeakMap<Manifest, { order: Map<string, number>; made: Map<string, Manifest> }>();
  return {
    rank,
    /** The branch React Router matches a path to, if any. */
    branchOf(path: string, basename: string | undefined): Branch | null {
      const key = `${table} ${path}`;
      let branch = branchByPath.get(key);
      if (branch === undefined) {
        const found = matchRoutes(routes, path, basename || '/');
        branch = (found && byRoute.get(found.at(-1)!.route)) ?? null;
        if (branchByPath.size >= remembered) branchByPath.clear();
        branchByPath.set(key, branch);
      }
      return branch;
    },
    /** The manifest with only these routes, in the manifest's order. */
    manifestWith(manifest: Manifest, ids: string[]): Manifest {
      let kept = manifests.get(manifest);
      if (!kept) {
        const order = new Map(Object.keys(manifest.routes).map((id, i) => [id, i]));
        manifests.set(manifest, (kept = { order, made: new Map() }));
      }
      const { order, made } = kept;
      const key = ids.sort((a, b) => order.get(a)! - order.get(b)!).join(' ');
      let trimmed = made.get(key);
      if (!trimmed) {
        trimmed = { ...manifest, routes: Object.fromEntries(ids.map((id) => [id, manifest.routes[id]])) };
        if (made.size >= remembered) made.clear();
        made.set(key, trimmed);
      }
      return trimmed;
    },
  };
}
