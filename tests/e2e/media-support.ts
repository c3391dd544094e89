import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';

/** The cookie banner is accepted beforehand so it never covers the controls under test. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'cookie-consent', value: '1', url: baseURL }]);
}
