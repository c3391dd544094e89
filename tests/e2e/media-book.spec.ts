import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';
import { acceptCookies } from './media-support.ts';

test.describe("page d'un livre à 1280 px", () => {
  test.use({ viewport: viewports.desktop });

  test('une adresse sans titre mène au livre, qui montre sa couverture, ses détails et son lien de commande', async ({
    page,
  }) => {
    await acceptCookies(page);
    const response = await open(page, '/media/3002');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/media\/3002\/l-%C3%A9p%C3%AEtre-aux-romains$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'épître aux Romains");
    const main = page.locator('main');
    await expect(main.getByRole('img', { name: "Couverture de « L'épître aux Romains »" })).toBeVisible();
    await expect(main.getByText('Nombre de pages')).toBeVisible();
    await expect(main.locator('dd').filter({ hasText: '412' })).toBeVisible();
    await expect(main.locator('dd').filter({ hasText: /^22,00\s€$/ })).toBeVisible();
    await expect(main.locator('dd').filter({ hasText: '20 janvier 2017' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Commander à la librairie' })).toHaveAttribute(
      'href',
      /^https:\/\/librairie\./,
    );
    await expect(main.getByRole('heading', { name: 'Références bibliques' })).toBeVisible();
    await expect(main.getByText('Romains 3:23')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Notes' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('un article a ses espaces insécables et son PDF ; un autre média se charge quand l’identifiant change', async ({
    page,
  }) => {
    await acceptCookies(page);
    await open(page, '/media/3111/le-phare-n-24');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Phare n° 24');
    await page.getByRole('link', { name: 'Toutes choses nouvelles' }).click();
    await expect(page).toHaveURL(/\/media\/3175\/toutes-choses-nouvelles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes choses nouvelles');
    const text = await page.locator('main .prose-text').innerText();
    expect(text).not.toMatch(/ [;!?»]/);
    expect(text).toMatch(/\u202f[?!;]/);
    await expect(page.getByRole('link', { name: "Télécharger l'article en PDF" })).toHaveAttribute(
      'href',
      /\.pdf\?telechargement=1$/,
    );
    await expectNoA11yViolations(page);
  });
});

test.describe('pages de médias à 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('un livre et un article passent les contrôles de mise en page et d’accessibilité', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/media/3002/l-%C3%A9p%C3%AEtre-aux-romains');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'épître aux Romains");
    await expectLayoutAndA11y(page);
    await open(page, '/media/3175/toutes-choses-nouvelles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes choses nouvelles');
    await expectLayoutAndA11y(page);
  });
});
