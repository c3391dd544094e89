import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, refused, test, viewports } from './support.ts';

/** The account pages one by one: messages, colours, access by role, axe-core; then each at phone width. */
const demo = {
  direct: 'direct@demo.lephare.example',
  member: 'membre@demo.lephare.example',
  password: 'Lumiere-Phare-2026',
};

function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}`));
}

async function signIn(page: Page, email: string) {
  await open(page, '/login');
  await field(page, 'Mail').fill(email);
  await field(page, 'Mot de passe').fill(demo.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Each test signs in from an address of its own: sign-ins are limited per address. */
async function ownAddress(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.4.7.${Math.floor(Math.random() * 250)}` });
}

test('registration: every field announced as required, each error tied to its field, focus on the first', async ({
  page,
}) => {
  await open(page, '/inscription');
  const labels = ['Adresse mail', 'Prénom', 'Nom', 'Mot de passe', 'Confirmation du mot de passe'];
  for (const label of [...labels, 'Date de naissance', 'Lieu de naissance', 'Téléphone mobile'])
    await expect(field(page, label)).toHaveAttribute('required');
  await field(page, 'Prénom').fill('Marie');
  await field(page, 'Adresse mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(field(page, 'Adresse mail')).toBeFocused();
  await expect(field(page, 'Adresse mail')).toHaveAccessibleDescription('Adresse mail invalide');
  await expect(field(page, 'Prénom')).not.toHaveAttribute('aria-invalid');
  await expect(field(page, 'Nom')).toHaveAccessibleDescription('Veuillez saisir votre nom');
  await expect(field(page, 'Date de naissance')).toHaveAccessibleDescription(
    /jj\/mm\/aaaa.*Veuillez saisir votre date de naissance/,
  );
  await expectNoA11yViolations(page);
});

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });
  test.beforeEach(({ page }) => ownAddress(page));

  test('forgotten account: red alert for an unknown address, green and disabled button after a success', async ({
    page,
    expectedErrors,
  }) => {
    // The unknown address is refused with 400.
    expectedErrors.push(refused(400, '/compte-oublie'));
    await open(page, '/compte-oublie');
    await expectNoA11yViolations(page);
    await field(page, 'Adresse mail').fill('personne@exemple.fr');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      "Cette adresse mail n'a pas de compte sur ce site, veuillez creer un nouveau compte ou changer l'adresse mail",
    );
    await expect(alert).toHaveClass(/text-danger/);

    const since = Date.now() - 1000;
    await field(page, 'Adresse mail').fill(demo.member.toUpperCase());
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Le mail de connexion à bien été envoyé' });
    await expect(status).toHaveClass(/text-success/);
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await expectNoA11yViolations(page);
    const mail = await waitForMail(demo.member, '/changer-mot-de-passe/', since);
    expect(linkIn(mail, '/changer-mot-de-passe/')).toContain('/changer-mot-de-passe/');
  });

  test('an activation link that is wrong or used says so', async ({ page }) => {
    await open(page, '/connexion/ce-lien-est-faux');
    await expect(page.getByRole('alert')).toHaveText('Le lien est incorrect ou expiré !');
    await expectNoA11yViolations(page);
  });

  test('a member with ROLE_REU_DIRECT sees "direct" and opens the live-meeting page; login and registration send to /', async ({
    page,
  }) => {
    await open(page, '/login');
    await expectNoA11yViolations(page);
    await signIn(page, demo.direct);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole('link', { name: 'direct', exact: true }).click();
    await expect(page).toHaveURL(/\/reunions-direct$/);
    await expect(page.getByRole('heading', { name: 'Réunions en direct', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    for (const path of ['/login', '/inscription']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('after signing in, the visitor returns to the page they came from', async ({ page }) => {
    await open(page, '/cookies');
    await page.getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await field(page, 'Mail').fill(demo.member);
    await field(page, 'Mot de passe').fill(demo.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('the account pages pass the layout and axe checks', async ({ page }) => {
    await ownAddress(page);
    for (const path of ['/compte-oublie', '/login']) {
      await open(page, path);
      await expectLayoutAndA11y(page);
    }
    await open(page, '/connexion/ce-lien-est-faux');
    await expect(page.getByRole('alert')).toHaveText('Le lien est incorrect ou expiré !');
    await expectLayoutAndA11y(page);
    await signIn(page, demo.direct);
    await open(page, '/reunions-direct');
    await expect(page.getByRole('heading', { name: 'Réunions en direct', level: 1 })).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});

test('sign-in works without JavaScript', async ({ newContext, expectedErrors }) => {
  // The wrong password is refused with 400.
  expectedErrors.push(refused(400, '/login'));
  const context = await newContext({ javaScriptEnabled: false });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.5.0.1' });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Fmon-compte');
  await field(page, 'Mail').fill(demo.member);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(field(page, 'Mot de passe')).toHaveAccessibleDescription('Veuillez saisir votre mot de passe');
  await expect(field(page, 'Mail')).toHaveValue(demo.member);
  await field(page, 'Mot de passe').fill('mauvais');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText("Le mot de passe ou l'indentifiant est incorrect !");
  await field(page, 'Mot de passe').fill(demo.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('tab', { name: 'Infomations personnelles' })).toBeVisible();
});
