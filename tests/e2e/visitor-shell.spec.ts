import type { Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import {
  accountArgs,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  expectShownBelowToolbar,
  open,
  runAdmin,
  test,
  viewports,
} from './support.ts';

/**
 * What a visitor met in the shell and the pages, in French, at the width where each went wrong: the header on one
 * line with a long name, keyboard focus on cards, after modals and navigations, the banner on a phone, tables,
 * the IBAN, the donation steps.
 */

const password = 'Lumiere-Phare-2026';

async function fromOwnAddress(page: Page) {
  // Sign-ins and forms are limited per address: each test comes from one of its own.
  await page.context().setExtraHTTPHeaders({
    'x-forwarded-for': `10.17.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

async function signIn(page: Page, email: string) {
  await fromOwnAddress(page);
  await acceptCookies(page);
  await open(page, '/login');
  await page.getByLabel(/^Mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Presses Tab until the focus is inside an element matching `selector`; answers how many presses it took. */
async function tabInto(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.closest(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('the header holds on one line at 1024, 1280 and 1536 px for a member with a long name', async ({ page }) => {
  const email = `longname.${Date.now()}@exemple.fr`;
  const names = { firstname: 'Marie-Bernadette-Joséphine', lastname: 'de La Rochefoucauld-Montmorency' };
  await runAdmin(accountArgs(email, names, [], password));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email);
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/');
    const toolbar = page.getByTestId('toolbar');
    const bar = await toolbar.boundingBox();
    expect(bar!.height, `toolbar height at ${width} px`).toBe(64);
    const name = page.getByTestId('toolbar-name');
    const nameBox = await name.boundingBox();
    // One line of text (about 24 px), never two.
    expect(nameBox!.height, `name height at ${width} px`).toBeLessThan(32);
    // Shortened with an ellipsis rather than wrapped.
    expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    const logout = page.getByRole('button', { name: 'Se déconnecter' });
    const out = await logout.boundingBox();
    expect(out!.x + out!.width, `logout's right edge at ${width} px`).toBeLessThanOrEqual(width);
    expect(out!.y).toBeGreaterThanOrEqual(bar!.y);
    expect(out!.y + out!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
    // Everything of the bar is on its one row.
    const rows = await toolbar.evaluate((el) => {
      const row = el.firstElementChild!;
      return [...row.children].map((child) => Math.round(child.getBoundingClientRect().top));
    });
    expect(new Set(rows).size, `rows of the bar at ${width} px`).toBe(1);
    expect(await page.getByTestId('toolbar-row').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectLayoutAndA11y(page);
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('the banner picture is preloaded from the head with a high priority', async ({ page }) => {
    await open(page, '/');
    const src = await page.locator('header img').first().getAttribute('src');
    const preload = page.locator(`head link[rel="preload"][as="image"][href="${src}"]`);
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  test('the form pages raise no Content-Security-Policy report (zod does not probe for eval)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspReports: string[] }).cspReports = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspReports: string[] }).cspReports.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const reports = () => page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports);
    await open(page, '/soutien');
    expect(await reports()).toEqual([]);
    // Sent empty, the sign-in form is checked in the browser (zod) before anything leaves.
    await open(page, '/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    expect(await reports()).toEqual([]);
  });

  test('a card shows the keyboard focus', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/');
    await tabInto(page, 'article');
    const ring = await page.evaluate(() => {
      const card = document.activeElement!.closest('article')!;
      const style = getComputedStyle(card);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), overflow: style.overflow };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(page);
  });

  test('a navigation in the browser moves the focus to the new page’s title', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vie privée et cookies' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Vie privée et cookies');
    await expect(h1).toBeFocused();
  });

  test('the contact modal gives the focus back to its opener', async ({ page }) => {
    await fromOwnAddress(page);
    await acceptCookies(page);
    await open(page, '/contact');
    await page.getByLabel('Nom').fill('Lucie Bernard');
    await page.getByLabel('Adresse e-mail').fill(`lucie.${Date.now()}@exemple.fr`);
    await page.getByLabel('Message').fill('Bonjour, quels sont les horaires du culte de dimanche ?');
    const send = page.getByRole('button', { name: 'Envoyer' });
    await send.click();
    const modal = page.getByRole('dialog', { name: 'Message envoyé' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(send).toBeFocused();
  });

  test('the registration modal gives the focus back to its opener', async ({ page }) => {
    await fromOwnAddress(page);
    await acceptCookies(page);
    await open(page, '/inscription');
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).first();
    await field('Adresse mail').fill(`focus.${Date.now()}@exemple.fr`);
    await field('Prénom').fill('Élise');
    await field('Nom').fill('Garnier');
    await field('Mot de passe').fill('Sable-Doux-42');
    await field('Confirmation du mot de passe').fill('Sable-Doux-42');
    await field('Date de naissance').pressSequentially('02031990');
    await field('Lieu de naissance').fill('Nîmes');
    await field('Téléphone mobile').fill('06 98 76 54 32');
    const create = page.getByRole('button', { name: 'Créer mon compte' });
    await create.click();
    const modal = page.getByRole('dialog', { name: 'Inscription' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(create).toBeFocused();
  });

  test('the donation modal gives the focus back to the button that paid', async ({ page }) => {
    await fromOwnAddress(page);
    await acceptCookies(page);
    await open(page, '/soutien');
    await fillInformation(page);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Numéro de carte').fill('4000 0000 0000 0002');
    await field('Date d’expiration').fill('12/34');
    await field('Cryptogramme').fill('123');
    const pay = page.getByRole('button', { name: 'Payer' });
    await pay.click();
    const modal = page.getByRole('dialog', { name: 'Paiement non effectué' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(pay).toBeFocused();
  });

  test('the video poster hands the focus to the player it opens', async ({ page }) => {
    await acceptCookies(page);
    // No request leaves for YouTube in a test: the player's frame is answered empty.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, body: '<!doctype html><title>lecteur</title>' }),
    );
    await open(page, '/messages-video');
    await page.locator('main article a').first().click();
    const poster = page.getByRole('button', { name: /^Regarder la vidéo/ });
    await poster.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main iframe')).toBeFocused();
  });
});

async function fillInformation(page: Page) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('combobox', { name: 'Civilité' }).selectOption('Mme');
  await field('Nom').fill('Lefèvre');
  await field('Prénom').fill('Hélène');
  await field('Montant du don (en euros)').fill('30');
  await field('Adresse postale').fill('8 rue du Temple');
  await field('Code postal').fill('30100');
  await field('Ville').fill('Alès');
  await field('Téléphone').fill('04 66 12 34 56');
  await field('Adresse e-mail').fill(`helene.${Date.now()}@exemple.fr`);
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
}

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('the banner is compact on a phone, and the login form shows on arrival', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/');
    const home = await page.getByTestId('banner').boundingBox();
    expect(home!.height).toBeLessThanOrEqual(0.45 * 812);
    await expectLayoutAndA11y(page);
    for (const [path, field] of [
      ['/login', /^Mail/],
      ['/inscription', /^Adresse mail/],
      ['/soutien', /^Civilité/],
    ] as const) {
      await open(page, path);
      const banner = await page.getByTestId('banner').boundingBox();
      expect(banner!.height, `banner of ${path}`).toBeLessThanOrEqual(0.3 * 812);
      await expect(page.getByLabel(field).first()).toBeInViewport();
      await expectLayoutAndA11y(page);
    }
  });

  test('the cookies table says it scrolls and its last column can be reached', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/cookies');
    const region = page
      .getByRole('region')
      .filter({ has: page.locator('table') })
      .first();
    await expect(page.getByTestId('table-scroll-hint').first()).toBeVisible();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const last = region.locator('thead th').last();
    const [r, l] = [await region.boundingBox(), await last.boundingBox()];
    expect(l!.x + l!.width).toBeLessThanOrEqual(r!.x + r!.width + 1);
    expect(l!.x).toBeGreaterThanOrEqual(r!.x - 1);
    await expectLayoutAndA11y(page);
  });

  test('on a phone the transfer details show the IBAN in groups of four, none split', async ({ page }) => {
    await fromOwnAddress(page);
    await acceptCookies(page);
    await open(page, '/soutien');
    await fillInformation(page);
    await page.getByRole('tab', { name: 'Virement' }).click();
    const iban = page.getByTestId('iban');
    const groups = await iban.locator(':scope > span').allTextContents();
    expect(groups.length).toBeGreaterThan(4);
    for (const group of groups.slice(0, -1)) expect(group.trim()).toMatch(/^[A-Z0-9]{4}$/);
    expect(groups.at(-1)!.trim()).toMatch(/^[A-Z0-9]{1,4}$/);
    // Each group on one line.
    const rects = await iban.locator(':scope > span').evaluateAll((els) => els.map((e) => e.getClientRects().length));
    expect(rects.every((n) => n === 1)).toBe(true);
    await expectNoA11yViolations(page);
  });
  test('on /soutien the next step is brought into view and focused after the information is saved', async ({
    page,
  }) => {
    await fromOwnAddress(page);
    await acceptCookies(page);
    await open(page, '/soutien');
    await fillInformation(page);
    const tab = page.getByRole('tab', { name: 'Carte bancaire' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expectShownBelowToolbar(page, tab);
    // The four steps stand in two even rows.
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(2);
    await expectLayoutAndA11y(page);
  });
});
