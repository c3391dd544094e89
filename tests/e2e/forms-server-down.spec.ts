import { expect, open, refused, test, viewports } from './support.ts';

/**
 * When the server cannot be reached or fails, a form keeps what the person typed and says so (spec part 3 §8), rather
 * than leaving for an error page; a page that fails is drawn inside the site's shell, in French.
 */
const unavailable = 'Le serveur est indisponible, veuillez réessayer plus tard';

test.use({ viewport: viewports.desktop });

test('a form sent while the network fails keeps what was typed, then goes through', async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/^console\.error: Failed to load resource: net::ERR_FAILED/);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.5.9.2' });
  await open(page, '/contact');
  const typed = { Nom: 'Marthe Olivier', 'Adresse e-mail': `marthe.${Date.now()}@exemple.fr`, Message: 'Bonjour !' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);

  await page.route('**/contact.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(unavailable)).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value);

  await page.unroute('**/contact.data*');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('dialog', { name: 'Message envoyé' })).toContainText('Votre message a bien été envoyé');
});

test('a page form answered 5xx stays on its page with what was typed', async ({ page, expectedErrors }) => {
  expectedErrors.push(refused(503, '/login'));
  await open(page, '/login');
  await page.getByLabel(/^Mail/).fill('quelqu.un@exemple.fr');
  await page.getByLabel(/^Mot de passe/).fill('Un-Secret-42');
  await page.route('**/login.data*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(unavailable)).toBeVisible();
  await expect(page.getByLabel(/^Mail/)).toHaveValue('quelqu.un@exemple.fr');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
});

test('a page that fails is drawn in the shell, in French', async ({ page, expectedErrors }) => {
  expectedErrors.push(refused(500, '/contact'));
  await open(page, '/');
  await page.route('**/contact.data*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un problème est survenu');
  await expect(page.getByText('Erreur 500')).toBeVisible();
  await expect(page.getByText("Le serveur n'a pas pu afficher cette page.", { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/^Erreur du serveur \|/);
});
