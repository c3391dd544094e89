import type { Browser, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { waitForMail } from './global-setup.ts';
import {
  createAccount,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  signIn,
  test,
  testStaffOnly,
  viewports,
} from './support.ts';

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport, locale: 'fr-FR' })).newPage();
  await signIn(page, await createAccount('tresoriere', ['ROLE_ADMIN']));
  return page;
}

/** A gift promised by cheque, as a donor makes it on /soutien (through the site's API). */
async function promiseCheque(page: Page, nom: string, email: string) {
  const created = await page.request.post('/api/public/donations', {
    data: {
      civilite: 'Mme',
      nom,
      prenom: 'Hélène',
      montant: '42',
      adressePostale: '8 rue du Temple',
      codePostal: '30100',
      ville: 'Alès',
      pays: 'France',
      tel: '04 66 12 34 56',
      email,
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.get(`/api/public/update-choice/${id}/CHEQUE`)).status()).toBe(200);
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  testStaffOnly(
    'a visitor is sent to sign in; a member without ROLE_ADMIN is refused the money pages and /df',
    '/df',
    ['/admin/dons', '/df'],
    ['/df/dons/2026', '/admin/dons/1/recu/2026-000001/pdf'],
  );

  test("mark a cheque received and find the receipt in the donor's mail; correct it; export the year and read it back", async ({
    browser,
  }) => {
    const page = await adminPage(browser, viewports.desktop);
    const nom = `Chèque${Math.random().toString(36).slice(2, 7)}`;
    const email = `${nom
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]/g, '')}@exemple.fr`;
    await promiseCheque(page, nom, email);

    await open(page, '/admin');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dons' }).click();
    await expect(page.getByRole('heading', { name: 'Dons', exact: true })).toBeVisible();
    await page.getByLabel('État').selectOption('PROMIS');
    await page.getByLabel('Mode de paiement').selectOption('CHEQUE');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(nom);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/etat=PROMIS/);
    await expect(page).toHaveURL(/mode=CHEQUE/);
    const row = page.getByRole('row', { name: new RegExp(nom, 'i') });
    await expect(row).toContainText('Promis');
    await expect(row).toContainText('Chèque');
    await expectLayoutAndA11y(page);

    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^Don DON-/ })).toBeVisible();
    const donationId = page.url().match(/dons\/(\d+)/)![1];
    await expectNoA11yViolations(page);
    // Irreversible: the button asks first.
    await page.getByText('Marquer comme reçu').click();
    await expect(page.getByText(/Marquer ce don de 42,00.€ comme reçu \?/)).toBeVisible();
    await expectNoA11yViolations(page);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Oui, émettre le reçu' }).click();
    const done = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'reçu fiscal n°' });
    await expect(done).toContainText(`envoyé à ${email}`);
    const code = (await done.textContent())!.match(/n° (\d{4}-\d{6})/)![1];
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Oui');
    const mail = await waitForMail(email, code, sentAt);
    // The receipt mail, with the receipt's PDF attached.
    expect(mail.text).toMatch(/Content-Type: application\/pdf/i);

    // The staff download the receipt as the donor received it, and read it.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Télécharger le reçu n° ${code} (PDF)` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`recu-fiscal-${code}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain(`Numéro d’ordre du reçu : ${code}`);
    expect(text).toContain('☒ Chèque');
    expect(text).toContain('☒ 200 du CGI');

    // The receipt corrected: a new number, mailed too.
    await page.getByRole('link', { name: 'Corriger le reçu en vigueur' }).click();
    await expect(page.getByRole('heading', { name: `Corriger le reçu n° ${code}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${nom}-Vidal`);
    await page.getByText('Émettre le reçu corrigé').click();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Oui, émettre le nouveau reçu' }).click();
    await expect(page.getByText(/Reçu fiscal n° \d{4}-\d{6} émis et envoyé au donateur/)).toBeVisible();
    const newer = page.getByRole('row', { name: new RegExp(`Remplace|${code}`) }).last();
    await expect(newer).toContainText(code);

    // The journal keeps both actions.
    await open(page, '/admin/journal');
    await expect(page.getByText('donation.received').first()).toBeVisible();
    await expect(page.getByText('receipt.correct').first()).toBeVisible();
    // In words: the gift's state and sum as the list of gifts names them.
    await open(page, `/admin/journal?subjectType=donation&subjectId=${donationId}&action=donation.received`);
    const received = page.getByRole('row').filter({ hasText: 'Don marqué reçu' });
    await expect(received.getByRole('listitem').filter({ hasText: 'État' })).toHaveText(
      /^État : Avant Promis → Après Reçu$/,
    );
    await expect(received.getByRole('listitem').filter({ hasText: 'Montant payé' })).toHaveText(
      /^Montant payé : Avant — → Après 42,00\s€$/,
    );

    // The downloads area: this year's gifts as .xlsx, read back.
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Téléchargements' })
      .click();
    await expect(page.getByRole('heading', { name: 'Téléchargements', exact: true })).toBeVisible();
    await expectLayoutAndA11y(page);
    const year = new Date().getFullYear();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Dons ${year} (.xlsx)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dons-${year}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet(`Dons ${year}`)!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Reçu fiscal n°');
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const line = rows.find((r) => r[10] === email)!;
    expect(line[4]).toBe(`${nom}-Vidal`.toLocaleUpperCase('fr')); // stored in capitals (spec part 1 §5)
    expect(line[11]).toBe('Chèque');
    expect(line[12]).toBe(42);
    expect(line[2]).not.toBe(code); // the receipt in force: the corrected one

    // The list of gifts links each receipt in force to its PDF.
    await open(page, `/admin/dons?q=${encodeURIComponent(nom)}`);
    const link = page
      .getByRole('row', { name: new RegExp(nom, 'i') })
      .getByRole('link', { name: /^Télécharger le reçu n°/ });
    expect((await page.request.get((await link.getAttribute('href'))!)).headers()['content-type']).toBe(
      'application/pdf',
    );
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('the donations and subscribers lists, the shipments and the downloads area pass the layout and axe checks', async ({
    browser,
  }) => {
    const page = await adminPage(browser, viewports.mobile);
    await open(page, '/admin/dons?etat=PROMIS');
    await expect(page.getByRole('heading', { name: 'Dons', exact: true })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/df');
    await expectLayoutAndA11y(page);
    await open(page, '/admin/abonnements?credit=avec');
    await expect(page.getByRole('heading', { name: 'Abonnements', exact: true })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/expeditions');
    await expect(page.getByRole('heading', { name: 'Expédier un numéro' })).toBeVisible();
    // The shipments belong to the subscribers' section: the menu says where the staff member is.
    await expect(page.getByTestId('admin-nav-phone').locator('summary')).toContainText('· Abonnements');
    await expectLayoutAndA11y(page);
  });
});
