import type { Page } from '@playwright/test';
import { expect, expectLayoutAndA11yAtBothWidths, open, test, viewports } from './support.ts';

/**
 * After a first submit, a field's message goes as soon as the value typed is right (Conform's shouldRevalidate
 * 'onInput'), on the registration and the donation forms; an empty password confirmation has its own message.
 */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectFixedAsTyped(page: Page, name: string, message: string, value: string) {
  const input = textbox(page, name);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
  await input.fill(value);
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
}

// Each form is filled once, at 1280 px; its messages get the layout and axe pass at both widths (decision 0125).
test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });
  // The time of the two tests each one replaces (one per width).
  test.beforeEach(() => test.setTimeout(240_000));

  test('registration: messages leave as the fields are filled, the empty confirmation has one', async ({ page }) => {
    await open(page, '/inscription');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const confirmation = page.getByLabel(/^Confirmation du mot de passe/);
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(/Veuillez confirmer votre mot de passe/);
    await expectLayoutAndA11yAtBothWidths(page);

    await expectFixedAsTyped(page, 'Prénom', 'Veuillez saisir votre prénom', 'Lucie');
    await expectFixedAsTyped(page, 'Lieu de naissance', 'Veuillez saisir votre lieu de naissance', 'Nîmes');
    await page.getByLabel(/^Mot de passe/).fill('Sable-Doux-42');
    await confirmation.fill('Sable-Doux-4');
    await expect(confirmation).toHaveAccessibleDescription(/Les mots de passe ne correspondent pas/);
    await confirmation.fill('Sable-Doux-42');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  test('donation: messages leave as the fields are filled', async ({ page }) => {
    await open(page, '/soutien');
    await textbox(page, 'Montant du don (en euros)').fill('');
    await page.getByRole('button', { name: 'Valider mes informations' }).click();
    await expectLayoutAndA11yAtBothWidths(page);
    await expectFixedAsTyped(page, 'Nom', 'Le nom est obligatoire', 'Lefèvre');
    await expectFixedAsTyped(page, 'Ville', 'La ville est obligatoire', 'Alès');
    // « Civilité » starts empty and is required (it is printed on the tax receipt); choosing it clears its message.
    const civilite = page.getByRole('combobox', { name: /^Civilité/ });
    await expect(civilite).toHaveValue('');
    await expect(page.getByText('Veuillez choisir une civilité')).toBeVisible();
    await civilite.selectOption('Mme');
    await expect(page.getByText('Veuillez choisir une civilité')).toBeHidden();
    await expectFixedAsTyped(page, 'Montant du don (en euros)', 'Le montant est obligatoire', '25');
  });
});
