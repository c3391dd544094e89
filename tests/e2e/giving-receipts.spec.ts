import type { Browser, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { baseURL } from '../../playwright.config.ts';
import {
  createAccount,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  runAdmin,
  signIn,
  test,
  viewports,
} from './support.ts';

/**
 * The annual receipt of regular gifts (decision 0120): a donor's card and SEPA gifts paid in December, the staff
 * preview and run the year's receipts (a second staff member's stale confirmation is refused), the donor downloads
 * the receipt from /mon-compte and its lines are read with pdftotext. One journey: it moves the simulated clock.
 */
async function signedIn(browser: Browser, viewport: { width: number; height: number }, email: string) {
  const page = await (await browser.newContext({ viewport, locale: 'fr-FR' })).newPage();
  await signIn(page, email);
  return page;
}

/** The donor's gifts, set up as /soutien does through the site's API (simulated provider, Stripe's test means). */
async function regularGifts(donor: Page, email: string): Promise<string> {
  // The site's own origin, as the /soutien page would send it (the page may not have opened any yet).
  const headers = { origin: baseURL };
  // The donor's details as /soutien's monthly form sends them: the annual receipt prints them (no one-off gift here).
  const details = {
    civilite: 'Mme',
    nom: 'Fidèle',
    prenom: 'Odile',
    adressePostale: '12 rue des Cévennes',
    codePostal: '30100',
    ville: 'Alès',
    pays: 'France',
    tel: '04 66 12 34 56',
    email,
  };
  let due = '';
  for (const [montant, means] of [
    ['20', { moyen: 'card', numero: '4242 4242 4242 4242', expiration: '12/34', cryptogramme: '123' }],
    ['12,50', { moyen: 'sepa_debit', iban: 'FR14 2004 1010 0505 0001 3M02 606', titulaire: 'Odile Fidèle' }],
  ] as const) {
    const setup = await donor.request.post('/api/dons-reguliers/moyens', { headers, data: { moyen: means.moyen } });
    expect(setup.status()).toBe(200);
    const { setupId, clientSecret } = (await setup.json()).data as { setupId: string; clientSecret: string };
    const confirmed = await donor.request.post('/api/dons-reguliers/moyens/simule', {
      headers,
      data: { clientSecret, ...means },
    });
    expect((await confirmed.json()).data.status).toBe('succeeded');
    const created = await donor.request.post('/api/dons-reguliers', {
      headers,
      data: { ...details, montant, jour: 28, setupId, mandatAccepte: true },
    });
    expect(created.status()).toBe(200);
    due = (await created.json()).data.prochainPaiement as string;
  }
  return due;
}

test('the staff preview and run the annual receipts; the donor downloads theirs from /mon-compte and reads its lines', async ({
  browser,
}) => {
  test.slow();
  const email = await createAccount('regulier');
  const donor = await signedIn(browser, viewports.mobile, email);
  const due = await regularGifts(donor, email);
  const year = Number(due.slice(0, 4));
  // Both gifts charged on their day; then January 20th of the next year, when the receipts go out.
  await runAdmin(['giving:advance', '--to', due]);
  await runAdmin(['giving:advance', '--to', `${year + 1}-01-20`]);

  const staffEmail = await createAccount('tresorier-annuel', ['ROLE_ADMIN']);
  const staff = await signedIn(browser, viewports.desktop, staffEmail);
  await open(staff, '/admin/dons');
  await staff.getByRole('link', { name: 'Dons réguliers' }).click();
  await expect(staff.getByRole('heading', { name: 'Dons réguliers', level: 1 })).toBeVisible();
  const donors = staff.getByRole('table', { name: 'Donateurs réguliers' });
  await expect(donors.getByRole('row', { name: /Odile regulier/i })).toHaveCount(2);
  await expect(staff.getByRole('list', { name: /Total des paiements par mois/ })).toBeVisible();
  await expectLayoutAndA11y(staff);

  await staff.getByRole('link', { name: 'Reçus annuels' }).click();
  await expect(staff.getByRole('heading', { name: 'Reçus annuels', level: 1 })).toBeVisible();
  await staff.getByLabel('Année des dons').selectOption(String(year));
  await staff.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(staff).toHaveURL(new RegExp(`annee=${year}`));
  await expect(staff.getByRole('status').filter({ hasText: /à émettre, pour .* au total/ })).toBeVisible();
  const row = staff.getByRole('row', { name: /Odile regulier/i });
  await expect(row).toContainText('2');
  await expect(row).toContainText('32,50 €');
  await expectLayoutAndA11y(staff);

  // A second staff member, on a phone, opens the same preview before the first confirms.
  const other = await signedIn(browser, viewports.mobile, staffEmail);
  await open(other, `/admin/dons/recus-annuels?annee=${year}`);
  await expect(other.getByRole('row', { name: /Odile regulier/i })).toContainText('32,50 €');
  await expectLayoutAndA11y(other);

  await staff.getByText(/^Émettre (le reçu|les \d+ reçus)$/).click();
  await expect(
    staff.getByText(new RegExp(`Émettre \\d+ reçus? fiscal .*${year}|Émettre \\d+ reçus fiscaux ${year}`)),
  ).toBeVisible();
  await expectNoA11yViolations(staff);
  await staff.getByRole('button', { name: 'Oui, émettre et envoyer' }).click();
  await expect(staff.getByText(new RegExp(`reçus? annuels? ${year} émis`))).toBeVisible();
  await expect(staff.getByText('Aucun reçu à émettre : chaque donateur de l’année a déjà le sien.')).toBeVisible();

  // The other's confirmation comes second: refused, nothing issued twice.
  await other.getByText(/^Émettre (le reçu|les \d+ reçus)$/).click();
  await other.getByRole('button', { name: 'Oui, émettre et envoyer' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'ont changé depuis l’aperçu' })).toBeVisible();
  await expectLayoutAndA11y(other);

  // The donor, on a phone, finds the receipt in « Reçus fiscaux » and downloads it.
  await open(donor, '/mon-compte');
  await donor.getByRole('tab', { name: 'Reçus fiscaux' }).click();
  const receipt = donor.getByRole('row', { name: new RegExp(`Année ${year}`) });
  await expect(receipt).toContainText('Dons réguliers');
  await expect(receipt).toContainText('32,50 €');
  await expectLayoutAndA11y(donor);
  const code = (await receipt.getByRole('rowheader').textContent())!.match(/\d{4}-\d{6}/)![0];
  const [pdf] = await Promise.all([
    donor.waitForEvent('download'),
    receipt.getByRole('link', { name: `Télécharger le reçu n° ${code} (PDF)` }).click(),
  ]);
  const lines = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
  expect(lines).toContain(`Numéro d’ordre du reçu : ${code}`);
  expect(lines).toContain('Nom, prénoms : Mme FIDÈLE Odile');
  expect(lines.find((l) => l.startsWith('Adresse : 12 rue'))).toBe('Adresse : 12 rue des Cévennes, 30100 Alès, France');
  expect(lines).toContain('32,50 €');
  expect(lines).toContain('Somme en toutes lettres : trente-deux euros et cinquante centimes');
  const day = `${due.slice(8, 10)}/${due.slice(5, 7)}/${year}`;
  expect(lines).toContain(`${day} 20,00 € Carte bancaire`);
  expect(lines).toContain(`${day} 12,50 € Prélèvement SEPA`);
  expect(lines).toContain('Nature : dons réguliers');
  expect(lines).toContainEqual(
    expect.stringContaining('Mode de versement : ☐ Remise d’espèces ☐ Chèque ☒ Virement, prélèvement, carte'),
  );
});
