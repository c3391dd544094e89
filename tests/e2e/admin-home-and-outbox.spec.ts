import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../db/client.ts';
import { askRunningSite } from '../../server/admin-socket.ts';
import { catchMail } from './global-setup.ts';
import {
  accountArgs,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  refused,
  startOwnSite,
  test,
  viewports,
} from './support.ts';

/**
 * The back office's changes to what every visitor sees (the home page's cards, the order of « À la une ») and a
 * failed mail sent again, on a site of their own (its own port, embedded database and mail server), so that no
 * other test sees the home change or waits on the mail.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const base = `http://127.0.0.1:${port}`;
/** The site's mail server: nothing listens there until the test starts one. */
const smtpPort = port + 20010;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-admin-home-'));
const socket = path.join(dataDir, 'admin.sock');
const password = 'Phare-Accueil-2026';
const email = 'secretaire@exemple.fr';
const startSite = () => startOwnSite({ port, dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
let site: ReturnType<typeof startSite> | undefined;
let smtp: SMTPServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base, viewport: viewports.desktop });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = startSite();
  await site.ready();
  const names = { firstname: 'Marthe', lastname: 'Secrétaire' };
  const created = await askRunningSite(socket, accountArgs(email, names, ['ROLE_ADMIN'], password));
  expect(created?.code).toBe(0);
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await open(page, '/login');
  await page.getByLabel(/^Mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The home page's cards, by their headings. */
const cardTitles = (page: Page) =>
  page.locator('section[aria-labelledby^="bloc-"]').getByRole('heading', { level: 3 }).allTextContents();

test("edit the home page's cards: a title changed, a card added then deleted, each seen on / at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await open(page, '/admin/accueil');
  const list = page.getByRole('table', { name: /Cartes de la page d’accueil/ });
  await expect(list).toBeVisible();
  await expectLayoutAndA11y(page);

  await list.getByRole('link', { name: 'Églises', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Carte « Églises »' })).toBeVisible();
  await expectNoA11yViolations(page);
  const french = page.getByRole('group', { name: 'Français' });
  await french.getByRole('textbox', { name: 'Titre', exact: true }).fill('Nos Églises');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La carte « Nos Églises » a été enregistrée.')).toBeVisible();
  await open(page, '/');
  expect((await cardTitles(page)).slice(0, 3)).toEqual(['Nos Églises', 'Parole partagée', 'Cantiques']);

  await open(page, '/admin/accueil/nouvelle');
  await page.getByRole('combobox', { name: 'Bloc', exact: true }).selectOption('2');
  await page.getByRole('textbox', { name: 'Rang dans le bloc' }).fill('0');
  await page.getByRole('textbox', { name: 'Lien' }).fill('javascript:alert(1)');
  await page.getByRole('textbox', { name: 'Image' }).fill('/images/home/welcome.svg');
  await page.getByRole('combobox', { name: 'Icône' }).selectOption('heart');
  await french.getByRole('textbox', { name: 'Titre', exact: true }).fill('Faire un don');
  await french.getByRole('textbox', { name: 'Texte', exact: true }).fill('La mission vit des dons de ses amis.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('textbox', { name: 'Lien' })).toHaveAccessibleDescription(
    /une page du site \(\/…\) ou une adresse https:\/\/ attendue/,
  );
  await page.getByRole('textbox', { name: 'Lien' }).fill('/soutien');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La carte a été créée.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-card-editor.png'), fullPage: true });
  await open(page, '/');
  expect((await cardTitles(page)).slice(3)).toEqual([
    'Faire un don',
    'Accueil et jeunesse',
    'Formation missionnaire',
    'Enfants',
  ]);
  await page
    .locator('section[aria-labelledby="bloc-2"]')
    .getByRole('link', { name: /Faire un don/ })
    .click();
  await expect(page).toHaveURL(/\/soutien$/);

  await open(page, '/admin/accueil');
  await list.getByRole('link', { name: 'Faire un don' }).click();
  await page.getByText('Supprimer la carte', { exact: true }).click();
  await expect(
    page.getByText('Supprimer la carte « Faire un don » ? Elle disparaît de la page d’accueil.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('La carte a été supprimée.')).toBeVisible();
  await open(page, '/');
  expect(await cardTitles(page)).not.toContain('Faire un don');

  await open(page, '/admin/journal?action=home_card');
  for (const action of ['home_card.update', 'home_card.create', 'home_card.delete']) {
    await expect(page.getByText(action, { exact: true })).toBeVisible();
  }
});

test('the relations of « À la une »: its news put in another order, the home carousel follows', async ({
  page,
  expectedErrors,
}) => {
  test.setTimeout(120_000);
  // The unknown child is refused with 400.
  expectedErrors.push(refused(400, '/admin/medias/1967/liens'));
  await signIn(page);
  await open(page, '/admin/medias/1967/liens');
  await expect(page.getByRole('heading', { name: 'Liens du média n° 1967' })).toBeVisible();
  await expect(page.getByText('Pour la collection « À la une » (n° 1967)')).toBeVisible();
  await expectLayoutAndA11y(page);
  const children = page.getByRole('textbox', { name: 'Médias enfants' });
  const order = (await children.inputValue()).split('\n').filter(Boolean);
  expect(order.length).toBeGreaterThan(1);
  const reversed = [...order].reverse();
  await children.fill(reversed.join('\n'));
  await page.getByRole('button', { name: 'Enregistrer les liens' }).click();
  await expect(page.getByText('Les liens du média ont été enregistrés.')).toBeVisible();
  await expect(children).toHaveValue(reversed.join('\n'));

  // A child that does not exist is refused on its field; nothing changes.
  await children.fill(`${reversed.join('\n')}\n999999`);
  await page.getByRole('button', { name: 'Enregistrer les liens' }).click();
  await expect(children).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await open(page, '/');
  const slides = page.getByRole('region', { name: 'À LA UNE' }).getByRole('listitem');
  await expect(slides.first().getByRole('link')).toHaveAttribute('href', new RegExp(`/${reversed[0]}(?:/|$)`));
  await open(page, '/admin/journal?action=media.links');
  await expect(page.getByText('media.links', { exact: true }).first()).toBeVisible();
});

test('a mail that failed is sent again from /admin/courriels and arrives', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A contact message while no mail server answers: its mail waits for a retry, with the error.
  const name = 'Visiteur Sans-Réponse';
  const sent = await request.post('/api/websites/public/sendMessage/mission-lephare.fr/domaine', {
    data: { nom: name, adresseEmail: 'visiteur@exemple.fr', message: 'Bonjour, personne ne répond ?' },
  });
  expect(sent.status()).toBe(200);
  await expect
    .poll(async () => (await askRunningSite(socket, ['jobs:status']))?.text ?? '', { timeout: 30_000 })
    .toMatch(/^mail\s+retry/m);
  // As after its last retry: the site stopped, the job marked failed in its database, the site started again.
  await site?.stop();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.db.execute(sql`update pgboss.job set state = 'failed' where name = 'mail' and state = 'retry'`);
  } finally {
    await database.close();
  }
  const received: string[] = [];
  smtp = await catchMail(smtpPort, (message) => received.push(message.toString('utf8')));
  site = startSite();
  await site.ready();

  await signIn(page);
  await open(page, '/admin/courriels?etat=echecs');
  const table = page.getByRole('table', { name: /Courriels du site/ });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('En échec');
  await expect(row).toContainText(/Erreur : .*ECONNREFUSED/);
  await expectLayoutAndA11y(page);
  await row.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(
    page.getByText(/^Le courriel « .*Visiteur Sans-Réponse.* » sera renvoyé dans un instant\.$/),
  ).toBeVisible();

  await expect.poll(() => received.some((m) => /^To: .*secretariat@/im.test(m)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        await open(page, '/admin/courriels?etat=envoyes');
        return table.getByRole('row').filter({ hasText: name }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await open(page, '/admin/courriels?etat=echecs');
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await open(page, '/admin/journal?action=mail.resend');
  await expect(page.getByText('mail.resend', { exact: true }).first()).toBeVisible();
});
