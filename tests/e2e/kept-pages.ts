import type { CDPSession, Page } from '@playwright/test';

/**
 * A test's page handed on to the worker's next test with the same context options, in place of a new context and page
 * for every test (decision 0156). A new page starts a renderer process: about 1.4 s of the machine's CPU before its
 * first document, against 0.5 s for a document loaded in a page already open, on a two-core machine where the browser
 * tests are the most of CI's time.
 *
 * Between the two tests the page leaves the site's document for a text file of the site (robots.txt: no script runs
 * there, and the renderer stays, where about:blank would start another), and loses what a new context would not have:
 * its cookies, its local and session storage, the browser's HTTP cache (no answer of the last test is reused or
 * revalidated), its extra headers, any size the test gave the window, the mouse's place. A test that changed what this
 * cannot undo is followed by a new context: one that failed, visited another origin, or touched the page or its context
 * in another way (an init script, a binding, a route, a locator handler, emulated media, the clock, permissions,
 * geolocation, offline, credentials, stored state, default timeouts, page headers: each call noted; a listener left on
 * either: counted before and after), and one made with a stored state (a sign-in the reset would take away).
 * `E2E_FRESH_PAGES=1` gives each test a new page, as before this.
 */
export interface KeptPage {
  page: Page;
  /** What the test did that a handed-on page must not carry (the names of the calls). */
  touched: Set<string>;
  /** The origins the page's documents came from during the test. */
  origins: Set<string>;
  /** Listeners on the page and its context when the test got it. */
  listeners: Map<string, number>;
  /** The page's DevTools session, opened before any test's call (it clears the HTTP cache). */
  devtools: CDPSession;
}

/** Calls whose effect outlives the test, on a page as on its context. */
const lastingCalls = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket'];
const pageCalls = [
  ...lastingCalls,
  'addLocatorHandler',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const contextCalls = [
  ...lastingCalls,
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'setStorageState',
  'newCDPSession',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const clockCalls = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

/** Notes each call of `names` on `target` in `touched` before making it. */
function noteCalls(target: object, names: readonly string[], touched: Set<string>) {
  const calls = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const call = calls[name].bind(target);
    calls[name] = (...args) => {
      touched.add(name);
      return call(...args);
    };
  }
}

/** Playwright's pages and contexts are event emitters in the manner of Node's (not in its published types). */
interface Emitter {
  eventNames(): (string | symbol)[];
  listenerCount(event: string | symbol): number;
}

function listenerCounts(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [side, emitter] of [
    ['page', page as unknown as Emitter],
    ['context', page.context() as unknown as Emitter],
  ] as const) {
    for (const event of emitter.eventNames()) counts.set(`${side} ${String(event)}`, emitter.listenerCount(event));
  }
  return counts;
}

export class KeptPages {
  /** Pages waiting for a test, by the context options and window size they were made for. */
  #waiting = new Map<string, KeptPage>();

  /** The page kept for these options, taken from the pool. */
  take(options: string): KeptPage | undefined {
    const kept = this.#waiting.get(options);
    this.#waiting.delete(options);
    if (!kept || kept.page.isClosed()) return undefined;
    kept.listeners = listenerCounts(kept.page);
    return kept;
  }

  /** A new page, watched for what a test does to it. */
  async watch(page: Page): Promise<KeptPage> {
    const devtools = await page.context().newCDPSession(page);
    const kept: KeptPage = { page, touched: new Set(), origins: new Set(), listeners: new Map(), devtools };
    noteCalls(page, pageCalls, kept.touched);
    noteCalls(page.context(), contextCalls, kept.touched);
    noteCalls(page.context().clock, clockCalls, kept.touched);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) kept.origins.add(new URL(frame.url()).origin);
    });
    kept.listeners = listenerCounts(page);
    return kept;
  }

  /**
   * After the test: the page made ready for the next test with these options, or its context closed when the test
   * changed what cannot be undone, failed, or another page already waits for these options.
   */
  async handOn(
    kept: KeptPage,
    at: {
      options: string;
      viewport: { width: number; height: number } | null;
      extraHTTPHeaders?: Record<string, string>;
      baseURL?: string;
      storageState?: unknown;
      passed: boolean;
    },
  ): Promise<void> {
    const { page } = kept;
    const context = page.context();
    const site = at.baseURL ? new URL(at.baseURL).origin : undefined;
    const added = [...listenerCounts(page)].filter(([event, count]) => count > (kept.listeners.get(event) ?? 0));
    const reusable =
      !process.env.E2E_FRESH_PAGES &&
      at.passed &&
      at.storageState === undefined &&
      site !== undefined &&
      !page.isClosed() &&
      kept.touched.size === 0 &&
      added.length === 0 &&
      [...kept.origins].every((origin) => origin === site || origin === 'null') &&
      !this.#waiting.has(at.options);
    if (!reusable) {
      await context.close().catch(() => undefined);
      return;
    }
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      await page.goto(`${site}/robots.txt`, { timeout: 10_000 });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await kept.devtools.send('Network.clearBrowserCache');
      await context.setExtraHTTPHeaders(at.extraHTTPHeaders ?? {});
      if (at.viewport) await page.setViewportSize(at.viewport);
      await page.mouse.move(-1, -1);
      kept.origins.clear();
      this.#waiting.set(at.options, kept);
    } catch {
      await context.close().catch(() => undefined);
    }
  }

  /** Closes the pages still waiting (the worker's end). */
  async close(): Promise<void> {
    for (const { page } of this.#waiting.values())
      await page
        .context()
        .close()
        .catch(() => undefined);
    this.#waiting.clear();
  }
}
