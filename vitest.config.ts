import { defineConfig } from 'vitest/config';
import { stringsDefine } from './scripts/vite-strings.ts';

/** Files that replace a module (vi.mock): each runs in a process of its own, where the replacement holds. */
const ownProcess = ['db/pglite-thread.test.ts'];
// In CI, where the two database passes, the type check and the lint share two cores, a test that fails once is run
// again and reported as flaky; a rule that is broken fails both times.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  define: stringsDefine(),
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'tests/processes/**', 'build*/**', 'data/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    retry,
    projects: [
      // Test files follow one another in a worker that keeps the modules it loaded (decision 0122): starting a process
      // and loading the site's modules for each of some 130 files cost more than their tests. Each file still gets its
      // own database, clock and context (tests/support/context.ts); what modules keep is keyed by them.
      // The template database is made once, by this project alone: given at the root, the global setup ran twice (for
      // the root and again for this project, which extends it), and on PostgreSQL migrated a second template for nothing.
      {
        extends: true,
        test: { name: 'unit', isolate: false, exclude: ownProcess, globalSetup: ['tests/support/global-setup.ts'] },
      },
      {
        define: stringsDefine(),
        test: { name: 'isolated', include: ownProcess, pool: 'forks', testTimeout: 30_000, retry },
      },
    ],
  },
});
