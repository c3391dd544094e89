import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';
import { acceptCookies } from './media-support.ts';

test.describe('prédication en audio et en vidéo à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('la vidéo ne se charge qu’après le clic, le lecteur audio joue la ligne choisie', async ({ page }) => {
    await acceptCookies(page);
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (/youtube|ytimg|google/.test(r.url())) youtube.push(r.url());
    });
    await open(page, '/media/3370/dieu-cherche-des-adorateurs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieu cherche des adorateurs');
    const main = page.locator('main');
    await expect(main.locator('iframe')).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(youtube).toEqual([]);

    // Audio: choosing the second row plays it and marks it as current.
    const rows = main.getByRole('region', { name: 'Écouter' }).getByRole('listitem').getByRole('button');
    await rows.nth(1).click();
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => main.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused || a.ended)).toBe(true);
    await expect(main.locator('audio')).toContainText('Your browser does not support HTML5 Audio!');

    await main.getByRole('button', { name: 'Regarder la vidéo « Dieu cherche des adorateurs »' }).click();
    const frame = main.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
  });
});

test('prédication à 375 px : mise en page et accessibilité, sans vidéo chargée', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await acceptCookies(page);
  await open(page, '/media/3370/dieu-cherche-des-adorateurs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieu cherche des adorateurs');
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expectLayoutAndA11y(page);
});
