import { defineConfig } from 'vitest/config';
import { stringsDefine } from './scripts/vite-strings.ts';

/**
 * The tests that run the built site as production runs it (tests/processes/: several processes on one PostgreSQL
 * database, the database's faults): production builds started as child processes on a PostgreSQL server
 * (TEST_DATABASE_URL, else the local one). No global setup of the unit tests: each file makes its own database, its
 * ports and its data folders. Two files at a time: their processes mostly wait (for a database that is away, a restart,
 * a job's heartbeat), and one at a time left a core idle for half of their time (decision 0132).
 */
export default defineConfig({
  define: stringsDefine(),
  test: {
    include: ['tests/processes/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
