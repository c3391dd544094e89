import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, refused, test, viewports } from './support.ts';

/**
 * The whole life of an account, in French, with the site's mail read from a real SMTP server:
 * register → activate by mail → sign out → wrong password → sign in from a protected page → edit →
 * abandon → reset by mail → invalid link → old password refused, new accepted → no live-meeting access.
 */
const messages = {
  wrongLogin: "Le mot de passe ou l'indentifiant est incorrect !",
  invalidLink: 'Le lien est incorrect ou expiré !',
  updated: 'Vos informations ont été mises à jour avec succès',
  resetFromAccount: 'Un lien de réinitialisation de votre mot de passe vous a été envoyé par e-mail',
};

/** A field by the start of its label. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}`));
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('account lifecycle', async ({ page, expectedErrors }) => {
    test.setTimeout(240_000);
    // The wrong passwords are refused with 400.
    expectedErrors.push(refused(400, '/login'));
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.3.2.${Date.now() % 250}` });
    const email = `marie.desktop.${Date.now()}@exemple.fr`;
    const password = 'Sable-Doux-42';
    const newPassword = 'Chemin-Neuf-77';

    // Registration, with the live indicators and the server's message in a modal.
    await open(page, '/inscription');
    await expectNoA11yViolations(page);
    await field(page, 'Adresse mail').fill(email);
    await field(page, 'Prénom').fill('marie-claire de la croix');
    await field(page, 'Nom').fill('fontaine');
    const indicator = (id: string) => page.locator(`[data-indicator="${id}"]`);
    await field(page, 'Mot de passe').fill('fontaine');
    await expect(indicator('length')).toHaveAttribute('data-met', 'true');
    await expect(indicator('characters')).toHaveAttribute('data-met', 'false');
    await expect(indicator('personal')).toHaveAttribute('data-met', 'false');
    await field(page, 'Mot de passe').fill(password);
    for (const id of ['length', 'characters', 'personal'])
      await expect(indicator(id)).toHaveAttribute('data-met', 'true');
    await field(page, 'Confirmation du mot de passe').fill(password);
    await field(page, 'Date de naissance').pressSequentially('14071985');
    await expect(field(page, 'Date de naissance')).toHaveValue('14/07/1985');
    await field(page, 'Lieu de naissance').fill('alès');
    await field(page, 'Téléphone mobile').fill('06 12 34 56 78');
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const modal = page.getByRole('dialog', { name: 'Inscription' });
    await expect(modal).toContainText(`Un e-mail d'activation vient d'être envoyé à ${email}`);
    await expectNoA11yViolations(page);
    await modal.getByRole('button', { name: 'OK' }).click();

    // Activation by the link received over SMTP.
    const activation = await waitForMail(email, '/connexion/', sentAt);
    await open(page, linkIn(activation, '/connexion/'));
    await expect(page.getByRole('heading', { name: 'Activation du compte', level: 2 })).toBeVisible();
    await expect(page.getByTestId('activation-name')).toHaveText('Marie-Claire de la Croix FONTAINE');
    await expect(page.getByTestId('activation-email')).toHaveText(email);
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/mon-compte$/, { timeout: 10_000 });
    await signOut(page);

    // A protected page sends to /login; a wrong password shows the exact message and empties the field.
    await open(page, '/mon-compte');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmon-compte$/);
    await expectNoA11yViolations(page);
    await signIn(page, email, 'Pas-Le-Bon-1');
    await expect(page.getByRole('alert')).toHaveText(messages.wrongLogin);
    await expect(field(page, 'Mot de passe')).toHaveValue('');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByRole('link', { name: /Marie-Claire de la Croix FONTAINE/ })).toBeAttached();
    await expectNoA11yViolations(page);

    // Edit and save: the modal confirms, read mode comes back with the saved value.
    await expect(page.getByRole('tab', { name: 'Infomations personnelles' })).toBeVisible();
    await expect(field(page, 'Lieu de naissance')).toBeDisabled();
    await page.getByRole('link', { name: 'Modifier' }).click();
    await field(page, 'Lieu de naissance').fill('nîmes');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const saved = page.getByRole('dialog', { name: 'Mon compte' });
    await expect(saved).toContainText(messages.updated);
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect(field(page, 'Lieu de naissance')).toBeDisabled();
    await expect(field(page, 'Lieu de naissance')).toHaveValue('NÎMES');

    // "Abandonner" puts the server's data back.
    await page.getByRole('link', { name: 'Modifier' }).click();
    await field(page, 'Nom').fill('Autre');
    await page.getByRole('link', { name: 'Abandonner' }).click();
    await expect(field(page, 'Nom')).toHaveValue('FONTAINE');
    await expect(field(page, 'Nom')).toBeDisabled();

    // A reset link by mail from the account page.
    const askedAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toContainText(messages.resetFromAccount);
    await page.getByRole('dialog', { name: 'Mon compte' }).getByRole('button', { name: 'OK' }).click();
    const reset = await waitForMail(email, '/changer-mot-de-passe/', askedAt);
    await signOut(page);

    await open(page, '/changer-mot-de-passe/ce-lien-est-faux');
    await expect(page.getByRole('alert')).toHaveText(messages.invalidLink);
    await expectNoA11yViolations(page);

    await open(page, linkIn(reset, '/changer-mot-de-passe/'));
    await expect(page.getByTestId('reset-firstname')).toHaveText('Marie-Claire de la Croix');
    await expect(page.getByTestId('reset-lastname')).toHaveText('FONTAINE');
    await expect(page.getByTestId('reset-email')).toHaveText(email);
    await expectNoA11yViolations(page);
    await field(page, 'Nouveau mot de passe').fill(newPassword);
    await field(page, 'Confirmation du mot de passe').fill('Autre-Chose-12');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await field(page, 'Confirmation du mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signOut(page);

    // The old password fails, the new one works.
    await open(page, '/login');
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText(messages.wrongLogin);
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);

    // Without ROLE_REU_DIRECT: no "direct" in the menu, and /reunions-direct is refused.
    const menuButton = page.getByRole('button', { name: 'Menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(page.getByRole('link', { name: 'direct', exact: true })).toHaveCount(0);
    expectedErrors.push(refused(403, '/reunions-direct'));
    expect((await open(page, '/reunions-direct'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Cette page est réservée', level: 1 })).toBeVisible();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('the pages of the lifecycle pass the layout and axe checks', async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.3.1.${Date.now() % 250}` });
    const email = `marie.mobile.${Date.now()}@exemple.fr`;
    await open(page, '/inscription');
    await expectLayoutAndA11y(page);

    // The form itself is the journey's: here the account is registered through the API to reach the mailed pages.
    const sentAt = Date.now() - 1000;
    const registered = await page.request.post('/api/public/inscriptionUser', {
      data: {
        email,
        prenom: 'marie',
        nom: 'fontaine',
        password: 'Sable-Doux-42',
        dateNaissance: '14/07/1985',
        lieuNaissance: 'alès',
        telMobile: '06 12 34 56 78',
      },
    });
    expect(registered.status()).toBe(200);
    await open(page, linkIn(await waitForMail(email, '/connexion/', sentAt), '/connexion/'));
    await expect(page.getByRole('heading', { name: 'Activation du compte', level: 2 })).toBeVisible();
    await expectLayoutAndA11y(page);
    await expect(page).toHaveURL(/\/mon-compte$/, { timeout: 10_000 });
    await expect(page.getByRole('tab', { name: 'Infomations personnelles' })).toBeVisible();
    await expectLayoutAndA11y(page);

    const askedAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await page.getByRole('dialog', { name: 'Mon compte' }).getByRole('button', { name: 'OK' }).click();
    const reset = await waitForMail(email, '/changer-mot-de-passe/', askedAt);
    await signOut(page);

    await open(page, '/login');
    await expectLayoutAndA11y(page);
    await open(page, '/changer-mot-de-passe/ce-lien-est-faux');
    await expect(page.getByRole('alert')).toHaveText(messages.invalidLink);
    await expectLayoutAndA11y(page);
    await open(page, linkIn(reset, '/changer-mot-de-passe/'));
    await expect(page.getByTestId('reset-email')).toHaveText(email);
    await expectLayoutAndA11y(page);
  });
});
