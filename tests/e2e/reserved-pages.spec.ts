import { expect, expectLayoutAndA11y, open, refused, test, viewports } from './support.ts';

/**
 * One rule for the pages reserved to a role (decision 0112): a visitor is sent to sign in, remembering the page; a
 * signed-in member without the role gets « Accès réservé » (403) in the site's frame, on the back office as
 * everywhere else, not the sign-in page that would send them home.
 */

const reserved = ['/espace-candidats', '/reunions-direct', '/vote2024', '/rapportAG', '/admin', '/df'];

for (const [name, viewport] of Object.entries(viewports)) {
  test(`${name} : un membre sans le rôle voit « Cette page est réservée » partout, un visiteur va à la connexion`, async ({
    page,
    signInAs,
    expectedErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await open(page, '/espace-candidats');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fespace-candidats$/);

    await signInAs(page, 'sans-role');
    for (const path of reserved) {
      expectedErrors.push(refused(403, path));
      const answer = await open(page, path);
      expect(answer?.status(), path).toBe(403);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: 'Cette page est réservée', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/^Accès réservé \|/);
    }
    await expect(page.getByText('Votre compte n\'a pas accès à cette page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact');
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: 'Retour à l\'accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
