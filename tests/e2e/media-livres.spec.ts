import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';
import { acceptCookies } from './media-support.ts';

const types = [
  ['toutLesLivres', 'Tous les livres'],
  ['commentaires', 'Commentaires'],
  ['meditationsQuotidiennes', 'Méditations quotidiennes'],
  ['etudesBilbiques', 'Études bibliques'],
  ['temoignages', 'Témoignages'],
  ['horsCollection', 'Hors collection'],
] as const;

test.describe('livres à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  for (const [type, label] of types) {
    test(`/livres/${type} montre ses livres sous leur titre de type`, async ({ page }) => {
      await acceptCookies(page);
      const response = await open(page, `/livres/${type}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livres');
      const main = page.locator('main');
      const headings = main.getByRole('heading', { level: 2 });
      if (type === 'toutLesLivres') await expect(headings).toHaveCount(5);
      else await expect(headings).toHaveText([label]);
      const cards = main.getByRole('article');
      expect(await cards.count()).toBeGreaterThanOrEqual(type === 'toutLesLivres' ? 30 : 5);
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoA11yViolations(page);
      const first = cards.first().getByRole('link');
      const title = await first.innerText();
      await first.click();
      await expect(page).toHaveURL(/\/media\/\d+\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});

test.describe('livres à 375 px', () => {
  test.use({ viewport: viewports.mobile });

  for (const [type] of types) {
    test(`/livres/${type} : mise en page et accessibilité`, async ({ page }) => {
      await acceptCookies(page);
      await open(page, `/livres/${type}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livres');
      await expectLayoutAndA11y(page);
    });
  }
});

test('la galerie photo s’ouvre en grand, se parcourt au clavier et rend le focus', async ({ page }) => {
  await acceptCookies(page);
  await open(page, '/media/3650/camp-d-%C3%A9t%C3%A9-dans-les-alpes');
  const opener = page.getByRole('button', { name: 'Agrandir la photo « Le lac au matin »' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Photo 2 sur 12')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 3 sur 12')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /ombre des pins/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
