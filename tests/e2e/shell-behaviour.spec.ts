import { expect, open, refused, test, viewports } from './support.ts';

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('the toolbar is 60 % opaque until the page is scrolled past 438 px, then opaque', async ({ page }) => {
    await open(page, '/');
    const toolbar = page.getByTestId('toolbar');
    const alpha = () => toolbar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(toolbar).toHaveAttribute('data-solid', 'false');
    expect(await alpha()).toMatch(/(0\.6\)|\/ 0\.6\))/);
    await page.evaluate(() => window.scrollTo(0, 430));
    await page.waitForTimeout(100);
    await expect(toolbar).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(toolbar).toHaveAttribute('data-solid', 'true');
    await expect.poll(alpha).not.toMatch(/0\.6/);
  });

  test('the Mission submenu is a disclosure usable with the keyboard', async ({ page, expectedErrors }) => {
    // Focusing the link prefetches its page, which the site does not have yet.
    expectedErrors.push(refused(404, '/confession-de-foi'));
    await open(page, '/');
    const mission = page.getByRole('button', { name: 'Mission' });
    await mission.focus();
    await page.keyboard.press('Enter');
    await expect(mission).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Confession de foi' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mission).toHaveAttribute('aria-expanded', 'false');
    await expect(mission).toBeFocused();
  });

  test('a menu entry prefetches its page when the pointer rests on it, and opens it in the same document', async ({
    page,
  }) => {
    // React Router learns the routes of the links it finds in the page (`data-discover`) once the page has loaded.
    const discovered = page.waitForRequest(
      (request) => request.url().includes('/__manifest') && decodeURIComponent(request.url()).includes('/actualites'),
    );
    await open(page, '/');
    await discovered;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const news = menu.getByRole('link', { name: 'Actualités' });
    await expect(news).not.toHaveAttribute('aria-current');
    const prefetched = page.locator('link[rel="prefetch"][href^="/actualites.data"]');
    await news.hover();
    await expect(prefetched).toHaveCount(1);
    // As with React Router's Link, the prefetch goes when the pointer leaves the entry.
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(prefetched).toHaveCount(0);
    await news.hover();
    await expect(prefetched).toHaveCount(1);
    await news.click();
    await expect(page).toHaveURL(/\/actualites$/);
    await expect(news).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A click with a modifier is left to the browser (a new tab here): the page stays.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      menu.getByRole('link', { name: 'Contact' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL(/\/contact$/);
    await expect(page).toHaveURL(/\/actualites$/);
  });

  test('the "À LA UNE" carousel shows the seeded news, newest first, linking to their pages', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'À LA UNE' });
    const slides = carousel.getByRole('listitem');
    await expect(slides).toHaveCount(6);
    await expect(slides.first()).toContainText("Travaux à la maison d'accueil : merci !");
    await expect(slides.first().getByRole('link')).toHaveAttribute('href', /^\/media\/2004\//);
    const strip = page.getByTestId('news-carousel');
    await carousel.getByRole('button', { name: 'Actualité suivante' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Actualité précédente' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
    // Covers are served from the file store.
    const cover = slides.first().locator('img');
    const src = await cover.getAttribute('src');
    const res = await page.request.get(src!);
    expect(res.status()).toBe(200);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('the cookie banner goes once accepted, and stays gone on reload without a flash', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: "J'ai compris" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeTruthy();
    // The server itself leaves the banner out: the HTML it sends has none.
    const response = await page.reload();
    expect(await response!.text()).not.toContain('cookie-banner');
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(banner).toHaveCount(0);
    await open(page, '/cookies');
    await expect(banner).toHaveCount(0);
  });

  test('the scroll-up button appears after 100 px and brings the page back to the top', async ({ page }) => {
    await open(page, '/');
    const up = page.getByRole('button', { name: 'Revenir en haut de la page' });
    await expect(up).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(up).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(up).toBeHidden();
  });

  test('the phone menu opens from its button and is usable with the keyboard', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Églises' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Églises' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Cantiques/ })).toBeVisible();
    // "direct" is for ROLE_REU_DIRECT only.
    await expect(nav.getByRole('link', { name: 'direct' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    const mission = nav.getByRole('button', { name: 'Mission' });
    await expect(mission).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Historique' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mission).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the home banner video', () => {
  test.use({ viewport: viewports.desktop });

  test('plays muted over its poster, and the pause button stops it', async ({ page }) => {
    await open(page, '/');
    const video = page.locator('header video');
    await expect(video).toHaveAttribute('poster', '/images/banners/accueil.svg');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
    await page.getByRole('button', { name: "Mettre en pause la vidéo d'arrière-plan" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: "Lire la vidéo d'arrière-plan" })).toBeVisible();
  });

  test('stays still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await page.waitForTimeout(500);
    expect(await page.locator('header video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: "Lire la vidéo d'arrière-plan" })).toBeVisible();
  });
});
