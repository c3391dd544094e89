import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

test.describe('readings at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test("the Bible-in-a-year page shows today's readings, the platforms and the 66 books", async ({ page }) => {
    const response = await open(page, '/podcast-bible-en-un-an');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Bible en un an');
    for (const plan of ['La Bible en un an', 'Parle, ton serviteur écoute', 'Sagesse des Proverbes']) {
      const reading = page.getByRole('region', { name: plan }).first();
      await expect(reading.getByRole('heading', { level: 3, name: plan })).toBeVisible();
      await expect(reading.locator('audio')).toHaveCount(1);
    }
    // Commas of the title become line breaks: one line per reading.
    const proverbs = page.getByRole('region', { name: 'Parle, ton serviteur écoute' }).first();
    await expect(proverbs.locator('p span.block')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Apple Podcasts/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: /Spotify/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.locator('head link[rel="alternate"][href="/podcasts/bible-en-un-an.xml"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Ancien Testament' }).getByRole('link')).toHaveCount(39);
    await expect(page.getByRole('region', { name: 'Nouveau Testament' }).getByRole('link')).toHaveCount(27);
    await expect(page.getByRole('link', { name: 'Genèse' })).toHaveAttribute(
      'href',
      /^\/podcast-bible-en-un-an-lecture\/1449\/[0-9a-f]{6}\/Gen%C3%A8se$/,
    );
    await expectNoA11yViolations(page);
  });

  test('a book plays all its chapters in order, with descriptions cut to the width', async ({ page }) => {
    await open(page, '/podcast-bible-en-un-an');
    await page.getByRole('link', { name: 'Ruth' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Bible en un an');
    await expect(page.locator('header').getByText('Ruth', { exact: true })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Chapitres' }).getByRole('listitem').getByRole('button');
    await expect(rows).toHaveCount(4);
    // "Ruth, chapitre 1 : lecture intégrale (Louis Segond 1910)": 60 characters from 1200 px (28 below 700 px).
    await expect(rows.first()).toContainText('Ruth, chapitre 1 : lecture intégrale (Louis Segond 1910)…');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Écouter tout le livre' }).click();
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
    const audio = page.locator('main audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    // Each chapter lasts 1.5 s: the second starts by itself when the first ends.
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused), { timeout: 10_000 }).toBe(true);
    // A row plays its own chapter.
    await rows.nth(3).click();
    await expect(rows.nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('the daily meditations page shows the two meditations with their episodes', async ({ page }) => {
    const response = await open(page, '/meditation-quotidienne');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Méditation quotidienne');
    await expect(page.getByRole('heading', { level: 2, name: 'Le pain du matin' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Une parole pour le soir' })).toBeVisible();
    await expect(page.locator('main audio')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Lire la présentation : Le pain du matin/ })).toHaveAttribute(
      'href',
      /^\/media\/137\//,
    );
    await expect(page.getByRole('link', { name: /Lire la présentation : Une parole pour le soir/ })).toHaveAttribute(
      'href',
      /^\/media\/153\//,
    );
    await expect(page.locator('head link[rel="alternate"][href="/podcasts/meditation-quotidienne.xml"]')).toHaveCount(
      1,
    );
    await expectNoA11yViolations(page);
  });

  test('a promoted reading page lists its chapters', async ({ page }) => {
    const response = await open(page, '/lecture-nehemie');
    expect(response?.status()).toBe(200);
    await expect(page.locator('header').getByText('Néhémie, rebâtir la muraille', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chapitres' }).getByRole('listitem')).toHaveCount(5);
    await expectNoA11yViolations(page);
  });
});

test.describe('readings at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('the reading pages pass the layout and axe checks; descriptions are cut to the phone width', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [path, h1] of [
      ['/podcast-bible-en-un-an', 'La Bible en un an'],
      ['/meditation-quotidienne', 'Méditation quotidienne'],
      ['/lecture-nehemie', null],
    ] as const) {
      await open(page, path);
      if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      else await expect(page.getByRole('region', { name: 'Chapitres' })).toBeVisible();
      await expectLayoutAndA11y(page);
    }
    await open(page, '/podcast-bible-en-un-an');
    await page.getByRole('link', { name: 'Ruth' }).click();
    const rows = page.getByRole('region', { name: 'Chapitres' }).getByRole('listitem').getByRole('button');
    await expect(rows.first()).toContainText('Ruth, chapitre 1 : lecture i…');
    await expectLayoutAndA11y(page);
  });
});
