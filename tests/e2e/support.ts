import type axe from 'axe-core';
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { askRunningSite } from '../../server/admin-socket.ts';
import { documentsKept, recordDocuments } from './documents.ts';
import { axePasses } from './global-setup.ts';
import { copyTemplate } from './site-template.ts';
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type WebError,
} from '@playwright/test';
import { KeptPages } from './kept-pages.ts';

interface Fixtures {
  /**
   * Errors the test provokes on purpose, each named (see `refused`): any other `console.error` or uncaught page
   * error in a context of the test fails it.
   */
  expectedErrors: RegExp[];
  /** Watches a context for errors while the test runs (answers how to stop); checked against `expectedErrors` at its end. */
  watchErrors: (context: BrowserContext) => () => void;
  /** A fresh context with the `use` options (axe needs one from browser.newContext), watched for errors. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The test's page: one handed on from an earlier test of the worker with the same options, or a new one (./kept-pages.ts). */
  page: Page;
  /**
   * Signs a page in as a fresh account (created by the staff command) holding `roles`, named after `kind`; answers
   * its e-mail. `createAccount` and `signIn` below do each half.
   */
  signInAs: (page: Page, kind: string, roles?: string[]) => Promise<string>;
}

interface WorkerFixtures {
  /** Every context of the worker's browser keeps the documents it loads, for the HTML checker (./documents.ts). */
  keepDocuments: void;
  /** The worker's pages waiting for the next test with the same options (./kept-pages.ts). */
  keptPages: KeptPages;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  keepDocuments: [
    async ({ browser }, use) => {
      browser.on('context', recordDocuments);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  keptPages: [
    async ({}, use) => {
      const kept = new KeptPages();
      await use(kept);
      await kept.close();
    },
    { scope: 'worker' },
  ],
  expectedErrors: async ({}, use) => use([]),
  watchErrors: async ({ expectedErrors }, use) => {
    const errors: string[] = [];
    await use((context) => {
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
      };
      const onError = (error: WebError) => errors.push(`page error: ${error.error().stack ?? error.error().message}`);
      context.on('console', onConsole);
      context.on('weberror', onError);
      return () => {
        context.off('console', onConsole);
        context.off('weberror', onError);
      };
    });
    expect(errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)))).toEqual([]);
  },
  newContext: async ({ browser, watchErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      watchErrors(context);
      contexts.push(context);
      return context;
    });
    await documentsKept();
    for (const context of contexts) await context.close();
  },
  page: async (
    {
      browser,
      keptPages,
      watchErrors,
      // Every option a context is made with: a page is handed on between tests that share them all.
      acceptDownloads,
      actionTimeout,
      baseURL,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contextOptions,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      navigationTimeout,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
    testInfo,
  ) => {
    const options = JSON.stringify({
      ...{ acceptDownloads, actionTimeout, baseURL, bypassCSP, clientCertificates, colorScheme, contextOptions },
      ...{ contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials },
      ...{ ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, navigationTimeout, offline, permissions, proxy },
      ...{ reducedMotion, screen, serviceWorkers, storageState, timezoneId, userAgent, viewport },
    });
    // A failed test ends its worker, and its pool with it: a retry starts from a new context, which records its trace.
    const kept = keptPages.take(options) ?? (await keptPages.watch(await (await browser.newContext()).newPage()));
    const stopWatching = watchErrors(kept.page.context());
    await use(kept.page);
    await documentsKept();
    stopWatching();
    const passed = testInfo.status === testInfo.expectedStatus;
    await keptPages.handOn(kept, { options, viewport, extraHTTPHeaders, baseURL, storageState, passed });
  },
  signInAs: async ({}, use) => {
    await use(async (page, kind, roles = []) => {
      const email = await createAccount(kind, roles);
      await signIn(page, email);
      return email;
    });
  },
});

/**
 * The test of the back office's door: a visitor opening `from` is sent to sign in; once signed in without ROLE_ADMIN,
 * each page of `pages` answers 403, and so does each file of `files` (fetched, not opened).
 */
export function testStaffOnly(title: string, from: string, pages: string[], files: string[] = []) {
  test(title, async ({ signInAs, page, expectedErrors }) => {
    expectedErrors.push(...[...pages, ...files].map((path) => refused(403, path)));
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(from)}`));
    await signInAs(page, 'membre');
    for (const path of pages) expect((await page.goto(path))?.status()).toBe(403);
    for (const path of files) expect((await page.request.get(path)).status()).toBe(403);
  });
}

/** The password of the accounts the specs create. */
export const accountPassword = 'Sable-Doux-42';

/** The staff command's words making an activated account (`user:create`), for `runAdmin` or the admin socket. */
export function accountArgs(
  email: string,
  names: { firstname: string; lastname: string },
  roles: string[] = [],
  password = accountPassword,
) {
  const words = {
    '--email': email,
    '--password': password,
    '--firstname': names.firstname,
    '--lastname': names.lastname,
  };
  return ['user:create', ...Object.entries(words).flat(), '--activated', ...roles.flatMap((role) => ['--role', role])];
}

/** A fresh activated account with these roles, made by the staff command (first name Odile, last name `kind`). */
export async function createAccount(kind: string, roles: string[] = []): Promise<string> {
  const email = `${kind}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  await runAdmin(accountArgs(email, { firstname: 'Odile', lastname: kind }, roles));
  return email;
}

/**
 * Signs a page's browser context in by sending the /login form over HTTP from the context (its cookies land there),
 * from an address of its own (sign-ins are limited per address); the page stays where it was. The form typed and sent
 * in the page is the subject of the specs that sign in themselves (accounts-lifecycle, votes-ballots…); elsewhere a
 * sign-in is only the way in, and this one costs no page (decision 0122).
 */
export async function signIn(page: Page, email: string, password = accountPassword) {
  const address = { 'x-forwarded-for': `10.19.${Math.floor(Math.random() * 250)}.9` };
  await page.context().setExtraHTTPHeaders(address);
  const response = await page.context().request.post('/login', {
    form: { login: email, pass: password, redirectTo: '/' },
    // No Origin header (the server takes a request without one as same-site): the context's site may be a spec's own.
    headers: address,
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email}`).toBe(302);
  expect(response.headers()['set-cookie']).toMatch(/(^|\n)session=/);
}

/**
 * The console error Chromium logs when the server answers a request with an error status on purpose (a form
 * refused with 400, an unknown page with 404), for that status and that path (a page or its `.data` request).
 */
export function refused(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escaped}(\\.data)?([?#].*)?\\)$`,
  );
}

export { expect };

/** Opens a path and waits until React has hydrated it. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/**
 * A control the page moved the keyboard to (a wizard's next step) is in view and not under the fixed toolbar
 * (WCAG 2.4.11, focus not obscured): a list brought into view at the window's top sat under it.
 */
export async function expectShownBelowToolbar(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const toolbar = page.getByTestId('toolbar');
  await expect
    .poll(async () => {
      const [bar, box] = await Promise.all([toolbar.boundingBox(), target.boundingBox()]);
      return bar && box ? Math.round(box.y - (bar.y + bar.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

/** Fails with the list of axe-core violations (WCAG 2.1 AA) of the page as it is now. */
export async function expectNoA11yViolations(page: Page) {
  const started = performance.now();
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
  noteAxePass(page, started);
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build (580 KB), the same rules as `axe.source` (1.3 MB): sent to every document analysed, its
 * size is most of the injection's time (decision 0155).
 */
const axeSource = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * axe-core run in the page, as @axe-core/playwright's legacy mode runs it, its source injected once per document and
 * frame rather than at every pass: the builder evaluated its source two or three times a pass and, out of legacy
 * mode, finished each pass in a new blank page, 2–3 s a pass where the analysis itself takes 0.3–0.5 s (decision 0130).
 * A frame of another origin (a video player) is left out, as in that mode. Only the violations are asked for
 * (`resultTypes`) and sent back: axe-core then builds the selector and the HTML of one node per passed or incomplete
 * rule instead of every node, and the answer is a few bytes instead of 150–500 KB; a pass takes half the time, the same
 * violations found (decision 0134).
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) {
    const injected = frame
      .evaluate(() => 'axe' in window)
      .then(
        (present) => present || frame.evaluate(`${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'] })`),
      );
    // A frame that does not answer (an error page, one being replaced) is left out, as the builder leaves it out.
    await injected.catch(() => undefined);
  }
  return page.evaluate(
    async (values) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values },
          resultTypes: ['violations'],
        })
      ).violations,
    wcagTags,
  );
}

/** Each axe pass of the run, its time, width and address, for measuring the suite (`axePasses`, decision 0125). */
function noteAxePass(page: Page, started: number) {
  const line = [Math.round(performance.now() - started), page.viewportSize()?.width, page.url()].join('\t');
  appendFileSync(axePasses, `${line}\n`);
}

/** The layout and accessibility pass: the page fits the window's width (no sideways scrolling), no axe violation. */
export async function expectLayoutAndA11y(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page overflows the window by').toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
}

/**
 * The layout and axe-core pass at 375 then at 1280 px, the window then given back its size: a flow run once checks
 * each of its views at both widths (decision 0125).
 */
export async function expectLayoutAndA11yAtBothWidths(page: Page) {
  const size = page.viewportSize();
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await expectLayoutAndA11y(page);
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Journeys (what a visitor does) run at the desktop width; each page they pass through also gets a layout and
 * axe-core pass at the phone width, in the spec's phone block.
 */
export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Runs a staff command (npm run admin -- …) in the site under test, through its admin socket (tests/e2e/server.ts
 * writes the site's folder where this reads it). Answers what the command printed; fails when it fails.
 */
export async function runAdmin(argv: string[]): Promise<string> {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(path.join(tmpdir(), `mission-e2e-${port}.datadir`), 'utf8');
  const databaseUrl = readFileSync(path.join(tmpdir(), `mission-e2e-${port}.database`), 'utf8');
  const outcome = databaseUrl
    ? await runHere(dataDir, databaseUrl, argv)
    : await askRunningSite(path.join(dataDir, 'admin.sock'), argv);
  if (!outcome || outcome.code !== 0) throw new Error(`admin ${argv.join(' ')} : ${outcome?.text ?? 'pas de réponse'}`);
  return outcome.text;
}

/** The runtime staff commands run in when the site is on PostgreSQL (as `npm run admin` does), one per worker. */
let commandRuntime: Promise<import('../../server/context.ts').Runtime> | undefined;

async function runHere(dataDir: string, databaseUrl: string, argv: string[]) {
  const { runCommand } = await import('../../scripts/admin/commands.ts');
  commandRuntime ??= Promise.all([import('../../platform/config.ts'), import('../../server/context.ts')]).then(
    ([{ loadConfig }, { openRuntime }]) =>
      openRuntime(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })),
  );
  // The site's worker sends the mails the command queues, as it does for a command run through its socket.
  return runCommand((await commandRuntime).ctx, argv, { sendMails: false });
}

/**
 * A site of a test's own, from the browser tests' build (BUILD_DIR): its own port, data folder and embedded
 * database, no mail; `env` adds or overrides settings. For a test that changes what the others would see, or kills
 * the process. The child is the server's own process (not a wrapper such as npx), so that a kill reaches it. Its
 * database starts as a copy of the run's migrated template (./site-template.ts), unless `empty`: the site then creates
 * and migrates it, as at a first start in production.
 */
export function startOwnSite(options: { port: number; dataDir: string; env?: Record<string, string>; empty?: true }) {
  const buildDir = process.env.BUILD_DIR ?? 'build-e2e';
  const base = `http://127.0.0.1:${options.port}`;
  if (!options.empty) copyTemplate(options.dataDir);
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const exited = new Promise<unknown>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    /** Waits until the site answers /readyz. */
    async ready(timeoutMs = 150_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
        const up = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the site did not start');
    },
    /** Ends the site (SIGTERM: as an operator stops it; SIGKILL: a crash) and waits for its end. */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
