import { expect, expectNoA11yViolations, open, test, viewports } from './support.ts';

/** A signed-in member gives: the form is prefilled from the account, the receipt appears in /mon-compte. */
test('a member’s gift is prefilled and its receipt listed in « Reçus fiscaux »', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.9.1' });
  await open(page, '/login');
  await page.getByLabel('Mail').fill('membre@demo.lephare.example');
  await page.getByLabel('Mot de passe').fill('Lumiere-Phare-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await open(page, '/soutien');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Nom')).toHaveValue('MARTIN');
  await expect(field('Prénom')).toHaveValue('Claire');
  await expect(field('Adresse e-mail')).toHaveValue('membre@demo.lephare.example');
  // « Civilité » starts empty (it is printed on the tax receipt): the donor chooses it.
  await page.getByRole('combobox', { name: /^Civilité/ }).selectOption('Mme');
  await field('Montant du don (en euros)').fill('15');
  await field('Adresse postale').fill('2 impasse des Cèdres');
  await field('Code postal').fill('30140');
  await field('Ville').fill('Anduze');
  await field('Téléphone').fill('04 66 00 11 22');
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
  await expect(field('Nom du titulaire de la carte')).toHaveValue('Claire MARTIN');
  await field('Numéro de carte').fill('4242 4242 4242 4242');
  await field('Date d’expiration').fill('11/33');
  await field('Cryptogramme').fill('321');
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByRole('dialog', { name: 'Merci pour votre don' })).toBeVisible();

  await open(page, '/mon-compte');
  await page.getByRole('tab', { name: 'Reçus fiscaux' }).click();
  const row = page.getByRole('row').filter({ hasText: '15,00 €' });
  await expect(row).toContainText('Carte bancaire');
  await expectNoA11yViolations(page);
  const link = row.getByRole('link', { name: /^Télécharger le reçu n° \d{4}-\d{6} \(PDF\)$/ });
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
