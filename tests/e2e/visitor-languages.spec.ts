import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, open, test, viewports } from './support.ts';

/**
 * The six languages (spec part 1 §1): a shared link `?lang=xx` sets the `lang` cookie; the home, /soutien and a sermon
 * page show no French interface string; content written in French only carries lang="fr"; the selector in the header
 * and the footer changes the language.
 */

const localesDir = path.resolve(import.meta.dirname, '../../locales');

/** The leaves of a strings file, by key. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  else if (prefix) out.set(prefix, String(value));
  return out;
}
const read = (lang: string, ns: string) =>
  leaves(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')));

/**
 * French interface strings that a page in `lang` must not show: those of the namespaces whose translation differs,
 * long enough not to be a word the content could also hold, without placeholders.
 */
function frenchOnly(lang: string, namespaces: string[]): string[] {
  const strings: string[] = [];
  for (const ns of namespaces) {
    const french = read('fr', ns);
    const translated = read(lang, ns);
    for (const [key, text] of french)
      if (text.length >= 12 && !text.includes('{{') && translated.get(key) !== text) strings.push(text);
  }
  return strings;
}

/** The page's visible text outside the elements marked lang="fr" (the French content). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[lang="fr"], script, style, template')) el.remove();
    return copy.textContent ?? '';
  });
}

const languages = [
  { code: 'en', html: 'en', login: 'Log in', support: 'Support the mission' },
  { code: 'es', html: 'es', login: 'Iniciar sesión', support: 'Apoyar a la misión' },
  { code: 'de', html: 'de', login: 'Anmelden', support: 'Die Mission unterstützen' },
  { code: 'bg', html: 'bg', login: 'Вход', support: 'Подкрепете мисията' },
  { code: 'kr', html: 'ko', login: '로그인', support: '선교회 후원' },
];

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  for (const lang of languages) {
    test(`in ${lang.code}: a shared link sets the language; home, /soutien and a sermon show no French interface`, async ({
      page,
    }) => {
      await acceptCookies(page);
      await open(page, `/?lang=${lang.code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.html);
      const cookie = (await page.context().cookies(baseURL)).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe(lang.code);
      await expect(page.getByTestId('toolbar').getByRole('link', { name: lang.login })).toBeVisible();
      // The header holds on its one line in every language, at 1280 and 1024 px.
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const row = page.getByTestId('toolbar-row');
        const fits = await row.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, `toolbar in ${lang.code} at ${width} px`).toBe(true);
      }
      // French content (news titles) keeps its own language.
      await expect(page.locator('[data-testid="news-carousel"] h3[lang="fr"]').first()).toBeVisible();
      let text = await interfaceText(page);
      expect(frenchOnly(lang.code, ['common', 'home']).filter((s) => text.includes(s))).toEqual([]);
      await expectLayoutAndA11y(page);

      // The cookie keeps the language without the parameter.
      await open(page, '/soutien');
      await expect(page.locator('html')).toHaveAttribute('lang', lang.html);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.support);
      text = await interfaceText(page);
      expect(frenchOnly(lang.code, ['common', 'donations']).filter((s) => text.includes(s))).toEqual([]);
      await expectLayoutAndA11y(page);

      await open(page, '/media/3370/dieu-cherche-des-adorateurs');
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
      await expect(page.locator('main .prose-text[lang="fr"]').first()).toBeVisible();
      text = await interfaceText(page);
      expect(frenchOnly(lang.code, ['common', 'media']).filter((s) => text.includes(s))).toEqual([]);
      await expectLayoutAndA11y(page);
    });
  }

  test('the header’s selector changes the language and back', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/contact');
    const selector = page.getByTestId('language-toolbar');
    await selector.locator('summary').click();
    await selector.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/contact\?lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await expectLayoutAndA11y(page);
    await page.getByTestId('language-footer').locator('summary').click();
    await page.getByTestId('language-footer').getByRole('link', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('in Korean the home and /soutien fit a phone, axe-clean', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/?lang=kr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expectLayoutAndA11y(page);
    await open(page, '/soutien');
    await expect(page.getByRole('tab', { name: '계좌 이체' })).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});

// Every locale folder the test reads exists.
test('the locales are there', () => {
  expect(readdirSync(localesDir).toSorted()).toEqual(['bg', 'de', 'en', 'es', 'fr', 'kr']);
});
