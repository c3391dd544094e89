import { expect, expectLayoutAndA11y, open, refused, test, viewports } from './support.ts';

const pages = [
  { path: '/', status: 200, h1: 'Annoncer, enseigner, accueillir', title: /^Accueil \| / },
  { path: '/cookies', status: 200, h1: 'Vie privée et cookies', title: /^Vie privée et cookies \| / },
  { path: '/cette-page-nexiste-pas', status: 404, h1: 'Page introuvable', title: /^Page introuvable/ },
];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    for (const p of pages) {
      test(`${p.path} shows its banner inside the shell, in French, fits the width, with no axe violation`, async ({
        page,
        expectedErrors,
      }) => {
        if (p.status === 404) expectedErrors.push(refused(404, p.path));
        const response = await open(page, p.path);
        expect(response?.status()).toBe(p.status);
        await expect(page).toHaveTitle(p.title);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
        await expect(page.getByText(`© 2000–${new Date().getFullYear()}`)).toBeVisible();
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        // Banner pictures have their size set: nothing shifts while they load.
        const banner = page.locator('header img').first();
        await expect(banner).toHaveAttribute('width', '1600');
        await expect(banner).toHaveAttribute('height', '900');
        await expectLayoutAndA11y(page);
      });
    }
  });
}

test('the home holds its two blocks of cards, the association block, the verse and its links', async ({ page }) => {
  await open(page, '/');
  for (const title of [
    'Églises',
    'Parole partagée',
    'Cantiques',
    'Accueil et jeunesse',
    'Formation missionnaire',
    'Enfants',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Églises', exact: true }).last()).toHaveAttribute('href', '/eglises');
  const association = page.getByRole('region', { name: 'Association cultuelle' });
  await expect(association.getByRole('link', { name: 'Confession de foi' })).toHaveAttribute(
    'href',
    '/confession-de-foi',
  );
  await expect(association.getByRole('link', { name: 'Historique' })).toHaveAttribute('href', '/historique');
  await expect(association.getByRole('link', { name: 'Nous soutenir' })).toHaveAttribute('href', '/soutien');
  await expect(
    page.getByText("confie-le à des hommes fidèles, qui soient capables de l'enseigner aussi à d'autres."),
  ).toBeVisible();
  await expect(page.getByText('2 Timothée 2.2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les photos de la mission' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
});

test('an unknown address answers the French 404 page, and so does a deep one', async ({ page, expectedErrors }) => {
  expectedErrors.push(refused(404, '/un/deux/trois'));
  const response = await open(page, '/un/deux/trois');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annoncer, enseigner, accueillir');
});
