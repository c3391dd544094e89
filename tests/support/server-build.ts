import type { ServerBuild } from 'react-router';

/**
 * A React Router server build for tests: its entry module, routes and manifest of assets as given, the rest as the
 * site's build sets it (production, server rendering, routes discovered lazily).
 */
export function serverBuild(parts: {
  entry: { module: object };
  routes: Record<string, object>;
  assets: { entry: object; routes: Record<string, object> };
}): ServerBuild {
  return {
    ...parts,
    assets: { ...parts.assets, url: '/assets/manifest.js', version: 'v' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
