import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against a production build on its own port, with a fresh temporary data folder.
 * E2E_PORT and BUILD_DIR let several copies run side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The SMTP server started by tests/e2e/global-setup.ts, to which the site under test sends its mail. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 20000);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // The two cores also run the site, its embedded database and two browsers: a flow with several sign-ins and axe-core
  // passes takes over a minute when the machine is slower than usual.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Tests are independent (own accounts, own visitor addresses, own mail addresses): two at a time, one per core.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    // Recording a trace (a DOM snapshot and a screenshot at each action) costs every test, passing ones too: on CI,
    // where a failed test runs again, only the second run records one (decision 0125).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell): the full browser's headless mode opens a window
      // with its own interface pages in an extra renderer for every context, which cost each test's context about
      // 2.3 s of CPU more (decision 0131).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `tsx tests/e2e/server.ts`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Stopped as an operator stops it, so that tests/e2e/server.ts drops its PostgreSQL database (killed at once, it
    // left one behind until the next run on that port).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    // TRUST_PROXY lets each test pose as its own visitor (X-Forwarded-For) so per-address rate limits stay apart.
    env: { E2E_PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRUST_PROXY: 'true' },
  },
});
