import { defineConfig } from 'vitest/config';
import { stringsDefine } from './scripts/vite-strings.ts';

/**
 * The tests that run the built site as production runs it (tests/processes/: several processes on one PostgreSQL
 * database, the database's faults): production builds started as child processes on a PostgreSQL server
 * (TEST_DATABASE_URL, else the local one). No global setup of the unit tests: each file makes its own database. One
 * file at a time: the processes under test take the cores.
 */
export default defineConfig({
  define: stringsDefine(),
  test: {
    include: ['tests/processes/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
