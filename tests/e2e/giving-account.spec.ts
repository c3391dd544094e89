import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { waitForMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, open, runAdmin, test, viewports } from './support.ts';
import { DONOR } from '../support/donor.ts';

/**
 * The « Dons réguliers » tab of /mon-compte (issue 33): a member's monthly gift, made through the API as the /soutien
 * page would, changed, paused, resumed and stopped from the tab, each change confirmed by mail; a card declined when
 * charged (the simulated clock moved past the charge's day), the mail's link back to the tab, a new card there.
 */
interface Gift {
  id: number;
  prochainPaiement: string;
}

/** A monthly card gift of the signed-in member, through the API (the simulated provider's test card). */
async function giveMonthly(page: Page, numero: string, montant: string, jour: number): Promise<Gift> {
  // The site's own origin, as the /soutien page would send it (the page may not have opened any yet).
  const origin = baseURL;
  const post = async (path: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(path, { data, headers: { origin } });
    expect(answer.status(), path).toBe(200);
    return (await answer.json()).data;
  };
  const setup = await post('/api/dons-reguliers/moyens', { moyen: 'card' });
  const card = { numero, expiration: '12/34', cryptogramme: '123', titulaire: 'Odile Donatrice' };
  await post('/api/dons-reguliers/moyens/simule', { clientSecret: setup.clientSecret, moyen: 'card', ...card });
  return post('/api/dons-reguliers', { ...DONOR, montant, jour, setupId: setup.setupId });
}

const gift = (page: Page, amount: string) => page.getByRole('region', { name: `Don mensuel de ${amount}` });

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('le donateur change le montant, met en pause puis reprend, puis arrête son don', async ({ page, signInAs }) => {
    const email = await signInAs(page, 'donateur');
    await giveMonthly(page, '4242 4242 4242 4242', '20', 12);
    await open(page, '/mon-compte');
    await page.getByRole('tab', { name: 'Dons réguliers' }).click();
    const panel = gift(page, '20,00 €');
    await expect(panel).toContainText('Carte Visa se terminant par 4242');
    await expect(panel).toContainText('Le 12 de chaque mois');
    await expect(panel.getByText('Actif', { exact: true })).toBeVisible();
    await expect(panel).toContainText('Aucun paiement pour l’instant.');
    await expectLayoutAndA11y(page);

    const since = Date.now();
    await panel.getByRole('button', { name: 'Changer le montant ou le jour' }).click();
    const amount = page.getByRole('textbox', { name: /^Nouveau montant mensuel/ });
    await amount.fill('0,50');
    await page.getByRole('button', { name: 'Changer le montant', exact: true }).click();
    await expect(page.getByText('Le montant minimum est de 1 €')).toBeVisible();
    await expectLayoutAndA11y(page);
    await amount.fill('35');
    await page.getByRole('button', { name: 'Changer le montant', exact: true }).click();
    const changed = gift(page, '35,00 €');
    await expect(changed.getByRole('status')).toContainText('Le nouveau montant est enregistré');
    await waitForMail(email, 'Le nouveau montant de votre don mensuel est enregistré', since);

    await changed.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(changed.getByRole('status')).toContainText('Votre don est en pause');
    await expect(changed.getByText('En pause', { exact: true })).toBeVisible();
    await expect(changed).toContainText('Aucun paiement prévu');
    await changed.getByRole('button', { name: 'Reprendre' }).click();
    await expect(changed.getByRole('status')).toContainText('Votre don reprend');
    await expect(changed.getByText('Actif', { exact: true })).toBeVisible();
    await waitForMail(email, 'Votre don mensuel est en pause', since);
    await waitForMail(email, 'Votre don mensuel reprend', since);

    await changed.getByRole('button', { name: 'Arrêter ce don' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arrêter ce don mensuel ?' });
    await expect(dialog).toContainText('il ne pourra pas être repris');
    await expectLayoutAndA11y(page);
    await dialog.getByRole('button', { name: 'Garder mon don' }).click();
    await expect(changed.getByText('Actif', { exact: true })).toBeVisible();
    await changed.getByRole('button', { name: 'Arrêter ce don' }).click();
    await dialog.getByRole('button', { name: 'Arrêter définitivement' }).click();
    await expect(changed.getByRole('status')).toContainText('Votre don est arrêté');
    await expect(changed.getByText('Arrêté', { exact: true })).toBeVisible();
    await expect(changed.getByRole('button', { name: 'Mettre en pause' })).toHaveCount(0);
    await waitForMail(email, 'Votre don mensuel est arrêté : plus aucun paiement ne sera fait', since);
    await expectLayoutAndA11y(page);
  });

  test('un paiement refusé : le courriel mène à l’onglet, une nouvelle carte relance le don', async ({
    page,
    signInAs,
  }) => {
    const email = await signInAs(page, 'echec');
    // Saved, then declined when charged (Stripe's test card).
    const made = await giveMonthly(page, '4000 0000 0000 0341', '15', 3);
    const since = Date.now();
    await runAdmin(['giving:advance', '--to', made.prochainPaiement]);
    const mail = await waitForMail(email, 'n’a pas abouti', since);
    const link = mail.text.match(/https?:\/\/[^\s"<>]+\/mon-compte\?onglet=dons-reguliers/)?.[0];
    expect(link).toBeTruthy();

    await open(page, new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('tab', { name: 'Dons réguliers' })).toHaveAttribute('aria-selected', 'true');
    const panel = gift(page, '15,00 €');
    // Failing, or suspended should another test have moved the shared clock well past its retries.
    await expect(panel.getByText(/^(Paiement en échec|Suspendu)$/)).toBeVisible();
    await expect(panel.getByRole('alert')).toContainText('n’a pas abouti');
    await expect(panel.getByRole('row').nth(1)).toContainText('Échec');
    await expectLayoutAndA11y(page);
    await page.screenshot({ path: 'test-results/giving-account-failing-1280.png', fullPage: true });

    // The new means' form is open: an unknown card is refused by the provider, then a good one saves.
    await panel.getByRole('textbox', { name: 'Numéro de carte' }).fill('4111 1111 1111 1111');
    await panel.getByRole('textbox', { name: 'Date d’expiration' }).fill('11/33');
    await panel.getByRole('textbox', { name: 'Cryptogramme' }).fill('321');
    await panel.getByRole('textbox', { name: 'Nom du titulaire de la carte' }).fill('Odile Echec');
    await panel.getByRole('button', { name: 'Enregistrer ce moyen de paiement' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Carte inconnue' })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Numéro de carte' }).fill('5555 5555 5555 4444');
    const updated = Date.now();
    await panel.getByRole('button', { name: 'Enregistrer ce moyen de paiement' }).click();
    await expect(panel.getByRole('status')).toContainText('Votre nouveau moyen de paiement est enregistré');
    await expect(panel.getByText('Actif', { exact: true })).toBeVisible();
    await expect(panel).toContainText('Carte Mastercard se terminant par 4444');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await waitForMail(email, 'Votre nouveau moyen de paiement est enregistré', updated);
    await expectLayoutAndA11y(page);
    await page.screenshot({ path: 'test-results/giving-account-1280.png', fullPage: true });
  });
});

test.describe('à 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('l’onglet tient dans un téléphone : le jour changé, puis un IBAN et son mandat', async ({ page, signInAs }) => {
    await signInAs(page, 'mobile');
    await giveMonthly(page, '4242 4242 4242 4242', '12,50', 20);
    await open(page, '/mon-compte?onglet=dons-reguliers');
    const panel = gift(page, '12,50 €');
    await expect(panel).toContainText('Le 20 de chaque mois');
    await expectLayoutAndA11y(page);
    await panel.getByRole('button', { name: 'Changer le montant ou le jour' }).click();
    const day = page.getByRole('textbox', { name: /^Nouveau jour du mois/ });
    await day.fill('31');
    await page.getByRole('button', { name: 'Changer le jour', exact: true }).click();
    await expect(page.getByText('Le jour du mois va de 1 à 28')).toBeVisible();
    await day.fill('5');
    await page.getByRole('button', { name: 'Changer le jour', exact: true }).click();
    await expect(panel).toContainText('Le 5 de chaque mois');
    await expect(panel.getByRole('status')).toContainText('Le nouveau jour est enregistré');
    await panel.getByRole('button', { name: 'Changer de carte ou d’IBAN' }).click();
    await panel.getByRole('radio', { name: 'Prélèvement SEPA' }).check();
    await expect(panel).toContainText('Mandat de prélèvement SEPA');
    await expectLayoutAndA11y(page);
    await page.screenshot({ path: 'test-results/giving-account-375.png', fullPage: true });

    // A new IBAN: the mandate must be accepted first.
    await panel.getByRole('textbox', { name: 'IBAN' }).fill('FR14 2004 1010 0505 0001 3M02 606');
    await panel.getByRole('button', { name: 'Enregistrer ce moyen de paiement' }).click();
    await expect(panel.getByText('Le mandat de prélèvement SEPA doit être accepté')).toBeVisible();
    await panel.getByRole('checkbox', { name: 'J’accepte ce mandat de prélèvement SEPA' }).check();
    await panel.getByRole('button', { name: 'Enregistrer ce moyen de paiement' }).click();
    await expect(panel.getByRole('status')).toContainText('Votre nouveau moyen de paiement est enregistré');
    await expect(panel).toContainText('Prélèvement SEPA, IBAN se terminant par 2606');
    await expect(panel).toContainText(/Référence du mandat : SIM-/);
    await expectLayoutAndA11y(page);
  });
});
