import type { Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import { waitForMail, type ReceivedMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, refused, test, viewports } from './support.ts';

/**
 * /soutien in French: the information form, card payment with Stripe's test cards (simulated provider),
 * transfer and cheque promises, the messages word for word and the mails received over SMTP.
 */
const messages = {
  promise: 'Votre promesse de don a bien été enregistrée, vous recevrez un E-Mail de confirmation. Merci',
  success: 'Votre paiement a bien été effectué, vous recevrez un E-Mail de confirmation. Merci',
  failure:
    "Votre paiement n'a pas pu être effectué, veuillez réessayer plus tard ou nous contacter via la page contact",
};

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillInformation(page: Page, email: string, montant = '25') {
  await page.getByRole('combobox', { name: 'Civilité' }).selectOption('Mme');
  await field(page, 'Nom').fill('Lefèvre');
  await field(page, 'Prénom').fill('Hélène');
  await field(page, 'Montant du don (en euros)').fill(montant);
  await field(page, 'Adresse postale').fill('8 rue du Temple');
  await field(page, 'Code postal').fill('30100');
  await field(page, 'Ville').fill('Alès');
  await field(page, 'Téléphone').fill('04 66 12 34 56');
  await field(page, 'Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
}

async function payWith(page: Page, numero: string) {
  await field(page, 'Numéro de carte').fill(numero);
  await field(page, 'Date d’expiration').fill('12/34');
  await field(page, 'Cryptogramme').fill('123');
  await page.getByRole('button', { name: 'Payer' }).click();
}

/** The text of the PDF attached to a received mail, read with pdftotext. */
function attachedPdfText(mail: ReceivedMail): string {
  const part = mail.text.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  if (!part) throw new Error(`no PDF in ${mail.file}`);
  const base64 = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/[^A-Za-z0-9+/=]/g, '');
  return pdfText(Buffer.from(base64, 'base64')).replace(/\s+/g, ' ');
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('card payment with 4242: message, receipt mailed with the Cerfa mentions', async ({ page, expectedErrors }) => {
    // The empty information form is refused with 400.
    expectedErrors.push(refused(400, '/soutien'));
    test.setTimeout(120_000);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.1.2' });
    const email = `helene.${Date.now()}@exemple.fr`;
    await open(page, '/soutien');
    await expect(page.getByText('66 %').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toBeDisabled();
    await expectNoA11yViolations(page);

    await expect(field(page, 'Nom')).toHaveAttribute('required');
    await field(page, 'Montant du don (en euros)').fill('');
    await page.getByRole('button', { name: 'Valider mes informations' }).click();
    // « Civilité » starts empty (the receipt prints it): the first field refused, so the one that takes the focus.
    const civilite = page.getByRole('combobox', { name: /^Civilité/ });
    await expect(civilite).toBeFocused();
    await expect(civilite).toHaveAccessibleDescription('Veuillez choisir une civilité');
    await expect(field(page, 'Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
    await expect(field(page, 'Montant du don (en euros)')).toHaveAccessibleDescription(/Le montant est obligatoire$/);
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toBeDisabled();

    const sentAt = Date.now() - 1000;
    await fillInformation(page, email);
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('donationId'))).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Démonstration : aucun paiement réel')).toBeVisible();
    await expect(field(page, 'Numéro de carte')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(field(page, 'Date d’expiration')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(field(page, 'Cryptogramme')).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(page.getByRole('button', { name: 'Payer' })).toBeDisabled();
    await expectNoA11yViolations(page);

    await payWith(page, '4242 4242 4242 4242');
    const modal = page.getByRole('dialog', { name: 'Merci pour votre don' });
    await expect(modal).toContainText(messages.success);
    await expect(page.getByRole('button', { name: 'Paiement effectué' })).toBeDisabled();

    const mail = await waitForMail(email, 'Merci pour votre don', sentAt);
    const pdf = attachedPdfText(mail);
    for (const mention of [
      'Cerfa n° 11580*05',
      'Reçu au titre des dons à certains organismes d’intérêt général',
      'Numéro d’ordre du reçu',
      'Mme LEFÈVRE Hélène',
      '8 rue du Temple, 30100 Alès, France',
      '25,00 €',
      'vingt-cinq euros',
      '☒ Déclaration de don manuel',
      '☒ Numéraire',
      '☒ Virement, prélèvement, carte',
      '☐ Chèque',
      '☒ 200 du CGI',
      '☐ 238 bis du CGI',
    ]) {
      expect(pdf).toContain(mention);
    }

    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForLoadState('load');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => sessionStorage.getItem('donationId'))).toBeNull();
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toBeDisabled();
  });

  test('declined card 0002: message, then the same donation paid with 4242', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.2.2' });
    await open(page, '/soutien');
    await fillInformation(page, `refus.${Date.now()}@exemple.fr`, '12,50');
    await expect(page.getByText('Paiement sécurisé de 12,50 € par carte bancaire.')).toBeVisible();
    await payWith(page, '4000 0000 0000 0002');
    const failure = page.getByRole('dialog', { name: 'Paiement non effectué' });
    await expect(failure).toContainText(messages.failure);
    await expect(failure).toContainText('Votre carte a été refusée.');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toBeHidden();
    const id = await page.evaluate(() => sessionStorage.getItem('donationId'));
    expect(id).not.toBeNull();

    await field(page, 'Numéro de carte').fill('4242424242424242');
    await expect(page.getByRole('button', { name: 'Payer' })).toBeEnabled();
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByRole('dialog', { name: 'Merci pour votre don' })).toContainText(messages.success);
    expect(await page.evaluate(() => sessionStorage.getItem('donationId'))).toBe(id);
  });

  test('transfer promise: bank details, message, mail', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.3.2' });
    const email = `virement.${Date.now()}@exemple.fr`;
    const sentAt = Date.now() - 1000;
    await open(page, '/soutien');
    await fillInformation(page, email, '50');
    // Tabs follow the WAI-ARIA pattern: arrow keys move between them.
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Carte bancaire' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Virement' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Virement' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirmer ma promesse de don par virement' }).click();
    const modal = page.getByRole('dialog', { name: 'Merci pour votre promesse de don' });
    await expect(modal).toContainText(messages.promise);
    const mail = await waitForMail(email, 'IBAN FR76 3000 6000 0112 3456 7890 189', sentAt);
    expect(mail.text).toContain('50,00');
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('tab', { name: 'Virement' })).toBeDisabled();
    expect(await page.evaluate(() => sessionStorage.getItem('donationId'))).toBeNull();
  });

  test('cheque promise: payee, address, message, mail', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.4.2' });
    const email = `cheque.${Date.now()}@exemple.fr`;
    const sentAt = Date.now() - 1000;
    await open(page, '/soutien');
    await fillInformation(page, email, '30');
    await page.getByRole('tab', { name: 'Chèque' }).click();
    await expect(page.getByText('Association Jeunesse et Accueil Le Phare')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirmer ma promesse de don par chèque' }).click();
    await expect(page.getByRole('dialog', { name: 'Merci pour votre promesse de don' })).toContainText(
      messages.promise,
    );
    await waitForMail(email, 'Association Jeunesse et Accueil Le Phare', sentAt);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('/soutien and its three payment tabs pass the layout and axe checks', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.4.5.1' });
    await open(page, '/soutien');
    await expectLayoutAndA11y(page);
    await fillInformation(page, `mobile.${Date.now()}@exemple.fr`);
    await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
    await expectLayoutAndA11y(page);
    await page.getByRole('tab', { name: 'Virement' }).click();
    await expect(page.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
    await expectLayoutAndA11y(page);
    await page.getByRole('tab', { name: 'Chèque' }).click();
    await expect(page.getByText('Association Jeunesse et Accueil Le Phare')).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});
