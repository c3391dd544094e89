import type { Page } from '@playwright/test';
import { expect, expectLayoutAndA11y, open, test, viewports } from './support.ts';

/** /eglises and a church's page, in French: pins by keyboard, a popup church, the lists in country order, axe-core. */

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** The cookie banner, fixed at the bottom of a phone's screen, would cover the links of the lists. */
async function acceptCookies(page: Page) {
  await page.getByTestId('cookie-banner').getByRole('button', { name: "J'ai compris" }).click();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('the map: real borders, a pin per church reachable with Tab and named by the church', async ({ page }) => {
    await open(page, '/eglises');
    await expect(page.getByRole('heading', { name: 'Les églises de la mission', level: 1 })).toBeVisible();
    const map = page.getByRole('group', { name: /Carte des églises en France/ });
    await expect(map).toBeVisible();
    // Borders drawn on the server: the country shapes are paths of the page itself, no map script or tile.
    expect(await map.locator('path[d^="M"]').count()).toBeGreaterThan(5);
    const pins = map.getByRole('link');
    const names = await pins.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names).toContain('Église évangélique de Lyon');
    expect(names.every((n) => n?.startsWith('Église'))).toBe(true);
    await expectLayoutAndA11y(page);

    // From the text just above the map, Tab goes to the first pin, then the next.
    await page.getByText(/Une trentaine d'églises/).click();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(names[1]);

    // A church with a site opens it in a new tab.
    const lyon = map.getByRole('link', { name: 'Église évangélique de Lyon' });
    await expect(lyon).toHaveAttribute('target', '_blank');
    await expect(lyon).toHaveAttribute('href', 'https://lyon.eglises.mission-lephare.example');

    // The three small maps each link to their country's church.
    for (const [country, name] of [
      ['Bulgarie', 'Plovdiv'],
      ['Guinée', 'Conakry'],
      ['Madagascar', 'Antsirabe'],
    ])
      await expect(page.getByRole('link', { name: new RegExp(`^${country} : .*${name}`) })).toHaveAttribute(
        'href',
        new RegExp(`^https://${name.toLowerCase()}\\.`),
      );
  });

  test('a popup church opens its modal from the keyboard; Escape closes it and gives focus back', async ({ page }) => {
    await open(page, '/eglises');
    const pin = page
      .getByRole('group', { name: /Carte des églises/ })
      .getByRole('link', { name: 'Église évangélique de Strasbourg' });
    await pin.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Église évangélique de Strasbourg' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('le dimanche à 10 h')).toBeVisible();
    await expect(dialog.getByRole('link', { name: "Informations de l'église" })).toHaveAttribute(
      'href',
      '/eglises/strasbourg',
    );
    await expectLayoutAndA11y(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pin).toBeFocused();
  });

  test("a church's page: address, times, choirs, schema.org Church, a link back to the map", async ({ page }) => {
    await open(page, '/eglises/lyon');
    await expect(page.getByRole('heading', { name: 'Église évangélique de Lyon', level: 1 })).toBeVisible();
    await expect(page.getByText('22 rue Laënnec')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Horaires des réunions' })).toBeVisible();
    await expect(page.getByText(/Dimanche 10 h 00/)).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Church',
      name: 'Église évangélique de Lyon',
      address: { postalCode: '69008', addressLocality: 'Lyon', addressCountry: 'FR' },
      geo: { latitude: 45.7485, longitude: 4.8467 },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Sunday', opens: '10:00' },
        { dayOfWeek: 'https://schema.org/Wednesday', opens: '20:00' },
      ],
    });
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: 'Voir toutes les églises sur la carte' }).click();
    await expect(page).toHaveURL(/\/eglises$/);
    expect((await page.request.get('/eglises/atlantide')).status()).toBe(404);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('alphabetical lists in the order FRANCE, BELGIQUE, SUISSE, BULGARIE, MADAGASCAR, GUINÉE; no map', async ({
    page,
  }) => {
    await open(page, '/eglises');
    await expect(page.getByRole('group', { name: /Carte des églises/ })).toBeHidden();
    const lists = page.locator('section[data-pays]');
    expect(await lists.locator('h3').allInnerTexts()).toEqual([
      'FRANCE',
      'BELGIQUE',
      'SUISSE',
      'BULGARIE',
      'MADAGASCAR',
      'GUINÉE',
    ]);
    for (const pays of ['FR', 'BE', 'CH']) {
      const towns = await page.locator(`section[data-pays="${pays}"] li > a:first-child`).allInnerTexts();
      const clean = towns.map((t) => t.replace(/\s*\(nouvel onglet\)$/, ''));
      expect(clean.length).toBeGreaterThan(2);
      expect(clean).toEqual([...clean].sort(collator.compare));
    }
    await expectLayoutAndA11y(page);
    // The bookshop banner and its visit link.
    await expect(page.getByRole('heading', { name: 'La librairie de la mission' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visiter la librairie/ })).toHaveAttribute('target', '_blank');

    // A popup church of the lists opens its modal.
    await acceptCookies(page);
    await page.locator('section[data-pays="FR"]').getByRole('link', { name: 'Nîmes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Église évangélique de Nîmes' });
    await expect(dialog).toBeVisible();
    await expectLayoutAndA11y(page);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a church's page at phone width", async ({ page }) => {
    await open(page, '/eglises/conakry');
    await expect(page.getByRole('heading', { name: 'Église évangélique Le Phare de Conakry', level: 1 })).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});
