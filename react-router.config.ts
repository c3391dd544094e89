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
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
