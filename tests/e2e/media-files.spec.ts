import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';
import { acceptCookies } from './media-support.ts';

test.describe('fichiers à télécharger à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('la page liste les fichiers ; « Tout écouter » joue le premier puis passe au suivant', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/media/3300/le-seigneur-est-mon-berger');
    await page.getByRole('link', { name: 'Voir les fichiers à télécharger' }).click();
    await expect(page).toHaveURL(/\/fichiers-a-telecharger\/3300\/le-seigneur-est-mon-berger$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fichiers à télécharger');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Nom', 'Extension', 'Taille (Mo)', 'Télécharger']);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(/wav\s*0,\d\d/i);
    await expect(table.getByRole('link').first()).toHaveAttribute('href', /\.wav\?telechargement=1$/);
    const panel = page.locator('section').filter({ has: table });
    expect((await panel.boundingBox())!.height).toBeGreaterThanOrEqual(480);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Tout écouter' }).click();
    const rows = page.locator('ol button');
    await expect(rows.first()).toHaveAttribute('aria-current', 'true');
    // The first file lasts a few seconds; when it ends, the second starts by itself.
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
    await expect
      .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => ({ src: a.src, moving: a.currentTime > 0 })))
      .toMatchObject({ src: expect.stringMatching(/questions-et-r/), moving: true });
  });
});

test('fichiers à télécharger à 375 px : mise en page et accessibilité', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await acceptCookies(page);
  await open(page, '/fichiers-a-telecharger/3300/le-seigneur-est-mon-berger');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fichiers à télécharger');
  // One stacked row per file: nothing scrolls sideways, every « Télécharger » within the screen.
  const list = page.getByRole('list', { name: 'Les fichiers de ce média' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(/wav · 0,\d\d Mo/i);
  for (const link of await list.getByRole('link', { name: /^Télécharger / }).all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('table')).toBeHidden();
  await expectLayoutAndA11y(page);
});
