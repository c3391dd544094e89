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
  },
});
