import { linkIn, waitForMail } from './global-setup.ts';
import { acceptCookies } from './media-support.ts';
import {
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  refused,
  runAdmin,
  test,
  viewports,
} from './support.ts';

/**
 * The choir and orchestra survey, in French: staff invite with `survey:invite`, the mail from the test SMTP server
 * gives the personal link, the person answers, sees the modal, closes it, and the reloaded page shows the answers.
 */

const choirDates = [
  'Répétition du dimanche 29 mai 2022',
  'Répétition du dimanche 12 juin 2022',
  'Répétition du dimanche 26 juin 2022',
  'Enregistrement du vendredi 1er juillet 2022',
  'Enregistrement du samedi 2 juillet 2022',
];

async function invite(email: string, ...sections: ('--choir' | '--orchestra')[]): Promise<string> {
  const sentAt = Date.now();
  const printed = await runAdmin([
    'survey:invite',
    '--email',
    email,
    '--firstname',
    'Marie',
    '--lastname',
    'Leroy',
    ...sections,
  ]);
  expect(printed).toContain(`envoyée à ${email}`);
  const mail = await waitForMail(email, '/sondage/', sentAt);
  expect(mail.text).toContain('Bonjour Marie,');
  return new URL(linkIn(mail, '/sondage/')).pathname;
}

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('de l’invitation par e-mail à la fenêtre de confirmation, puis les réponses rechargées', async ({ page }) => {
    const email = `marie.choeur.${Date.now()}@exemple.fr`;
    const link = await invite(email, '--choir');
    await acceptCookies(page);
    await open(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sondage chorale et orchestre');
    await expect(page.getByLabel('Prénom')).toHaveValue('Marie');
    await expect(page.getByLabel('Prénom')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('LEROY');
    await expect(page.getByRole('heading', { name: 'Chorale', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orchestre', exact: true })).toHaveCount(0);
    const groups = page.getByRole('main').getByRole('group');
    await expect(groups).toHaveCount(5);
    await expect(groups.locator('legend span[lang="fr"]')).toHaveText(choirDates);
    await expectNoA11yViolations(page);

    // Nothing answered: each date says it needs an answer.
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Veuillez répondre Oui ou Non')).toHaveCount(5);
    await expectNoA11yViolations(page);

    const choose = ['Oui', 'Non', 'Oui', 'Oui', 'Non'];
    for (const [i, answer] of choose.entries()) {
      await groups.nth(i).getByRole('radio', { name: answer }).check();
    }
    await page.getByRole('button', { name: 'Valider' }).click();
    const modal = page.getByRole('dialog', { name: 'Vos informations ont bien été prises en compte' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('survey-thanks')).toHaveText('Merci');
    await expectNoA11yViolations(page);

    // Closing the modal reloads the page, which shows the saved answers.
    const reloaded = page.waitForEvent('load');
    await modal.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByTestId('survey-saved')).toContainText('Vos réponses enregistrées le');
    for (const [i, answer] of choose.entries()) {
      await expect(page.getByRole('main').getByRole('group').nth(i).getByRole('radio', { name: answer })).toBeChecked();
    }

    // Changed once more: the second answer replaces the first.
    await page.getByRole('main').getByRole('group').nth(1).getByRole('radio', { name: 'Oui' }).check();
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('main').getByRole('group').nth(1).getByRole('radio', { name: 'Oui' })).toBeChecked();
  });
});

test.describe('à 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('un membre de la chorale et de l’orchestre voit les deux sections', async ({ page }) => {
    const link = await invite(`marie.deux.${Date.now()}@exemple.fr`, '--choir', '--orchestra');
    await acceptCookies(page);
    await open(page, link);
    await expect(page.getByRole('heading', { name: 'Orchestre', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('group')).toHaveCount(8);
    await expectLayoutAndA11y(page);
  });
});

const unknownLink = `/sondage/${'a'.repeat(43)}`;

test.describe('un lien inconnu', () => {
  test.use({ expectedErrors: [refused(404, unknownLink)] });

  test('dit que le lien est incorrect ou expiré', async ({ page }) => {
    await acceptCookies(page);
    const response = await open(page, unknownLink);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('survey-invalid')).toHaveText('Le lien est incorrect ou expiré !');
    await expectLayoutAndA11y(page);
  });
});
