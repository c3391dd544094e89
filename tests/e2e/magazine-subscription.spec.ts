import type { Page } from '@playwright/test';
import { waitForMail } from './global-setup.ts';
import {
  expect,
  expectLayoutAndA11y,
  expectLayoutAndA11yAtBothWidths,
  open,
  refused,
  runAdmin,
  test,
  viewports,
} from './support.ts';

/**
 * /revue in French: the subscription wizard (visitor sent to login and back, paid with 4242 and the credit shown,
 * declined with 0002, tab 4 restored on reload), then the shipment of an issue and its confirmation link.
 * Serial: the shipment takes an issue off every subscriber's credit.
 */
test.describe.configure({ mode: 'serial' });

const messages = {
  success: 'Votre paiement a bien été effectué, vous recevrez un E-Mail de confirmation. Merci',
  failure:
    "Votre paiement n'a pas pu être effectué, veuillez réessayer plus tard ou nous contacter via la page contact",
};
const password = 'Lumiere-Phare-2026';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function signIn(page: Page, email: string, address: string) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await open(page, '/login?redirectTo=%2Frevue');
  await field(page, 'Mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/revue$/);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * The page fits the window at 375 and 1280 px (no sideways scrolling). For the pages a post answers without
 * JavaScript: axe-core did not finish on them (timed out); the same tabs get axe-core with JavaScript above.
 */
async function fitsBothWidths(page: Page) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'pixels the page overflows the window by').toBeLessThanOrEqual(0);
  }
}

/**
 * Tabs 1 to 3: the formula, the information, the delivery; answers on tab 4. With `check`, the information form is
 * first refused with a field left empty, and `check` runs on the information and delivery tabs.
 */
async function throughDelivery(
  page: Page,
  formula: '1 an' | '2 ans' | '4 ans',
  home: boolean,
  check?: (page: Page) => Promise<void>,
) {
  await page.getByRole('button', { name: `Choisir la formule ${formula}` }).click();
  await expect(page.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
  if (check) {
    await field(page, 'Tel mobile').fill('');
    await page.getByRole('button', { name: 'Valider mes informations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs !' })).toBeVisible();
    await check(page);
  }
  await field(page, 'Tel mobile').fill('06 11 22 33 44');
  await field(page, 'Adresse postale').fill('8 rue du Temple');
  await field(page, 'Code postal').fill('30100');
  await field(page, 'Ville').fill('Alès');
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
  await expect(page.getByRole('tab', { name: 'Livraison' })).toHaveAttribute('aria-selected', 'true');
  if (home) await page.getByRole('radio', { name: /À domicile/ }).check();
  // The churches come as one JSON text read by the page (decision 0153).
  else
    await expect(page.getByRole('combobox', { name: 'Église de livraison' })).toContainText(
      'Église évangélique de Bordeaux (33000)',
    );
  if (check) await check(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
}

async function payWith(page: Page, numero: string) {
  await field(page, 'Numéro de carte').fill(numero);
  await field(page, 'Date d’expiration').fill('12/34');
  await field(page, 'Cryptogramme').fill('123');
  await page.getByRole('button', { name: 'Payer' }).click();
}

test('un visiteur qui choisit une formule se connecte puis revient sur /revue (vu à 375 et 1280 px)', async ({
  page,
}) => {
  // The time of the two tests it replaces (one per width).
  test.setTimeout(240_000);
  await page.setViewportSize(viewports.desktop);
  await open(page, '/revue');
  await expect(page.getByRole('link', { name: 'Voir toutes les revues' })).toHaveAttribute('href', '/revues/revues');
  for (const locked of ['Informations', 'Livraison', 'Carte bancaire'])
    await expect(page.getByRole('tab', { name: locked })).toBeDisabled();
  await expectLayoutAndA11yAtBothWidths(page);
  await page.getByRole('button', { name: 'Choisir la formule 2 ans' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Frevue$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.15.1.2' });
  await field(page, 'Mail').fill('lecteur1@demo.lephare.example');
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/revue$/);
  await expect(page.getByRole('tab', { name: 'Formule' })).toHaveAttribute('aria-selected', 'true');
});

test('abonnement 2 ans à domicile payé par la carte 4242 : 34 € et le crédit affiché (1280 et 375 px)', async ({
  page,
}) => {
  // axe-core on five views, at two widths each.
  test.setTimeout(180_000);
  await page.setViewportSize(viewports.desktop);
  await signIn(page, 'lecteur2@demo.lephare.example', '10.15.2.1');
  await expect(page.getByTestId('revue-abonne')).toHaveCount(0);
  await throughDelivery(page, '2 ans', true, expectLayoutAndA11yAtBothWidths);
  await expect(page.getByText('Paiement sécurisé de 34,00 € par carte bancaire.')).toBeVisible();
  await expectLayoutAndA11yAtBothWidths(page);
  await payWith(page, '4242 4242 4242 4242');
  const dialog = page.getByRole('dialog', { name: 'Paiement effectué' });
  await expect(dialog.getByTestId('revue-message')).toHaveText(messages.success);
  await expectLayoutAndA11yAtBothWidths(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByTestId('revue-abonne')).toHaveText('Sara LAMBERT : il vous reste 4 numéros à recevoir.');
  await expect(page.getByRole('tab', { name: 'Formule' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toBeDisabled();
  await waitForMail('lecteur2@demo.lephare.example', 'Votre paiement par carte bancaire de 34,00', Date.now() - 60_000);

  await open(page, '/mon-compte');
  await page.getByRole('tab', { name: 'Revue' }).click();
  await expect(page.getByText('Il vous reste 4 numéros à recevoir.')).toBeVisible();
  const invoice = page.getByRole('link', { name: /^Facture n° \d{4}-\d{4} \(PDF\)$/ });
  await expectLayoutAndA11y(page);
  const response = await page.request.get((await invoice.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('une carte refusée (0002) affiche le message de la spécification', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await signIn(page, 'abonne-eglise2@demo.lephare.example', '10.15.3.1');
  await expect(page.getByTestId('revue-abonne')).toContainText('Tabitha MERCIER');
  await throughDelivery(page, '1 an', false);
  await expect(page.getByText('Paiement sécurisé de 10,00 € par carte bancaire.')).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  const dialog = page.getByRole('dialog', { name: 'Paiement non effectué' });
  await expect(dialog.getByTestId('revue-message')).toHaveText(messages.failure);
  await expectLayoutAndA11y(page);
});

test('après un rechargement, l’onglet Carte bancaire revient avec son montant', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, 'lecteur3@demo.lephare.example', '10.15.4.1');
  await throughDelivery(page, '4 ans', false);
  await expect(page.getByText('Paiement sécurisé de 36,00 € par carte bancaire.')).toBeVisible();
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Paiement sécurisé de 36,00 € par carte bancaire.')).toBeVisible();
  await expectLayoutAndA11y(page);
});

test('sans JavaScript : formule, informations et livraison en formulaires simples, puis le paiement qui demande JavaScript', async ({
  newContext,
  expectedErrors,
}) => {
  test.setTimeout(180_000);
  // The information form posted with a field left empty: the action answers 400 with its French message.
  expectedErrors.push(refused(400, '/revue'));
  const context = await newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
  const page = await context.newPage();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.15.5.1' });
  const note = 'Sans JavaScript, vous pouvez choisir votre formule et remplir vos informations et votre livraison';

  // A visitor is sent to the sign-in page, and back to /revue after it.
  await page.goto('/revue');
  // (Playwright's text matchers pass over <noscript>: its content is read as the DOM holds it.)
  expect(await page.locator('main noscript').evaluate((n) => n.textContent)).toContain(note);
  await page.getByRole('button', { name: 'Choisir la formule 1 an' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Frevue$/);
  await field(page, 'Mail').fill('lecteur1@demo.lephare.example');
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/revue$/);

  // Each tab a plain form: the answer to each post shows the next tab (the information refused first).
  await throughDelivery(page, '1 an', true, fitsBothWidths);
  // 1 an at home: 10 € + 2 issues × 4 €, computed by the server.
  await expect(page.getByRole('tab', { name: 'Carte bancaire' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Votre abonnement de 18,00 € est enregistré.')).toContainText(
    'Le paiement par carte bancaire demande JavaScript',
  );
  await fitsBothWidths(page);
});

test('le lien d’expédition reçu par e-mail affiche OK, un mauvais code « Problème »', async ({
  page,
  expectedErrors,
}) => {
  const since = Date.now() - 1000;
  const last = await (await page.request.get('/api/public/lastRevue')).json();
  const revueId = String(last.data.id);
  const output = await runAdmin(['revue:ship', revueId, '--dossier', `/tmp/mission-e2e-expeditions-${process.pid}`]);
  expect(output).toMatch(/abonné\(s\) expédié\(s\)/);
  const mail = await waitForMail('abonne-domicile@demo.lephare.example', `/exp/`, since);
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/exp\/[a-z0-9]+\/\d+/)![0];
  expect(link.endsWith(`/${revueId}`)).toBe(true);
  expect(await runAdmin(['revue:ship', revueId])).toMatch(/personne à expédier/);
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await open(page, new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expédition revue');
    await expect(page.getByTestId('expedition-statut'), name).toHaveText('OK');
    await expectLayoutAndA11y(page);
    // A code that names no parcel is answered 404, the page still saying « Problème ».
    expectedErrors.push(refused(404, `/exp/mauvaiscode/${revueId}`));
    expect((await open(page, `/exp/mauvaiscode/${revueId}`))?.status()).toBe(404);
    await expect(page.getByTestId('expedition-statut')).toHaveText('Problème');
    await expectLayoutAndA11y(page);
  }
});
