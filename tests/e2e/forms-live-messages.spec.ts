import type { Page } from '@playwright/test';
import { expect, expectLayoutAndA11y, open, test, viewports } from './support.ts';

/**
 * What the card field and the magazine's information form say, in French (spec part 3 §2, §5, §8): the card field's
 * error shows as the member types, as Stripe's does; an empty required field gives « Veuillez remplir tous les
 * champs ! » above the form and its own message under each field.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function toCardTab(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.7.2.${Date.now() % 250}` });
  await open(page, '/soutien');
  await page.getByRole('combobox', { name: 'Civilité' }).selectOption('M.');
  await field(page, 'Nom').fill('Roux');
  await field(page, 'Prénom').fill('Daniel');
  await field(page, 'Adresse postale').fill('3 rue Haute');
  await field(page, 'Code postal').fill('30100');
  await field(page, 'Ville').fill('Alès');
  await field(page, 'Téléphone').fill('04 66 00 00 00');
  await field(page, 'Adresse e-mail').fill(`daniel.${Date.now()}@exemple.fr`);
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
  await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`${name} : le champ carte dit son erreur pendant la saisie`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await toCardTab(page);
    const numero = field(page, 'Numéro de carte');
    // Typed, not left: a number that cannot be a card is said at once.
    await numero.pressSequentially('4242 4242 4242 4241');
    await expect(numero).toBeFocused();
    await expect(numero).toHaveAccessibleDescription('Votre numéro de carte n’est pas valide.');
    await expect(numero).toHaveAttribute('aria-invalid', 'true');
    await expectLayoutAndA11y(page);
    await numero.press('Backspace');
    await expect(numero).not.toHaveAttribute('aria-invalid');
    await numero.pressSequentially('2');
    await expect(numero).toHaveAccessibleDescription('');

    const expiration = field(page, 'Date d’expiration');
    await expiration.pressSequentially('13');
    await expect(expiration).toHaveAccessibleDescription('Le mois d’expiration de votre carte n’est pas valide.');
    await expiration.fill('');
    await expiration.pressSequentially('12/3');
    await expect(expiration).not.toHaveAttribute('aria-invalid');
    // Unfinished: said once the field is left, then it follows what is typed.
    await expiration.press('Tab');
    await expect(expiration).toHaveAccessibleDescription('La date d’expiration de votre carte est incomplète.');
    await expiration.press('End');
    await page.keyboard.type('4');
    await expect(expiration).not.toHaveAttribute('aria-invalid');

    await field(page, 'Cryptogramme').pressSequentially('12a');
    await expect(field(page, 'Cryptogramme')).toHaveAccessibleDescription(
      'Le code de sécurité de votre carte n’est pas valide.',
    );
    await field(page, 'Cryptogramme').press('Backspace');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(field(page, 'Cryptogramme')).toHaveAccessibleDescription(
      'Le code de sécurité de votre carte est incomplet.',
    );
    await expectLayoutAndA11y(page);
  });

  test(`${name} : « Veuillez remplir tous les champs ! » avec le message de chaque champ`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'abonne-messages');
    await open(page, '/revue');
    await page.getByRole('button', { name: 'Choisir la formule 1 an' }).click();
    await expect(page.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'Adresse postale').fill('8 rue du Temple');
    await field(page, 'Code postal').fill('30100');
    await field(page, 'Ville').fill('x'.repeat(121));
    await field(page, 'Pays').fill('France');
    await field(page, 'Tel mobile').fill('');
    await page.getByRole('button', { name: 'Valider mes informations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs !' })).toBeVisible();
    await expect(field(page, 'Tel mobile')).toHaveAccessibleDescription('Le téléphone mobile est obligatoire');
    await expect(field(page, 'Ville')).toHaveAccessibleDescription('Ce champ est trop long (120 caractères au maximum)');
    await expectLayoutAndA11y(page);

    // Nothing left empty: the field's own message stays, the form's goes.
    await field(page, 'Tel mobile').fill('06 11 22 33 44');
    await expect(field(page, 'Tel mobile')).toHaveAccessibleDescription('');
    await expect(page.getByText('Veuillez remplir tous les champs !')).toHaveCount(0);
    await expect(field(page, 'Ville')).toHaveAccessibleDescription('Ce champ est trop long (120 caractères au maximum)');
  });
}
