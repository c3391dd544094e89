import type { Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import {
  accountPassword,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  refused,
  runAdmin,
  signIn,
  test,
  viewports,
} from './support.ts';

/**
 * The site in the visitor's language and the reading of its long pages: form messages follow the page's language
 * (decision 0110) while French keeps the spec's words; Bulgarian in the site's fonts; French content marked lang="fr";
 * the donation's amount on every tab; the association's pages set for reading; the member's name whole in the header.
 */

const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Characters a line of the paragraph holds: its width over the mean width of its own text in its own font. */
function charactersPerLine(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el.textContent ?? '';
      return Math.round(el.clientWidth / (context.measureText(text).width / text.length));
    });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const signInCases = [
    {
      lang: 'en',
      empty: 'Please enter your e-mail address',
      wrong: 'The password or the e-mail address is incorrect!',
      submit: 'Sign in',
    },
    {
      lang: 'bg',
      empty: 'Моля, въведете имейл адреса си',
      wrong: 'Паролата или имейл адресът са грешни!',
      submit: 'Вход',
    },
  ];
  for (const { lang, empty, wrong, submit } of signInCases)
    test(`in ${lang}, the sign-in form's messages are the page's language`, async ({ page, expectedErrors }) => {
      expectedErrors.push(refused(400, '/login'));
      await open(page, `/login?lang=${lang}`);
      const form = page.locator('main form');
      await form.getByRole('button', { name: submit }).click();
      await expect(form.getByText(empty)).toBeVisible();
      await expect(form.getByText('Veuillez saisir')).toHaveCount(0);
      await expectNoA11yViolations(page);
      await form.getByRole('textbox').first().fill('personne@exemple.fr');
      await form.locator('input[type="password"]').fill('Pas-le-bon-42');
      await form.getByRole('button', { name: submit }).click();
      await expect(form.getByRole('alert')).toHaveText(wrong);
      await expectNoA11yViolations(page);
    });

  test('in French, the sign-in refusal is the spec’s text, word for word', async ({ page, expectedErrors }) => {
    expectedErrors.push(refused(400, '/login'));
    await open(page, '/login?lang=fr');
    await page.getByLabel(/^Mail/).fill('personne@exemple.fr');
    await page.getByLabel(/^Mot de passe/).fill('Pas-le-bon-42');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.locator('main').getByText("Le mot de passe ou l'indentifiant est incorrect !")).toBeVisible();
  });

  test('a Bulgarian page is drawn in the site’s fonts, Cyrillic subsets loaded', async ({ page }) => {
    await open(page, '/?lang=bg');
    const cyrillic = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.unicodeRange.includes('U+400-45F') && face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''))
        .toSorted();
    });
    expect(cyrillic).toEqual(['Source Sans 3', 'Source Serif 4']);
    await shoot(page, 'bg-home-1280');
  });

  test('in English, search results and audio tracks are marked as French content', async ({ page }) => {
    await open(page, '/parole-partagee-bdd?lang=en');
    const first = page.locator('main ul[data-view] > li').first();
    await expect(first.locator('h3')).toBeVisible();
    expect(await first.locator('h3').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
    await expectNoA11yViolations(page);

    await open(page, '/podcast-bible-en-un-an');
    await page.getByRole('link', { name: 'Ruth' }).click();
    const rows = page.locator('main ol > li button');
    await expect(rows).toHaveCount(4);
    await expect(rows.first().locator('span[lang="fr"]').first()).toHaveText(/Ruth/);
    await expectNoA11yViolations(page);
  });

  test('in French, the reading of Ruth is « du livre de Ruth », tracks without a lang of their own', async ({
    page,
  }) => {
    await open(page, '/podcast-bible-en-un-an');
    await page.getByRole('link', { name: 'Ruth' }).click();
    await expect(page.locator('main ol > li button')).toHaveCount(4);
    await expect(page.locator('main ol > li button span[lang]')).toHaveCount(0);
    // The reading's own page (media 1456: Ruth) holds its text.
    await open(page, '/media/1456/ruth');
    await expect(page.locator('main').getByText('Lecture intégrale du livre de Ruth')).toBeVisible();
  });

  test('the transfer and cheque tabs repeat the amount', async ({ page }) => {
    await open(page, '/soutien');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await page.getByRole('combobox', { name: 'Civilité' }).selectOption('Mme');
    await field('Nom').fill('Lefèvre');
    await field('Prénom').fill('Hélène');
    await field('Montant du don (en euros)').fill('35');
    await field('Adresse postale').fill('8 rue du Temple');
    await field('Code postal').fill('30100');
    await field('Ville').fill('Alès');
    await field('Téléphone').fill('04 66 12 34 56');
    await field('Adresse e-mail').fill(`helene.${Date.now()}@exemple.fr`);
    await page.getByRole('button', { name: 'Valider mes informations' }).click();
    for (const tab of ['Virement', 'Chèque']) {
      await page.getByRole('tab', { name: tab }).click();
      const amount = page.getByRole('tabpanel').locator('dt', { hasText: 'Montant du don' });
      await expect(amount).toBeVisible();
      await expect(amount.locator('+ dd')).toHaveText(/^35,00\s€$/);
      await expectNoA11yViolations(page);
    }
  });

  test('a long name is cut in the header only where the room lacks', async ({ page }) => {
    const email = `samuel.${Date.now()}@exemple.fr`;
    await runAdmin([
      'user:create',
      '--email',
      email,
      '--password',
      accountPassword,
      '--firstname',
      'Samuel',
      '--lastname',
      'Bertholet-Marchand',
      '--activated',
    ]);
    await signIn(page, email);
    for (const width of [1280, 1536, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/');
      const name = page.getByTestId('toolbar-name');
      await expect(name).toHaveText('Samuel BERTHOLET-MARCHAND');
      // On a wide screen there is room for it; at 1280 px the menu needs the row and the name gives way.
      if (width > 1280)
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), `name cut at ${width} px`).toBe(true);
      expect(await page.getByTestId('toolbar-row').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});

for (const [label, viewport] of [
  ['375', viewports.mobile],
  ['1280', viewports.desktop],
] as const)
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('the history and the confession of faith are set in the serif, at most 75 characters a line', async ({
      page,
    }) => {
      for (const path of ['/historique', '/confession-de-foi']) {
        await open(page, path);
        const paragraph = 'main article [lang="fr"] section p';
        const family = await page
          .locator(paragraph)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
        expect(family).toMatch(/^"?Source Serif 4/);
        const perLine = await charactersPerLine(page, paragraph);
        expect(perLine, `characters a line on ${path}`).toBeLessThanOrEqual(75);
        if (label === '1280') expect(perLine, `characters a line on ${path}`).toBeGreaterThanOrEqual(60);
        await expectLayoutAndA11y(page);
        if (path === '/historique') await shoot(page, `historique-${label}`);
      }
    });

    test('a Bulgarian page fits and reads in Bulgarian', async ({ page }) => {
      await open(page, '/contact?lang=bg');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
      await expectLayoutAndA11y(page);
      await shoot(page, `bg-contact-${label}`);
    });
  });
