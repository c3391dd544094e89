import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { waitForMail } from './global-setup.ts';
import {
  expect,
  expectLayoutAndA11yAtBothWidths,
  open,
  runAdmin,
  signIn as postSignIn,
  test,
  viewports,
} from './support.ts';

/** Votes by correspondence (spec part 3 §2, §4, §8): the seeded ballots are closed; a test opens vote2024 itself. */
const password = 'Lumiere-Phare-2026';

async function signIn(page: Page, email: string, address: string) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await open(page, '/login');
  await page.getByLabel('Mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The address changes before the signed-in shell is drawn: a click in between would reach the visitor's menu.
  await expect(page.locator('form[action="/logout"]')).toBeVisible();
}

/** Presses Tab until the focused element is the button named so (at most 80 times): the keyboard's way there. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`« ${name} » jamais atteint au clavier`);
}

/** A day as the page writes it in French (the ballot closes at the start of the day after its last one). */
const frenchDay = (ms: number) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(ms));

const focusedRadio = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.type === 'radio' ? `${el.name}=${el.value}` : null;
  });

test('un vote entier au clavier, sa confirmation, puis « Vous avez déjà voté ! » (desktop)', async ({ page }) => {
  // Ten axe passes (five views at two widths: the flow runs once, decision 0125) and a mail on a shared machine: the
  // time of the two tests it replaces.
  test.setTimeout(300_000);
  await page.setViewportSize(viewports.desktop);
  const hour = 3600_000;
  const [opens, closes] = [Date.now() - hour, Date.now() + 3 * hour];
  await runAdmin([
    'ballot:schedule',
    'vote2024',
    ...['--opens', new Date(opens).toISOString()],
    ...['--closes', new Date(closes).toISOString()],
  ]);
  const email = `votant-${Date.now()}@exemple.fr`;
  await runAdmin([
    'user:create',
    ...['--email', email, '--password', password, '--firstname', 'Anne', '--lastname', 'Votante'],
    ...['--role', 'ROLE_AG_VOTE', '--activated'],
  ]);
  await signIn(page, email, '10.16.0.2');
  const since = Date.now();

  await open(page, '/vote2024');
  // The dates come from the ballot's schedule, not from fixed text.
  await expect(page.getByTestId('calendrier')).toHaveText(
    `La consultation par correspondance est ouverte depuis le ${frenchDay(opens)} et se termine le ${frenchDay(closes - 1)}.`,
  );
  await expect(page.getByText('3 juin 2024')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Association Jeunesse et Accueil Le Phare' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Every answer is Pour by default; the preliminary resolution offers no Abstention.
  const preliminary = page.getByRole('group', { name: 'Résolution préliminaire' }).first();
  await expect(preliminary.getByRole('radio', { name: 'Pour' })).toBeChecked();
  await expect(preliminary.getByRole('radio')).toHaveCount(2);
  await expectLayoutAndA11yAtBothWidths(page);

  // Keyboard only from here: into the first radio group, Contre, then the next group, Abstention.
  await preliminary.getByRole('radio', { name: 'Pour' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await focusedRadio(page)).toBe('tajAgPre=Contre');
  await page.keyboard.press('Tab');
  expect(await focusedRadio(page)).toBe('tajAg1=Pour');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focusedRadio(page)).toBe('tajAg1=Abstention');
  await tabTo(page, 'Suivant');
  await page.keyboard.press('Enter');

  // Step 2: the mission; the page went to the top of the step, its heading has the focus.
  const mission = page.getByRole('heading', { name: 'Mission Évangélique Le Phare', level: 2 });
  await expect(mission).toBeFocused();
  await expect(mission).toBeInViewport();
  await expect(page.getByRole('table', { name: 'Renouvellement du conseil d’administration' })).toBeVisible();
  await expectLayoutAndA11yAtBothWidths(page);
  await page.keyboard.press('Tab');
  expect(await focusedRadio(page)).toBe('mtAgPre=Pour');
  await page.keyboard.press('ArrowRight');
  expect(await focusedRadio(page)).toBe('mtAgPre=Contre');

  // Précédent keeps the answers of step 1, Suivant those of step 2.
  await tabTo(page, 'Précédent');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Association Jeunesse et Accueil Le Phare' })).toBeFocused();
  await expect(preliminary.getByRole('radio', { name: 'Contre' })).toBeChecked();
  await tabTo(page, 'Suivant');
  await page.keyboard.press('Enter');
  await expect(mission).toBeFocused();
  await tabTo(page, 'Valider mon vote');
  await page.keyboard.press('Enter');

  // Nothing is cast yet: the answers as text, to confirm or change.
  const review = page.getByRole('heading', { name: 'Récapitulatif de votre vote', level: 2 });
  await expect(review).toBeFocused();
  await expect(page.getByTestId('choix-tajAgPre')).toHaveText('Résolution préliminaireContre');
  await expect(page.getByTestId('choix-tajAg1')).toHaveText('Résolution n° 1Abstention');
  await expect(page.getByTestId('choix-mtAgPre')).toHaveText('Résolution préliminaireContre');
  await expect(page.getByTestId('choix-mtAg2')).toHaveText('Résolution n° 2Pour');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectLayoutAndA11yAtBothWidths(page);
  await tabTo(page, 'Modifier');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Association Jeunesse et Accueil Le Phare' })).toBeFocused();
  await expect(preliminary.getByRole('radio', { name: 'Contre' })).toBeChecked();
  // Enter in a radio group shows the summary too, never casts the vote.
  await preliminary.getByRole('radio', { name: 'Contre' }).focus();
  await page.keyboard.press('Enter');
  await expect(review).toBeFocused();
  await tabTo(page, 'Confirmer mon vote');
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: 'Votre vote à bien été pris en compte' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Merci');
  const code = (await success.textContent())?.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  expect(code).toBeTruthy();
  await expectLayoutAndA11yAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  // « Votre vote » as text, where the keyboard is (the button that opened the modal is gone).
  await expect(page.getByRole('heading', { name: 'Votre vote', level: 2 })).toBeFocused();
  await expect(page.getByTestId('choix-tajAgPre')).toHaveText('Résolution préliminaireContre');
  await expect(page.getByTestId('choix-mtAgPre')).toHaveText('Résolution préliminaireContre');
  await expect(page.getByRole('radio').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Valider mon vote|Confirmer mon vote/ })).toHaveCount(0);
  // Mailed by a job over SMTP (the outbox's copy would mask it).
  const mail = await waitForMail(email, code!, since);
  expect(mail.text).toContain(`Votre code de reçu : ${code}`);
  // The code finds the paper: waiting in the mixing pool, or already in the box.
  await page.getByLabel('Code de reçu').fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Votre bulletin (est dans l’urne|attend dans la réserve)/ }),
  ).toBeVisible();
  await page.getByLabel('Code de reçu').fill('AAAA-BBBB-CCCC');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Aucun bulletin de ce scrutin ne porte ce code.' }),
  ).toBeVisible();

  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  const again = page.getByRole('dialog', {
    name: 'Vous avez déjà voté ! Vous ne pouvez pas voter une seconde fois',
  });
  await expect(again).toBeVisible();
  await expect(again).toContainText('Merci');
  await expectLayoutAndA11yAtBothWidths(page);
  await again.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByText('Vous avez déjà voté !', { exact: true }).first()).toBeVisible();
  // The answers are kept with no name (decision 0085): the page says so instead of showing them.
  await expect(page.getByText(/Votre bulletin est secret : ses réponses ne sont liées ni à votre nom/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('button', { name: 'Valider mon vote' })).toHaveCount(0);
});

test('un scrutin clôturé se consulte seulement, vu à 1280 et 375 px', async ({ page }) => {
  // Four axe passes: the time of the two tests it replaces (one per width).
  test.setTimeout(240_000);
  await page.setViewportSize(viewports.desktop);
  await postSignIn(page, 'vote@demo.lephare.example', password);
  await open(page, '/vote');
  const closed = page.getByRole('dialog', { name: 'Les votes ont été clôturés ! Vous pouvez seulement consulter' });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText('Merci');
  await expectLayoutAndA11yAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(closed).toBeHidden();
  await expect(page.getByText('Les votes sont clôturés !', { exact: true }).filter({ visible: true })).toHaveCount(11);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Mission Évangélique Le Phare', level: 2 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider mon vote' })).toHaveCount(0);
  await expectLayoutAndA11yAtBothWidths(page);
});

test('la page « Rapport votes AG » télécharge le rapport à l’ouverture et sur demande', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports.desktop);
  await postSignIn(page, 'vote-admin@demo.lephare.example', password);
  const onLoad = page.waitForEvent('download');
  await open(page, '/rapportAG');
  const first = await onLoad;
  expect(first.suggestedFilename()).toBe('Rapport AG.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await first.path())!);
  expect(book.worksheets.map((w) => w.name)).toEqual(['Résultats', 'Participation', 'Codes de reçu']);
  await expect(page.getByRole('heading', { name: /Assemblées générales 2021/ })).toBeVisible();
  await expectLayoutAndA11yAtBothWidths(page);
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: /Télécharger le rapport — Assemblées générales 2021/ }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe('Rapport AG.xlsx');
  const old = new ExcelJS.Workbook();
  await old.xlsx.readFile((await second.path())!);
  // The demo votes of 2021: five voters, their five receipt codes.
  expect(old.getWorksheet('Participation')!.rowCount).toBe(6);
  expect(old.getWorksheet('Codes de reçu')!.rowCount).toBe(6);
});

test('sans JavaScript, les deux étapes et « Valider mon vote » sur une seule page', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.16.4.1' });
  const page = await context.newPage();
  const hour = 3600_000;
  await runAdmin([
    'ballot:schedule',
    'vote2024',
    ...['--opens', new Date(Date.now() - hour).toISOString()],
    ...['--closes', new Date(Date.now() + 3 * hour).toISOString()],
  ]);
  const email = `votant-sans-js-${Date.now()}@exemple.fr`;
  await runAdmin([
    'user:create',
    ...['--email', email, '--password', password, '--firstname', 'Paul', '--lastname', 'Sansjs'],
    ...['--role', 'ROLE_AG_VOTE', '--activated'],
  ]);
  await page.goto('/login');
  await page.getByLabel('Mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/vote2024');
  await expect(page.getByRole('heading', { name: 'Association Jeunesse et Accueil Le Phare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mission Évangélique Le Phare', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeHidden();
  await page.locator('input[name="mtAg3"][value="Contre"]').check();
  await page.getByRole('button', { name: 'Valider mon vote' }).click();
  await expect(page.getByText(/^Votre code de reçu : [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre vote', level: 2 })).toBeVisible();
  await expect(page.getByTestId('choix-mtAg3')).toHaveText('Résolution n° 3Contre');
  await expect(page.locator('input[name="mtAg3"]').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider mon vote' })).toHaveCount(0);
});

test('le menu « Mission » ne propose les votes qu’aux membres votants, le rapport qu’à ses administrateurs', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await open(page, '/');
  await menu.getByRole('button', { name: 'Mission' }).click();
  await expect(menu.getByRole('link', { name: 'Nous soutenir' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Vote AG 2024' })).toHaveCount(0);
  await signIn(page, 'vote@demo.lephare.example', '10.16.3.1');
  await menu.getByRole('button', { name: 'Mission' }).click();
  await expect(menu.getByRole('link', { name: 'Vote AG 2024' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Vote AG 2021' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Rapport votes AG' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Vote AG 2024' }).click();
  await expect(page).toHaveURL(/\/vote2024$/);
});
