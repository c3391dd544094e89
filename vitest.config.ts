import { defineConfig } from 'vitest/config';
import { stringsDefine } from './scripts/vite-strings.ts';

export default defineConfig({
  define: stringsDefine(),
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'tests/processes/**', 'build*/**', 'data/**'],
    pool: 'forks',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // In CI, where the two database passes, the type check and the lint share two cores, a test that fails once is
    // run again and reported as flaky; a rule that is broken fails both times.
    retry: process.env.CI ? 1 : 0,
  },
});
