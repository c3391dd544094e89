import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Response } from '@playwright/test';

/**
 * The HTML of every distinct document the browser tests load from the site, kept for the HTML checker run after them
 * (scripts/check-documents.ts, decision 0102). Distinct: by method, address, status and whether a session cookie was
 * sent (a refused form, a member's page); the first load of each is kept. The folder is emptied by global-setup.ts.
 */
export const documentsDir = path.join(tmpdir(), `mission-e2e-documents-${process.env.E2E_PORT ?? '3100'}`);
/** One line per kept document: its file name, a tab, what it is (method, address, status, session). */
export const documentsIndex = path.join(documentsDir, 'index.tsv');

const siteHosts = new Set(['127.0.0.1', 'localhost']);
/** Reads still running, awaited before a test's contexts close (`documentsKept`). */
const pending = new Set<Promise<void>>();

async function keep(response: Response): Promise<void> {
  const request = response.request();
  const url = new URL(response.url());
  if (!request.isNavigationRequest() || !siteHosts.has(url.hostname)) return;
  if (response.status() >= 300 && response.status() < 400) return;
  if (!(await response.headerValue('content-type'))?.startsWith('text/html')) return;
  const session = /(?:^|;\s*)session=/.test((await request.headerValue('cookie')) ?? '');
  const what = `${request.method()} ${url.pathname}${url.search} ${response.status()}${session ? ' session' : ''}`;
  const file = `${createHash('sha1').update(what).digest('hex').slice(0, 16)}.html`;
  if (existsSync(path.join(documentsDir, file))) return;
  // The body is gone when the page navigated on or its context closed first: that load is not kept.
  const html = await response.text().catch(() => null);
  if (html === null) return;
  try {
    writeFileSync(path.join(documentsDir, file), html, { flag: 'wx' });
  } catch {
    return; // kept by the other worker meanwhile
  }
  appendFileSync(documentsIndex, `${file}\t${what}\n`);
}

/** Keeps the documents a context loads. */
export function recordDocuments(context: BrowserContext): void {
  context.on('response', (response) => {
    const read = keep(response).catch(() => {});
    pending.add(read);
    void read.finally(() => pending.delete(read));
  });
}

/** Waits for the documents being read. */
export async function documentsKept(): Promise<void> {
  await Promise.all(pending);
}
