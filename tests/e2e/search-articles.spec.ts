import type { Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

const paging = (page: Page) => page.locator('#articles-paging');
const results = (page: Page) => page.locator('section[aria-labelledby="articles-paging"] > ul > li');
const facet = (page: Page, name: string) => page.locator(`details[data-group="${name}"]`);
const titles = (page: Page) => results(page).locator('h3').allInnerTexts();

test.describe('revues et articles à 1280 px', () => {
  test.use({ viewport: viewports.desktop });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('/revues/revues : la grille des numéros, chacun vers sa page', async ({ page }) => {
    const response = await open(page, '/revues/revues');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Revues', exact: true })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText('Revue');
    await expect(cards.first()).toContainText('Le Phare n° 24');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Articles de revues' }).click();
    await expect(page).toHaveURL(/\/revues\/articles-revues$/);
    await expect(paging(page)).toHaveText('1 - 48 sur 60 résultats');
  });

  test('/articles remet la recherche à zéro ; tailles de page, tri et la requête effaçable', async ({ page }) => {
    await open(page, '/revues/articles-revues?query=pri%C3%A8re&size=18');
    // Hydrated before the page size is chosen: a choice made before would reach no handler.
    await open(page, '/articles');
    await expect(page).toHaveURL(/\/revues\/articles-revues$/);
    await expect(paging(page)).toHaveText('1 - 48 sur 60 résultats');
    await expect(page.getByLabel('Résultats par page')).toHaveValue('48');
    await expect(results(page)).toHaveCount(48);
    for (const [size, shown] of [
      ['18', 18],
      ['35', 35],
      ['50', 50],
      ['100', 60],
    ] as const) {
      await page.getByLabel('Résultats par page').selectOption(size);
      await expect(paging(page)).toHaveText(`1 - ${shown} sur 60 résultats`);
      await expect(results(page)).toHaveCount(shown);
    }
    await page.getByLabel('Résultats par page').selectOption('18');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(paging(page)).toHaveText('19 - 36 sur 60 résultats');

    await page.getByLabel('Trier par').selectOption('titre_asc');
    await expect(paging(page)).toHaveText('1 - 18 sur 60 résultats');
    const asc = await titles(page);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'fr')));
    await page.getByLabel('Trier par').selectOption('titre_desc');
    await expect.poll(async () => (await titles(page))[0]).not.toBe(asc[0]);
    await page.getByLabel('Trier par').selectOption('date_parution_asc');
    await expect(results(page).first()).toContainText('1 mars 2021');
    await page.getByLabel('Trier par').selectOption('date_parution_desc');
    await expect(results(page).first()).toContainText('1 décembre 2023');

    await page.getByLabel('Rechercher un article').fill('prière');
    await page.keyboard.press('Enter');
    // The search's own list: the list before it matched the pattern below too, so the clearing could start before the
    // search had come back, which then showed its 4 results last.
    await expect(paging(page)).not.toHaveText(/ sur 60 résultats$/);
    await expect(paging(page)).toHaveText(/^1 - \d+ sur \d+ résultats$/);
    const clear = page.getByRole('link', { name: 'Effacer la recherche « prière »' });
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(paging(page)).toHaveText('1 - 18 sur 60 résultats');
    await expectNoA11yViolations(page);
  });

  test('chaque facette filtre, avec sa recherche et ses compteurs ; badges de thème en couleur', async ({ page }) => {
    await open(page, '/revues/articles-revues');
    await facet(page, 'revue')
      .getByRole('checkbox', { name: /Le Phare n° 13/ })
      .check();
    await expect(paging(page)).toHaveText('1 - 5 sur 5 résultats');
    // Its own group keeps its counts; the others narrow.
    await expect(facet(page, 'revue').getByRole('checkbox')).toHaveCount(12);
    await expect(facet(page, 'theme').getByRole('checkbox')).toHaveCount(5);
    await facet(page, 'revue')
      .getByRole('checkbox', { name: /Le Phare n° 13/ })
      .uncheck();
    await expect(paging(page)).toHaveText('1 - 48 sur 60 résultats');

    await facet(page, 'auteurs').getByRole('searchbox').fill('ROCH');
    await expect(facet(page, 'auteurs').getByRole('checkbox')).toHaveCount(1);
    await facet(page, 'auteurs')
      .getByRole('checkbox', { name: /Daniel Rocher/ })
      .check();
    await expect(paging(page)).toHaveText('1 - 10 sur 10 résultats');
    // Two facets: both apply (he wrote the editorials, their theme Réflexion, and nothing else).
    await facet(page, 'theme')
      .getByRole('checkbox', { name: /Réflexion/ })
      .check();
    await expect(paging(page)).toHaveText('1 - 10 sur 10 résultats');
    // The author narrowed the themes to his; the theme checked narrowed the authors to its.
    await expect(facet(page, 'theme').getByRole('checkbox')).toHaveCount(1);
    await expect(facet(page, 'auteurs').getByRole('checkbox')).toHaveCount(1);
    await page.goto('/articles');

    await facet(page, 'theme')
      .getByRole('checkbox', { name: /Témoignage/ })
      .check();
    await expect(paging(page)).toHaveText(/^1 - \d+ sur \d+ résultats$/);
    const badge = results(page).first().locator('[data-theme]');
    await expect(badge).toHaveText('Témoignage');
    const colour = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
    await facet(page, 'date_parution').getByRole('checkbox').first().check();
    await expect(paging(page)).toHaveText('1 - 1 sur 1 résultats');
    await page.goto('/revues/articles-revues?theme=R%C3%A9flexion');
    const other = await results(page)
      .first()
      .locator('[data-theme]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(other).not.toBe(colour);
    await expectNoA11yViolations(page);
  });

  test('les suggestions apparaissent en tapant', async ({ page }) => {
    await open(page, '/revues/articles-revues');
    await page.getByLabel('Rechercher un article').pressSequentially('abra');
    await expect(page.locator('#article-suggestions option[value="Abraham, le père des croyants"]')).toHaveCount(1);
    await page.getByLabel('Rechercher un article').fill('zzzz');
    await expect(page.locator('#article-suggestions option')).toHaveCount(0);
  });

  test('toute la recherche d’articles au clavier', async ({ page }) => {
    await open(page, '/revues/articles-revues');
    await page.getByLabel('Rechercher un article').focus();
    await page.keyboard.type('lumière');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/query=lumi/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.getByLabel('Trier par').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=titre_asc/);
    await results(page).first().getByRole('link').focus();
    // The link the keyboard is on: the sorted list may be drawn after the address changed, the focused link moved.
    const title = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
    expect(title).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('revues et articles à 375 px', () => {
  test.use({ viewport: viewports.mobile });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('le bouton Filtres montre et cache les facettes', async ({ page }) => {
    await open(page, '/revues/articles-revues');
    // Drawn closed by the server too: nothing moves when the page starts running. The shifts counted are those from
    // the moment its script arrived (a font or a picture arriving earlier is the document's, measured by Lighthouse).
    await page.waitForSelector('html[data-hydrated="true"]');
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }>((resolve) => {
          const script = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
            /\/entry\.client-[\w-]+\.js$/.test(entry.name),
          );
          const from = script?.responseEnd ?? 0;
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node }[] };
          const total = (entries: Shift[]) => {
            const after = entries.filter((entry) => entry.startTime >= from);
            return {
              value: after.reduce((sum, entry) => sum + entry.value, 0),
              moved: after.flatMap((entry) =>
                (entry.sources ?? []).map(
                  (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?',
                ),
              ),
            };
          };
          new PerformanceObserver((list) => resolve(total(list.getEntries() as Shift[]))).observe({
            type: 'layout-shift',
            buffered: true,
          });
          setTimeout(() => resolve({ value: 0, moved: [] }), 500);
        }),
    );
    expect(shifts.value, shifts.moved.join('\n')).toBeLessThan(0.01);
    const toggle = page.getByRole('button', { name: 'Filtres' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#article-facets')).toBeHidden();
    await expectLayoutAndA11y(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#article-facets')).toBeVisible();
    await facet(page, 'theme')
      .getByRole('checkbox', { name: /Histoire/ })
      .check();
    await expect(paging(page)).toHaveText(/^1 - \d+ sur \d+ résultats$/);
    await expectLayoutAndA11y(page);
  });

  test('sans JavaScript, les facettes sont montrées et le bouton Filtres caché', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto('/revues/articles-revues');
    await expect(page.locator('#article-facets')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtres' })).toBeHidden();
    await facet(page, 'theme')
      .getByRole('checkbox', { name: /Histoire/ })
      .check();
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/theme=/);
    await expect(paging(page)).toHaveText(/^1 - \d+ sur \d+ résultats$/);
  });

  test('/revues/revues : mise en page et accessibilité', async ({ page }) => {
    await open(page, '/revues/revues');
    await expectLayoutAndA11y(page);
  });
});
