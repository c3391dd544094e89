import type { Page } from '@playwright/test';
import { expect, expectLayoutAndA11y, expectShownBelowToolbar, open, runAdmin, test, viewports } from './support.ts';

/**
 * Where the keyboard goes when a step changes or a modal closes: to the new step's name in the magazine wizard
 * (« Choisir », « Valider mes informations », « Suivant »), and back to « Modifier » after the account's "saved" modal
 * (its save button is gone by then). The vote's receipt modal is checked in votes-ballots.spec.ts.
 */
const password = 'Lumiere-Phare-2026';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function newMember(page: Page, name: string, address: string) {
  const email = `focus-${name}-${Date.now()}@exemple.fr`;
  await runAdmin([
    'user:create',
    ...['--email', email, '--password', password, '--firstname', 'Anne', '--lastname', 'Clavier'],
    '--activated',
  ]);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await open(page, '/login');
  await field(page, 'Mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the magazine wizard moves the keyboard to each new step', async ({ page }) => {
      await newMember(page, `revue-${name}`, `10.40.${name === 'mobile' ? 1 : 2}.1`);
      await open(page, '/revue');
      await page.getByRole('button', { name: 'Choisir la formule 1 an' }).click();
      const informations = page.getByRole('tab', { name: 'Informations' });
      await expect(informations).toBeFocused();
      await expectShownBelowToolbar(page, informations);
      await field(page, 'Tel mobile').fill('06 11 22 33 44');
      await field(page, 'Adresse postale').fill('8 rue du Temple');
      await field(page, 'Code postal').fill('30100');
      await field(page, 'Ville').fill('Alès');
      await page.getByRole('button', { name: 'Valider mes informations' }).click();
      const livraison = page.getByRole('tab', { name: 'Livraison' });
      await expect(livraison).toBeFocused();
      await expectShownBelowToolbar(page, livraison);
      await page.getByRole('button', { name: 'Suivant' }).click();
      const carte = page.getByRole('tab', { name: 'Carte bancaire' });
      await expect(carte).toBeFocused();
      await expectShownBelowToolbar(page, carte);
      await expectLayoutAndA11y(page);
    });

    test('closing the account’s "saved" modal gives the keyboard back to « Modifier »', async ({ page }) => {
      await newMember(page, `compte-${name}`, `10.40.${name === 'mobile' ? 3 : 4}.1`);
      await open(page, '/mon-compte');
      await page.getByRole('link', { name: 'Modifier' }).click();
      await page.getByLabel(/^Date de naissance/).fill('');
      await page.getByLabel(/^Date de naissance/).pressSequentially('14071985');
      await field(page, 'Lieu de naissance').fill('Anduze');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      const modal = page.getByRole('dialog', { name: 'Mon compte' });
      await expect(modal).toContainText('Vos informations ont été mises à jour avec succès');
      await modal.getByRole('button', { name: 'OK' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByRole('link', { name: 'Modifier' })).toBeFocused();
      await expectLayoutAndA11y(page);
    });
  });
}
