import type { Locator, Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

/**
 * The back office says in words what it used to show as codes: country names in the church form, category names in
 * the media form, a place picked on the site's own map, and the staff journal read as sentences.
 */

/** Where the pictures of these pages are kept when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The number a coordinate field holds. */
async function numberIn(field: Locator) {
  return Number((await field.inputValue()).replace(',', '.'));
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the church form names the countries and places the church by a click on the map', async ({
      signInAs,
      page,
    }) => {
      await acceptCookies(page);
      await signInAs(page, `carte-${width}`, ['ROLE_ADMIN']);
      // Reached as the staff do, from another section: the page's strings load in the browser.
      await open(page, '/admin/messages');
      const nav = page.getByRole('navigation', { name: 'Administration' });
      if (await nav.locator('summary').isVisible()) await nav.locator('summary').click();
      await nav.getByRole('link', { name: 'Églises' }).click();
      const list = page.getByRole('table', { name: /Liste des églises/ });
      await expect(list).toContainText('Belgique');
      await expect(list).not.toContainText('countries.');
      await page.getByRole('link', { name: 'Nouvelle église' }).click();
      await expect(page.getByRole('heading', { name: 'Nouvelle église' })).toBeVisible();
      const country = page.getByRole('combobox', { name: 'Pays' });
      await expect(country.locator('option:checked')).toHaveText('France');
      const names = await country.locator('option').allTextContents();
      expect(names).toEqual(['—', 'France', 'Belgique', 'Suisse', 'Luxembourg', 'Bulgarie', 'Madagascar', 'Guinée']);

      // A click on the map fills both coordinates; west is a smaller longitude, north a greater latitude.
      const map = page.getByRole('img', { name: /Carte pour placer l’église/ });
      await expect(map).toBeVisible();
      const size = (await map.boundingBox())!;
      const latitude = box(page, 'Latitude');
      const longitude = box(page, 'Longitude');
      await map.click({ position: { x: size.width * 0.2, y: size.height * 0.3 } });
      const west = { lat: await numberIn(latitude), lon: await numberIn(longitude) };
      await map.click({ position: { x: size.width * 0.7, y: size.height * 0.8 } });
      const southEast = { lat: await numberIn(latitude), lon: await numberIn(longitude) };
      expect(west.lon).toBeLessThan(southEast.lon);
      expect(west.lat).toBeGreaterThan(southEast.lat);
      for (const p of [west, southEast]) {
        expect(p.lat).toBeGreaterThan(41);
        expect(p.lat).toBeLessThan(52);
        expect(p.lon).toBeGreaterThan(-6);
        expect(p.lon).toBeLessThan(11);
      }
      await expect(page.getByText(/Position choisie sur la carte/)).toBeVisible();

      // The fields stay for a precise entry, and the pin follows what is typed.
      const pin = page.getByTestId('place-pin');
      await latitude.fill('48.3904');
      await longitude.fill('-4.4861');
      const brest = (await pin.boundingBox())!;
      await latitude.fill('43.6047');
      await longitude.fill('1.4442');
      const toulouse = (await pin.boundingBox())!;
      expect(brest.x).toBeLessThan(toulouse.x);
      expect(brest.y).toBeLessThan(toulouse.y);
      await expectLayoutAndA11y(page);
      await shot(page, `church-form-${viewport.width}`);
      await latitude.scrollIntoViewIfNeeded();
      await shot(page, `church-form-map-${viewport.width}`, false);
    });
  });
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('the country names follow the page’s language', async ({ signInAs, page }) => {
    await signInAs(page, 'pays-langues', ['ROLE_ADMIN']);
    for (const [lang, france, guinea] of [
      ['en', 'France', 'Guinea'],
      ['de', 'Frankreich', 'Guinea'],
      ['es', 'Francia', 'Guinea'],
      ['bg', 'Франция', 'Гвинея'],
      ['kr', '프랑스', '기니'],
      ['fr', 'France', 'Guinée'],
    ]) {
      await open(page, `/admin/eglises/nouvelle?lang=${lang}`);
      const options = await page.locator('select[name="pays"] option').allTextContents();
      expect(options).toContain(france);
      expect(options).toContain(guinea);
      expect(options.join(' ')).not.toMatch(/countries\./);
    }
  });

  test('the media form offers the categories by name, and keeps their codes', async ({ signInAs, page }) => {
    await acceptCookies(page);
    await signInAs(page, 'categories', ['ROLE_ADMIN']);
    await open(page, '/admin/medias/nouveau');
    await expect(page.getByRole('textbox', { name: /Catégories/ })).toHaveCount(0);
    const categories = page.getByRole('group', { name: 'Catégories' });
    await expect(categories.getByRole('checkbox')).toHaveCount(17);
    await expectNoA11yViolations(page);

    const title = `Tenir ferme ${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
    await categories.getByRole('checkbox', { name: 'Exhortations audio' }).check();
    await categories.getByRole('group', { name: 'Enseignement' }).getByRole('checkbox', { name: 'Dieu' }).check();
    // A new media starts hidden: shown, so that the public list has it.
    await page.getByLabel('Visible sur le site').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été créé.')).toBeVisible();

    // Stored as the list pages read them: the media is in the audio exhortations' list.
    await open(page, page.url().replace(/\?.*$/, ''));
    await expect(categories.getByRole('checkbox', { name: 'Exhortations audio' })).toBeChecked();
    await expect(categories.getByRole('checkbox', { name: 'Dieu' })).toBeChecked();
    await expect(categories.getByRole('checkbox', { name: 'Exhortations écrites' })).not.toBeChecked();
    await expect
      .poll(async () => (await page.request.get('/api/public/medias/categorie/exhortationsAudio')).text())
      .toContain(title);
    await categories.getByRole('checkbox', { name: 'Dieu' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été enregistré.')).toBeVisible();
    await expect(categories.getByRole('checkbox', { name: 'Dieu' })).not.toBeChecked();
    await expect(categories.getByRole('checkbox', { name: 'Exhortations audio' })).toBeChecked();
    await expectLayoutAndA11y(page);
    await shot(page, 'media-form-1280');
    await page.setViewportSize(viewports.mobile);
    await expectLayoutAndA11y(page);
    await shot(page, 'media-form-375');
  });
});

for (const viewport of Object.values(viewports)) {
  test(`the journal says what changed, before and after, at ${viewport.width} px`, async ({ signInAs, page }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    await signInAs(page, `journal-${viewport.width}`, ['ROLE_ADMIN']);
    const slug = `eglise-journal-${Math.random().toString(36).slice(2, 8)}`;
    await open(page, '/admin/eglises/nouvelle');
    await box(page, 'Nom').fill('Église du Journal');
    await box(page, 'Adresse de la page').fill(slug);
    await box(page, 'Code postal').fill('31000');
    await box(page, 'Ville').fill('Toulouse');
    await box(page, 'Latitude').fill('43.6047');
    await box(page, 'Longitude').fill('1.4442');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('L’église a été créée.')).toBeVisible();
    const id = page.url().match(/eglises\/(\d+)/)![1];
    await box(page, 'Ville').fill('Brest');
    await box(page, 'Code postal').fill('29200');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/a été enregistrée/)).toBeVisible();

    await open(page, `/admin/journal?subjectType=church&subjectId=${id}`);
    const journal = page.getByRole('table', { name: 'Journal des modifications du personnel' });
    const [updated, created] = await journal
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .all();
    await expect(updated).toContainText('Église modifiée : « Église du Journal »');
    await expect(updated.getByRole('listitem').filter({ hasText: 'Ville' })).toHaveText(
      /^Ville : Avant Toulouse → Après Brest$/,
    );
    await expect(updated.getByRole('listitem').filter({ hasText: 'Code postal' })).toHaveText(
      /^Code postal : Avant 31000 → Après 29200$/,
    );
    // Only what changed is listed.
    await expect(updated.getByRole('listitem').filter({ hasText: 'Nom' })).toHaveCount(0);
    await expect(created).toContainText('Église créée : « Église du Journal »');
    await expect(created.getByRole('listitem').filter({ hasText: 'Pays' })).toHaveText(/Pays\s*:\s*France/);
    await expect(journal).not.toContainText('{');
    await expect(journal).not.toContainText('"ville"');
    // No sideways scrolling: the table fits its column.
    await expect(page.getByTestId('table-scroll-hint')).toHaveCount(0);
    const region = page.getByRole('region', { name: 'Journal des modifications du personnel' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await expectLayoutAndA11y(page);
    await shot(page, `journal-${viewport.width}`);
  });
}
