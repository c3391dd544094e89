import type { Page } from '@playwright/test';
import { waitForMail } from './global-setup.ts';
import { createAccount, expect, expectNoA11yViolations, open, test, viewports } from './support.ts';

/**
 * « Je donne chaque mois » on /soutien (issue 33), with the simulated provider and Stripe's test card and IBANs: a
 * member's monthly gift by card and by SEPA debit (the mandate shown and accepted), the provider's refusal under its
 * field, and a visitor sent to sign in who finds what they typed on their return.
 */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Mettre en place mon don mensuel' });

async function chooseMonthly(page: Page) {
  await page.getByRole('radio', { name: 'Je donne chaque mois' }).check();
  await expect(page).toHaveURL(/\/soutien\?don=mensuel$/);
}

async function fillDetails(page: Page, montant: string, jour: string) {
  await page.getByRole('combobox', { name: /^Civilité/ }).selectOption('Mme');
  await field(page, 'Nom').fill('Lefèvre');
  await field(page, 'Prénom').fill('Hélène');
  await field(page, 'Montant mensuel (en euros)').fill(montant);
  await page.getByRole('combobox', { name: /^Jour du prélèvement/ }).selectOption(jour);
  await field(page, 'Adresse postale').fill('8 rue du Temple');
  await field(page, 'Code postal').fill('30100');
  await field(page, 'Ville').fill('Alès');
  await field(page, 'Téléphone').fill('04 66 12 34 56');
}

/** The day of the month's next occurrence after today, as the confirmation writes it (« 15 décembre 2026 »). */
const longDate = /^Prochain prélèvement : le \d{1,2} [a-zéû]+ \d{4}\.$/;

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('a monthly gift by card: the refused card said under its number, then 4242 and the confirmation', async ({
    page,
    signInAs,
  }) => {
    const email = await signInAs(page, 'donateur-carte');
    await open(page, '/soutien');
    await chooseMonthly(page);
    await expect(field(page, 'Adresse e-mail')).toHaveValue(email);
    // The one-off gift's bounds and the day's: French messages under their fields.
    await fillDetails(page, '0,50', '15');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(field(page, 'Montant mensuel (en euros)')).toHaveAccessibleDescription(
      /Le montant minimum est de 1 €/,
    );
    await field(page, 'Montant mensuel (en euros)').fill('12');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByText('12,00 € chaque mois, le 15 du mois')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await expect(field(page, 'Nom du titulaire de la carte')).toHaveValue('Hélène LEFÈVRE');
    const numero = field(page, 'Numéro de carte');
    await numero.fill('4000 0000 0000 0002');
    await field(page, 'Date d’expiration').fill('12/34');
    await field(page, 'Cryptogramme').fill('123');
    await submit(page).click();
    await expect(numero).toHaveAccessibleDescription('Carte inconnue : en démonstration, utilisez une carte de test.');
    await expect(numero).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    const since = Date.now();
    await numero.fill('4242 4242 4242 4242');
    await expect(numero).not.toHaveAttribute('aria-invalid');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/dons-reguliers'));
    await submit(page).click();
    // The gift is sent with the donor's details, which it keeps for the annual receipt.
    expect((await posted).postDataJSON()).toMatchObject({
      civilite: 'Mme',
      nom: 'LEFÈVRE',
      prenom: 'Hélène',
      adressePostale: '8 rue du Temple',
      codePostal: '30100',
      ville: 'Alès',
      pays: 'France',
      tel: '04 66 12 34 56',
      email,
    });
    const thanks = page.getByRole('heading', { name: 'Merci : votre don mensuel est en place' });
    await expect(thanks).toBeFocused();
    await expect(page.getByText('Vous donnez 12,00 € chaque mois, le 15 du mois.')).toBeVisible();
    await expect(page.getByText(longDate)).toBeVisible();
    await expect(page.getByText('Par carte bancaire se terminant par 4242.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon compte › Dons réguliers' })).toHaveAttribute(
      'href',
      '/mon-compte?onglet=dons-reguliers',
    );
    await expectNoA11yViolations(page);
    await waitForMail(email, 'Votre don mensuel est en place', since);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('a monthly gift by SEPA debit: the mandate shown and required, an unknown IBAN refused, then the test IBAN', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, 'donateur-sepa');
    await open(page, '/soutien?don=mensuel');
    await expect(page.getByRole('radio', { name: 'Je donne chaque mois' })).toBeChecked();
    await fillDetails(page, '20', '3');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await page.getByRole('radio', { name: 'Prélèvement SEPA' }).check();
    const mandate = page.getByRole('region', { name: 'Mandat de prélèvement SEPA' });
    await expect(mandate).toContainText('Identifiant créancier SEPA');
    await expect(mandate).toContainText(/identifiant créancier SEPA FR\w+\)/);
    await expect(mandate).toContainText('au moins 5 jours avant');
    await expect(mandate).toContainText('dans les 8 semaines suivant la date de débit');
    await expect(field(page, 'Titulaire du compte')).toHaveValue('Hélène LEFÈVRE');
    const iban = field(page, 'IBAN');
    await iban.fill('FR76 3000 6000 0112 3456 7890 189');
    await submit(page).click();
    const accept = page.getByRole('checkbox', { name: 'J’accepte le mandat de prélèvement SEPA' });
    await expect(accept).toHaveAccessibleDescription('Le mandat de prélèvement SEPA doit être accepté');
    await accept.check();
    await submit(page).click();
    await expect(iban).toHaveAccessibleDescription('IBAN inconnu : en démonstration, utilisez un IBAN de test.');
    await expectNoA11yViolations(page);

    await iban.fill('FR14 2004 1010 0505 0001 3M02 606');
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Merci : votre don mensuel est en place' })).toBeFocused();
    await expect(page.getByText('Vous donnez 20,00 € chaque mois, le 3 du mois.')).toBeVisible();
    await expect(page.getByText(longDate)).toBeVisible();
    await expect(
      page.getByText(/^Par prélèvement SEPA sur le compte se terminant par 2606, mandat n° SIM-[A-Z0-9]+\.$/),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

for (const [width, viewport] of [
  ['phone', viewports.mobile],
  ['desktop', viewports.desktop],
] as const) {
  test(`a visitor is asked to sign in and finds what they typed on their return (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = await createAccount('visiteur-mensuel');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.23.${Math.floor(Math.random() * 250)}.9` });
    await open(page, '/soutien');
    await chooseMonthly(page);
    await fillDetails(page, '30', '20');
    await field(page, 'Adresse e-mail').fill('helene@exemple.fr');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Un compte pour gérer votre don' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsoutien%3Fdon%3Dmensuel$/);
    await page.getByLabel(/^Mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill('Sable-Doux-42');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/\/soutien\?don=mensuel$/);
    await expect(
      page.getByText('Nous avons retrouvé ce que vous aviez saisi : vérifiez-le, puis continuez.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Je donne chaque mois' })).toBeChecked();
    await expect(field(page, 'Nom')).toHaveValue('Lefèvre');
    await expect(field(page, 'Montant mensuel (en euros)')).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: /^Jour du prélèvement/ })).toHaveValue('20');
    await expect(field(page, 'Ville')).toHaveValue('Alès');
    await expect(field(page, 'Adresse e-mail')).toHaveValue('helene@exemple.fr');
    await expectNoA11yViolations(page);
    // Signed in now: the next step is the means of payment.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('30,00 € chaque mois, le 20 du mois')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Prélèvement SEPA' })).toBeVisible();
  });
}
