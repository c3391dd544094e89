import type { BrowserContext, Page } from '@playwright/test';
import { expect, open, test } from './support.ts';

/** A demo member of the embedded demo database (db/seed/accounts.ts). */
const member = { email: 'membre@demo.lephare.example', password: 'Lumiere-Phare-2026' };

/** A device of its own: a new context, signed in as the member from its own address (sign-ins are limited per address). */
async function signedInPage(context: BrowserContext): Promise<Page> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.6.0.${Math.floor(Math.random() * 250)}` });
  const page = await context.newPage();
  await open(page, '/login?redirectTo=%2Fmeditation-quotidienne');
  await page.getByLabel(/^Mail/).fill(member.email);
  await page.getByLabel(/^Mot de passe/).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/meditation-quotidienne$/);
  return page;
}

test('a member resumes on another device where they stopped listening', async ({ newContext }) => {
  // First device: play the third episode of the morning meditation for a moment.
  const phone = await signedInPage(await newContext());
  const morning = phone.getByRole('region', { name: 'Le pain du matin' }).last();
  const third = morning.getByRole('listitem').nth(2).getByRole('button');
  const saved = phone.waitForResponse(
    (r) => r.url().includes('/api/positions/') && r.request().method() === 'PUT' && r.ok(),
  );
  await third.click();
  await saved;
  const thirdId = await morning.locator('audio').getAttribute('data-track-id');
  await phone.context().close();

  // Second device: the same player opens on that episode, and a visitor's does not.
  const laptop = await signedInPage(await newContext());
  const player = laptop.getByRole('region', { name: 'Le pain du matin' }).last();
  await expect(player.locator('audio')).toHaveAttribute('data-track-id', thirdId!);
  await expect(player.getByRole('listitem').nth(2).getByRole('button')).toHaveAttribute('aria-current', 'true');
});

test('a visitor’s players start at the first file and save nothing', async ({ page }) => {
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
  await open(page, '/meditation-quotidienne');
  const player = page.getByRole('region', { name: 'Le pain du matin' }).last();
  await expect(player.getByRole('listitem').first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await player.getByRole('listitem').nth(1).getByRole('button').click();
  await expect
    .poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(puts).toEqual([]);
});
