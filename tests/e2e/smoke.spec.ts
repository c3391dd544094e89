import { expect, open, test } from './support.ts';

test('the home page answers in French', async ({ page }) => {
  const response = await open(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
