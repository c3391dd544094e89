import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expect, open, test } from './support.ts';

/** Decision 0036: the strings come as files, one per language and namespace, fetched once each. */
const strings = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
const frCookies = strings('fr', 'cookies') as { intro: string; updated: string };
const enCookies = strings('en', 'cookies') as { intro: string };
const enAccounts = strings('en', 'accounts') as { login: { h1: string; forgot: string } };

/** The string files the page requests, each by its language and namespace (/assets/strings-<version>/<lang>/<ns>.json). */
function watchStringFiles(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(/^\/assets\/strings-[\w-]+\/(\w+\/[\w-]+)\.json$/);
    if (file) requested.push(file[1]);
  });
  return requested;
}

/** The page is still the one first loaded: a navigation in the browser, not a new document. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}

test('in French, the HTML names the strings of its page only, and another page loads its own once', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<html[^>]* data-lang="fr" data-namespaces="common home"/);
  expect(html).not.toContain(frCookies.intro.slice(0, 60));
  expect(html).not.toContain(JSON.stringify(frCookies.updated));

  const requested = watchStringFiles(page);
  await open(page, '/');
  expect(requested.toSorted()).toEqual(['fr/common', 'fr/home']);
  const sameDocument = await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vie privée et cookies' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByText(frCookies.updated)).toBeVisible();
  await expect(page.getByText(frCookies.intro.slice(0, 60))).toBeVisible();
  expect(await sameDocument()).toBe(true);
  expect(requested).toHaveLength(3);
  expect(new Set(requested).size).toBe(3);
  expect(requested[2]).toBe('fr/cookies');
});

test('in English, the page and the next one are drawn in English, French filling in, each file fetched once', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  const requested = watchStringFiles(page);
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-namespaces', 'common home');
  // common and home in English and in French.
  expect(requested.toSorted()).toEqual(['en/common', 'en/home', 'fr/common', 'fr/home']);
  const sameDocument = await markDocument(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enAccounts.login.h1);
  await expect(page.getByRole('link', { name: enAccounts.login.forgot })).toBeVisible();
  expect(await sameDocument()).toBe(true);
  // accounts and the form messages (decision 0110) in English and in French, once each.
  expect(requested.slice(4).toSorted()).toEqual(['en/accounts', 'en/messages', 'fr/accounts', 'fr/messages']);
  expect(new Set(requested).size).toBe(8);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and cookies' }).click();
  await expect(page.getByText(enCookies.intro.slice(0, 60))).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\b(intro|updated|table\.caption)\b/);
  expect(new Set(requested).size).toBe(requested.length);
});

test('a strings file of another build is a plain 404, not a page', async ({ page }) => {
  const answer = await page.request.get('/assets/strings-ancienne/fr/common.json');
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toBe('');
});
