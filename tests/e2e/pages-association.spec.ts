import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText as readPdf } from '../support/pdf-text.ts';
import { acceptCookies } from './media-support.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

/**
 * The association's pages, in French: banner, meta description, schema.org data, the French text, the footnotes
 * that link both ways, and every PDF fetched and read back with pdftotext.
 */

const pages = [
  { path: '/historique', h1: 'Historique', text: 'Henri et Marthe Delorme' },
  { path: '/confession-de-foi', h1: 'Confession de foi', text: 'Toute Écriture est inspirée de Dieu' },
  {
    path: '/la-mission-le-phare-n-est-pas-une-secte',
    h1: 'La Mission Le Phare n’est pas une secte',
    text: 'association cultuelle régie par la loi de 1905',
  },
  { path: '/gouvernance', h1: 'Gouvernance', text: 'commissaire aux comptes' },
];

/** Fetches a PDF the page links to and answers its text as pdftotext reads it. */
async function pdfText(request: APIRequestContext, href: string): Promise<string> {
  const res = await request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  return readPdf(await res.body()).replace(/\s+/g, ' ');
}

async function expectHead(page: Page, description: RegExp) {
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', inLanguage: 'fr' });
  expect(jsonLd.about).toMatchObject({ '@type': 'Organization', name: 'Mission Évangélique Le Phare' });
  return jsonLd;
}

for (const viewport of Object.values(viewports)) {
  test(`les quatre pages de l’association à ${viewport.width} px : bannière, texte, accessibilité`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    for (const p of pages) {
      await open(page, p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.locator('article [lang="fr"]').first()).toContainText(p.text);
      await expectHead(page, /.{40,}/);
      await expectLayoutAndA11y(page);
    }
  });
}

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('historique : trois sections illustrées et le lien vers la page sur la question des sectes', async ({
    page,
  }) => {
    await acceptCookies(page);
    await open(page, '/historique');
    const sections = page.locator('article section');
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText([
      'Les fondateurs',
      'Les premiers bâtiments',
      'Les premiers camps',
    ]);
    await expect(sections.locator('img')).toHaveCount(3);
    for (const img of await sections.locator('img').all()) {
      expect(await img.getAttribute('alt')).toMatch(/^Dessin : /);
    }
    await page.getByRole('link', { name: /est-elle une secte/ }).click();
    await expect(page).toHaveURL(/\/la-mission-le-phare-n-est-pas-une-secte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Mission Le Phare n’est pas une secte');
  });

  test('confession de foi : sections colorées, références, et la version complète en PDF', async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    await open(page, '/confession-de-foi');
    const titles = page.locator('article section > h2');
    await expect(titles).toHaveCount(17);
    await expect(titles.first()).toHaveText('La Bible');
    await expect(titles.last()).toHaveText('Conclusion');
    // Each section its colour, white text on it.
    const colours = await titles.evaluateAll((hs) => hs.map((h) => getComputedStyle(h).backgroundColor));
    expect(new Set(colours).size).toBeGreaterThanOrEqual(4);
    expect(await titles.first().evaluate((h) => getComputedStyle(h).color)).toBe('rgb(255, 255, 255)');
    await expect(page.locator('#dieu blockquote cite')).toHaveText(['Jean 4.24', 'Matthieu 28.19']);
    await expect(page.getByText('Références bibliques (Louis Segond 1910)').first()).toBeVisible();

    const link = page.getByRole('link', { name: 'Télécharger la version complète (PDF)' });
    const text = await pdfText(request, (await link.getAttribute('href'))!);
    expect(text).toContain('Confession de foi');
    expect(text).toContain('Le retour de Christ');
    expect(text).toContain('Car Dieu a tant aimé le monde qu’il a donné son Fils unique');
    expect(text).toContain('1 Thessaloniciens 4.16-17');
  });

  test('la question des sectes : notes [1] à [7] liées dans les deux sens, et le PDF', async ({ page, request }) => {
    await acceptCookies(page);
    await open(page, '/la-mission-le-phare-n-est-pas-une-secte');
    const calls = page.locator('article sup a');
    await expect(calls).toHaveText(['[1]', '[2]', '[3]', '[4]', '[5]', '[6]', '[7]']);
    const notes = page.locator('ol > li[id^="note-"]');
    await expect(notes).toHaveCount(7);

    for (const n of [3, 7]) {
      await page.getByRole('link', { name: `Note ${n}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#note-${n}$`));
      await expect(page.locator(`#note-${n}`)).toBeInViewport();
      await expect(page.locator(`#note-${n}`)).toContainText(n === 3 ? 'Loi n° 2001-504' : 'page Gouvernance');
      await page.getByRole('link', { name: `Retour à l’appel de la note ${n}` }).click();
      await expect(page).toHaveURL(new RegExp(`#appel-${n}$`));
      await expect(page.locator(`#appel-${n}`)).toBeInViewport();
    }
    await expectNoA11yViolations(page);

    const text = await pdfText(
      request,
      (await page.getByRole('link', { name: 'Télécharger cette page (PDF)' }).getAttribute('href'))!,
    );
    expect(text).toContain('La Mission Le Phare n’est pas une secte');
    expect(text).toContain('[3] Loi n° 2001-504 du 12 juin 2001');
    expect(text).toContain('[7] Voir la page Gouvernance');
  });

  test('gouvernance : rapports et procès-verbaux en PDF, pasteurs et diacres, banques', async ({ page, request }) => {
    await acceptCookies(page);
    await open(page, '/gouvernance');
    const officers = page.getByRole('table', { name: 'Pasteurs et diacres' });
    await expect(officers.getByRole('columnheader')).toHaveText(['Nom', 'Temps consacré', 'Type', 'Lieu de résidence']);
    await expect(officers.getByRole('row')).toHaveCount(7);
    await expect(officers.getByRole('row').nth(1)).toContainText(/Jean-Luc Perrin\s*Temps plein\s*Pasteur\s*Épinal/);
    const banks = page.getByRole('table', { name: 'Banques et titulaires des comptes' });
    await expect(banks.getByRole('columnheader')).toHaveText(['Banque', 'Titulaires']);
    await expect(banks.getByRole('row')).toHaveCount(4);

    const reports = page.getByRole('region', { name: 'Rapports du commissaire aux comptes' }).getByRole('link');
    const minutes = page.getByRole('region', { name: 'Procès-verbaux des assemblées générales' }).getByRole('link');
    await expect(reports).toHaveCount(2);
    await expect(minutes).toHaveCount(2);
    const expected = [
      [reports.nth(0), 'comptes annuels 2024', 'réguliers et sincères'],
      [reports.nth(1), 'comptes annuels 2023', 'image fidèle'],
      [minutes.nth(0), 'assemblée générale ordinaire du 17 mai 2025', 'Deuxième résolution'],
      [minutes.nth(1), 'assemblée générale ordinaire du 25 mai 2024', 'commissaire aux comptes'],
    ] as const;
    for (const [link, title, body] of expected) {
      await expect(link).toContainText(title);
      const text = await pdfText(request, (await link.getAttribute('href'))!);
      expect(text).toContain(title);
      expect(text).toContain(body);
    }
  });

  test('le plan du site liste les quatre pages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const p of pages) expect(xml).toContain(`${p.path}</loc>`);
  });
});
