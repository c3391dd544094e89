import type { Locator, Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

const path = '/parole-partagee-bdd';

/** The search state the address holds. */
function stateOf(page: Page): Record<string, unknown> {
  const q = new URL(page.url()).searchParams.get('q');
  return q ? (JSON.parse(q) as Record<string, unknown>) : {};
}

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /résultat/ });
const results = (page: Page) => page.locator('main ul[data-view] > li');
const group = (page: Page, type: string) => page.locator(`details[data-group="${type}"]`);

/** Presses Tab until the locator has the focus (the keyboard path a visitor takes). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the element');
}

test.describe('base de données de la Parole partagée à 1280 px', () => {
  test.use({ viewport: viewports.desktop });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('la recherche par défaut : onglets, groupes de filtres, nombre de résultats, grille', async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base de données de la Parole partagée');
    await expect(page.getByRole('link', { name: 'Toute la Parole partagée' })).toHaveAttribute('aria-current', 'page');
    await expect(count(page)).toHaveText(/^\d+ résultats$/);
    await expect(results(page)).toHaveCount(30);
    // "Types de médias" open with every item shown; the other groups closed.
    await expect(group(page, 'mediaType')).toHaveAttribute('open', '');
    await expect(group(page, 'mediaType').getByRole('checkbox')).not.toHaveCount(0);
    for (const type of ['auteur', 'livreBible', 'annee', 'serie'])
      await expect(group(page, type)).not.toHaveAttribute('open');
    // A group opens and closes.
    await group(page, 'auteur').locator('summary').click();
    await expect(group(page, 'auteur')).toHaveAttribute('open', '');
    await group(page, 'auteur').locator('summary').click();
    await expect(group(page, 'auteur')).not.toHaveAttribute('open');
    await expectNoA11yViolations(page);
  });

  test('texte, filtres, pages et catégories suivent les règles, l’adresse garde l’état', async ({ page }) => {
    await open(page, path);
    const total = await count(page).innerText();
    // Text submitted with Enter: page 1, state in q, scroll to 530 px.
    await page.getByLabel('Rechercher', { exact: true }).fill('espérance');
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).queryString).toBe('espérance');
    await expect(results(page).first()).toContainText('Une espérance vivante');
    // The words found, and their French forms (espère, espérance), are marked in the snippets; a result found by
    // its title alone has none.
    await expect(results(page).locator('mark').first()).toHaveText(/^esp[eéè]r/i);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(530);
    const found = await count(page).innerText();
    expect(found).not.toBe(total);

    // A filter goes to page 1; a page change keeps the filter.
    await page.getByLabel('Rechercher', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => stateOf(page).queryString).toBe('');
    await group(page, 'mediaType')
      .getByRole('checkbox', { name: /Exhortation/ })
      .check();
    await expect.poll(() => JSON.stringify(stateOf(page).filters)).toContain('"mediaType"');
    await expect(count(page)).toHaveText(/^\d+ résultats$/);
    const firstOfPageOne = await results(page).first().locator('h3').innerText();
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect.poll(() => stateOf(page).pageNumber).toBe(2);
    // The address changes before the second page is drawn: its first result is read once it is there.
    await expect(results(page).first().locator('h3')).not.toHaveText(firstOfPageOne);
    expect(JSON.stringify(stateOf(page).filters)).toContain('"mediaType"');
    await expect(group(page, 'mediaType').getByRole('checkbox', { name: /Exhortation/ })).toBeChecked();
    await expect(results(page).first()).toContainText('Exhortation');

    // Reloading, or opening the shared address, shows the same results.
    const firstTitle = await results(page).first().locator('h3').innerText();
    await page.reload();
    await expect(results(page).first().locator('h3')).toHaveText(firstTitle);
    await expect(group(page, 'mediaType').getByRole('checkbox', { name: /Exhortation/ })).toBeChecked();

    // Another filter: back to page 1.
    await group(page, 'annee').locator('summary').click();
    await group(page, 'annee').getByRole('checkbox').first().check();
    await expect.poll(() => stateOf(page).pageNumber).toBe(1);

    // "Effacer les filtres": page 1, size 30, the text kept.
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => stateOf(page).filters).toEqual([]);
    expect(stateOf(page)).toMatchObject({ pageNumber: 1, pageSize: 30 });

    // A category change clears the filters and the text.
    await page.getByLabel('Rechercher', { exact: true }).fill('foi');
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).queryString).toBe('foi');
    await group(page, 'mediaType').getByRole('checkbox').first().check();
    await expect.poll(() => (stateOf(page).filters as unknown[]).length).toBe(1);
    await page.getByRole('link', { name: 'Ouvrages' }).click();
    await expect.poll(() => stateOf(page).category).toBe('ouvrage');
    expect(stateOf(page)).toMatchObject({ queryString: '', filters: [], pageNumber: 1 });
    await expect(page.getByLabel('Rechercher', { exact: true })).toHaveValue('');
    await expect(results(page).first()).toContainText('Ouvrage');
    await expectNoA11yViolations(page);
  });

  test('un livre montre sa fiche de catalogue : pages, prix, librairie (décision 0113)', async ({ page }) => {
    await open(page, path);
    await page.getByRole('link', { name: 'Ouvrages' }).click();
    await expect.poll(() => stateOf(page).category).toBe('ouvrage');
    await page.getByLabel('Rechercher', { exact: true }).fill('Évangile selon Marc');
    await page.keyboard.press('Enter');
    const marc = results(page).filter({ hasText: "L'Évangile selon Marc" });
    await expect(marc).toContainText(/284 pages · 16,00\s€ · en librairie/);
    await expectNoA11yViolations(page);
  });

  test('les facettes du catalogue : rayons, disponibilité, pages et prix par tranches (décision 0113)', async ({
    page,
  }) => {
    await open(page, path);
    await page.getByRole('link', { name: 'Ouvrages' }).click();
    await expect.poll(() => stateOf(page).category).toBe('ouvrage');
    const titles: [string, string][] = [
      ['niveau_1', 'Rayons'],
      ['niveau_2', 'Sous-rayons'],
      ['niveau_3', 'Sujets'],
      ['collection', 'Collections'],
      ['annee_parution', 'Années de parution'],
      ['disponibilite', 'Disponibilité'],
      ['disponible_en_librairie', 'En librairie'],
      ['nombre_de_pages', 'Nombre de pages'],
      ['prix_vente', 'Prix de vente'],
    ];
    for (const [type, title] of titles) await expect(group(page, type).locator('summary')).toContainText(title);
    await group(page, 'disponibilite').locator('summary').click();
    await expect(group(page, 'disponibilite').getByRole('checkbox', { name: /Épuisé/ })).toBeVisible();
    await group(page, 'collection').locator('summary').click();
    await expect(group(page, 'collection').getByRole('checkbox', { name: /Commentaires du Phare/ })).toBeVisible();
    await group(page, 'niveau_3').locator('summary').click();
    await expect(group(page, 'niveau_3').getByRole('checkbox', { name: /^Marc/ })).toBeVisible();
    await group(page, 'nombre_de_pages').locator('summary').click();
    await group(page, 'nombre_de_pages')
      .getByRole('checkbox', { name: /200 à 299 pages/ })
      .check();
    await expect.poll(() => JSON.stringify(stateOf(page).filters)).toContain('"nombre_de_pages"');
    await expect(results(page).filter({ hasText: "L'Évangile selon Marc" })).toHaveCount(1);
    // Marc is in the list before the filter too: the filtered list is the one whose every book has 200 to 299 pages
    // (read at once, the list could still be the one drawn before).
    await expect
      .poll(async () => {
        const texts = await results(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => /\b2\d\d pages/.test(text));
      })
      .toBe(true);
    await expectNoA11yViolations(page);
  });

  test('une recherche de médias audio se suit en podcast (RSS)', async ({ page }) => {
    await open(page, `${path}?q=${encodeURIComponent('{"queryString":"espérance"}')}`);
    const link = page.getByRole('link', { name: 'Suivre cette recherche en podcast (RSS)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/parole-partagee-bdd\/podcast\.xml\?q=/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /podcast\.xml/,
    );
    const feed = await page.request.get(href!);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<title><![CDATA[Parole partagée : « espérance »]]></title>');
    expect((xml.match(/<enclosure /g) ?? []).length).toBeGreaterThan(0);
  });

  test('une adresse cassée montre la recherche par défaut', async ({ page }) => {
    await open(page, path);
    const total = await count(page).innerText();
    for (const q of ['{pas du json', '{"pageSize":7}', '{"category":"inconnue"}']) {
      const response = await open(page, `${path}?q=${encodeURIComponent(q)}`);
      expect(response?.status()).toBe(200);
      await expect(count(page)).toHaveText(total);
    }
  });

  test('la recherche dans un groupe de filtres ignore la casse', async ({ page }) => {
    await open(page, path);
    const authors = group(page, 'auteur');
    await authors.locator('summary').click();
    await authors.getByRole('searchbox').fill('ROCH');
    await expect(authors.getByRole('checkbox')).toHaveCount(1);
    await expect(authors.getByRole('checkbox', { name: /Daniel Rocher/ })).toBeVisible();
    await authors.getByRole('searchbox').fill('');
    expect(await authors.getByRole('checkbox').count()).toBeGreaterThan(5);
  });

  test('grille ou liste, et la fenêtre de pagination de 3 pages de chaque côté', async ({ page }) => {
    await open(page, `${path}?q=${encodeURIComponent('{"pageNumber":6}')}`);
    await expect(page.locator('ul[data-view="grille"]')).toBeVisible();
    await page.getByRole('link', { name: 'Liste' }).click();
    await expect(page.locator('ul[data-view="liste"]')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('vue')).toBe('liste');
    expect(stateOf(page).pageNumber).toBe(6);
    await expect(results(page).first().locator('[data-placeholder], img').first()).toHaveCSS('width', '75px');
    const pages = page.getByRole('navigation', { name: 'Pages de résultats' });
    const visible = await pages
      .locator('li[data-page]:visible')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-page'))));
    expect(visible).toEqual([3, 4, 5, 6, 7, 8, 9]);
    await expect(pages.getByRole('link', { name: 'Première page' })).toBeVisible();
    await pages.getByRole('link', { name: 'Dernière page' }).click();
    await expect(pages.locator('[aria-current="page"]')).toContainText(String(await lastPage(page)));
    await expect(pages.locator('[aria-disabled="true"]')).toHaveCount(2);
    await expectNoA11yViolations(page);
  });

  test('toute la recherche au clavier', async ({ page }) => {
    await open(page, path);
    // From the category tabs (the menu above is another page's business).
    await page.getByRole('link', { name: 'Toute la Parole partagée' }).focus();
    const box = page.getByLabel('Rechercher', { exact: true });
    await tabTo(page, box);
    await page.keyboard.type('prière');
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).queryString).toBe('prière');
    const checkbox = group(page, 'mediaType').getByRole('checkbox').first();
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect.poll(() => (stateOf(page).filters as unknown[]).length).toBe(1);
    const link = results(page).first().getByRole('link');
    await tabTo(page, link);
    // The link the keyboard is on (the filtered list may have been drawn again since it was found).
    const title = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
    expect(title).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/media\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('sans JavaScript, le formulaire cherche et filtre et l’adresse garde l’état', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto(path);
    await page.getByLabel('Rechercher', { exact: true }).fill('espérance');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\?q=/);
    expect(stateOf(page)).toMatchObject({ queryString: 'espérance', pageNumber: 1 });
    await expect(results(page).first()).toContainText('Une espérance vivante');
    await group(page, 'mediaType')
      .getByRole('checkbox', { name: /Article de revue/ })
      .check();
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect.poll(() => JSON.stringify(stateOf(page).filters)).toContain('"mediaType"');
    await expect(results(page).first()).toContainText('Article de revue');
    expect(stateOf(page).queryString).toBe('espérance');
  });
});

async function lastPage(page: Page): Promise<number> {
  const total = Number((await count(page).innerText()).replace(/\D/g, ''));
  return Math.ceil(total / 30);
}

test.describe('base de données de la Parole partagée à 375 px', () => {
  test.use({ viewport: viewports.mobile });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('mise en page, accessibilité et une page de chaque côté', async ({ page }) => {
    await open(page, `${path}?q=${encodeURIComponent('{"pageNumber":5}')}`);
    await expectLayoutAndA11y(page);
    const visible = await page
      .getByRole('navigation', { name: 'Pages de résultats' })
      .locator('li[data-page]:visible')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-page'))));
    expect(visible).toEqual([4, 5, 6]);
    await page.getByRole('link', { name: 'Liste' }).click();
    await expect(page.locator('ul[data-view="liste"]')).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});

test.describe('base de données de la Parole partagée sur un téléphone', () => {
  test.use({ viewport: viewports.mobile });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('les filtres attendent derrière « Filtres » ; après un choix, les résultats sont à l’écran', async ({
    page,
  }) => {
    await open(page, path);
    const toggle = page.getByRole('button', { name: 'Filtres', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const firstBox = page.locator('#bdd-filters').getByRole('checkbox').first();
    await expect(firstBox).toBeHidden();
    // The results start within the first screen, not below twelve groups of checkboxes.
    const heading = count(page);
    expect((await heading.boundingBox())!.y).toBeLessThan(900);
    const inView = () => expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);

    // A page change brings the results' heading into view.
    await page
      .getByRole('navigation', { name: 'Pages de résultats' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/pageNumber/);
    await inView();

    // So does a filter, chosen once « Filtres » is open.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstBox).toBeVisible();
    await expectNoA11yViolations(page);
    await firstBox.check();
    await expect(page).toHaveURL(/filterItems/);
    await expect(page.getByRole('button', { name: /^Filtres \(1\)$/ })).toBeVisible();
    await inView();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });
});
