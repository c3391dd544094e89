import { defineConfig } from 'vitest/config';

/**
 * The tests that run the built site as production runs it (processes, a PostgreSQL server, faults): long, run after
 * the browser tests (which build the site), without the unit tests' global setup.
 */
export default defineConfig({
  test: {
    include: ['tests/processes/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
