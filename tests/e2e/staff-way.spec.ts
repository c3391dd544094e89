import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, open, refused, test, viewports } from './support.ts';

/**
 * The staff finding their way (decision 0107): a new media starts hidden, its draft is previewed with its cover,
 * the back office is one click from the site's toolbar, and shipping an issue names it and ends on its parcels.
 */

const psalm =
  '<p>Le Seigneur est mon berger : je ne manquerai de rien. Il me fait reposer dans de verts pâturages, il me ' +
  'dirige près des eaux paisibles. Il restaure mon âme, il me conduit dans les sentiers de la justice.</p>';

/** A new hidden sermon with a cover, made in the back office; answers its editing page's address. */
async function draftSermon(page: Page, title: string): Promise<string> {
  await open(page, '/admin/medias/nouveau');
  await expect(page.getByLabel('Visible sur le site')).not.toBeChecked();
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
  await page.getByRole('button', { name: 'Code HTML' }).click();
  await page.locator('textarea[name="contenu"]').fill(psalm);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le média a été créé.')).toBeVisible();
  await expect(page.locator('textarea[name="contenu"]')).toHaveValue(psalm);
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a5d8f' } })
    .png()
    .toBuffer();
  const coverForm = page.locator('form').filter({ has: page.getByLabel(/^Nouvelle couverture/) });
  await coverForm
    .getByLabel(/^Nouvelle couverture/)
    .setInputFiles({ name: 'berger.png', mimeType: 'image/png', buffer: cover });
  await coverForm.getByRole('button', { name: 'Envoyer' }).click();
  await expect(coverForm.getByText('La couverture a été enregistrée.')).toBeVisible();
  // The thumbnail of a draft's cover is served to the staff: no broken image in the back office.
  const thumbnail = page.getByRole('img', { name: 'Couverture actuelle (vignette)' });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return page.url();
}

for (const viewport of Object.values(viewports)) {
  test(`à ${viewport.width} px, la prévisualisation d’un brouillon montre sa couverture et le bandeau, pour le personnel seul`, async ({
    signInAs,
    page,
    newContext,
    expectedErrors,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    const title = `Le bon berger ${Math.random().toString(36).slice(2, 6)}`;
    await draftSermon(page, title);

    await page.getByRole('link', { name: 'Prévisualiser' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: 'Brouillon — non visible sur le site' })).toBeVisible();
    await expect(page.getByText('Le Seigneur est mon berger')).toBeVisible();
    // A sermon's cover is shown on its page, and loads for the staff.
    const cover = page.locator('main').getByRole('img', { name: new RegExp(`^Couverture.*${title}`) });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectLayoutAndA11y(page);
    // Kept with the test's results, to be looked at.
    await page.screenshot({ path: test.info().outputPath(`brouillon-${viewport.width}.png`), fullPage: true });

    // The staff's answers are theirs alone.
    const path = new URL(page.url()).pathname;
    const coverPath = new URL((await cover.getAttribute('src'))!, page.url()).pathname;
    for (const address of [path, coverPath]) {
      const answer = await page.request.get(address);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
    }

    // A visitor meets nothing there: neither the page nor its cover.
    expectedErrors.push(refused(404, path));
    const visitor = await (await newContext({ viewport })).newPage();
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByText('Brouillon — non visible sur le site')).toHaveCount(0);
    expect((await visitor.request.get(coverPath)).status()).toBe(404);
  });
}

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('la barre du site mène le personnel à l’administration, pas les autres membres', async ({
    signInAs,
    page,
    newContext,
  }) => {
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    await open(page, '/');
    const toolbar = page.getByTestId('toolbar');
    await toolbar.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expectLayoutAndA11y(page);

    const member = await (await newContext({ viewport: viewports.desktop })).newPage();
    await signInAs(member, 'fidele', ['ROLE_PASTORALE']);
    await open(member, '/');
    await expect(member.getByTestId('toolbar-viewer')).toBeVisible();
    await expect(member.getByTestId('toolbar').getByRole('link', { name: 'Administration' })).toHaveCount(0);
  });

  test('chaque média, église et carte de l’accueil offre « Prévisualiser »', async ({ signInAs, page }) => {
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    await open(page, '/admin/medias?visibilite=cachee');
    const rows = page.getByRole('table', { name: 'Liste des médias' }).getByRole('row');
    await expect(rows.nth(1).getByRole('link', { name: /^Prévisualiser : / })).toBeVisible();
    await open(page, '/admin/eglises');
    await page
      .getByRole('table', { name: 'Liste des églises' })
      .getByRole('rowheader')
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByRole('link', { name: 'Prévisualiser' })).toHaveAttribute('href', /^\/eglises\/[a-z0-9-]+$/);
    await open(page, '/admin/accueil');
    await page.getByRole('table').getByRole('rowheader').first().getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Prévisualiser' })).toHaveAttribute('href', '/');
    await expectLayoutAndA11y(page);
  });

  test('la confirmation d’expédition nomme le numéro et mène à ses colis', async ({ signInAs, page }) => {
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    await open(page, '/admin/expeditions');
    const select = page.getByLabel(/^Revue/);
    // An issue not yet shipped, other than the last one (tests/e2e/magazine-subscription.spec.ts ships that one).
    const options = await select.locator('option:not([value=""])').all();
    const chosen = options.at(-2) ?? options[0];
    const label = (await chosen.textContent())!;
    const [numero] = label.split(' — ');
    await select.selectOption({ label });
    await page.getByText('Expédier', { exact: true }).click();
    const question = page.getByRole('group', { name: 'Expédier' });
    await expect(question).toContainText(`Expédier la revue ${label.replace(' — ', ' — « ')} »`);
    await expectLayoutAndA11y(page);
    await page.screenshot({ path: test.info().outputPath('question.png'), fullPage: true });
    await question.getByRole('button', { name: 'Oui, expédier' }).click();

    await expect(page).toHaveURL(/\/admin\/expeditions\/\d+\?expediee$/);
    await expect(page.getByText(`La revue ${numero} est expédiée`)).toBeVisible();
    const parcels = page.getByRole('table', { name: /colis/i });
    await expect(parcels.getByRole('row').nth(1)).toBeVisible();
    await expectLayoutAndA11y(page);
    await page.screenshot({ path: test.info().outputPath('expediee.png'), fullPage: true });

    // The same issue again: nobody left to ship it to; the message, and the question closed.
    await open(page, '/admin/expeditions');
    await page.getByLabel(/^Revue/).selectOption({ label });
    await page.getByText('Expédier', { exact: true }).click();
    await page.getByRole('group', { name: 'Expédier' }).getByRole('button', { name: 'Oui, expédier' }).click();
    await expect(page.getByText(`Revue ${numero} : personne à expédier`)).toBeVisible();
    await expect(page.locator('form details')).not.toHaveAttribute('open');
    await expect(page.getByLabel(/^Revue/)).toHaveValue('');
  });
});
