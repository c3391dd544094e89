import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Separate build folders let a second copy (tests, benchmarks) build without touching the first.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    // The back office's staff check runs once for the whole /admin branch (app/routes/admin.tsx).
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    // Loaders and actions get the request as it came and read the page's address from `url` (app/session.server.ts,
    // PageRequest): two copies of the request fewer for each route, 7–9 % of a member's page (decision 0150).
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
