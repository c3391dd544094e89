import type { Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import {
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  refused,
  signIn as signInWith,
  test,
  viewports,
} from './support.ts';

/**
 * The student area and the children's pages by role, in French: what a visitor, a member, a candidate and a
 * children's teacher each see, and the private files each one gets or is refused.
 */

const demo = {
  candidate: 'candidat@demo.lephare.example',
  teacher: 'enfants@demo.lephare.example',
  member: 'membre@demo.lephare.example',
  password: 'Lumiere-Phare-2026',
};

/** A demo member signed in (tests/e2e/support.ts: the form sent without a page), the cookie banner answered. */
async function signIn(page: Page, email: string) {
  await acceptCookies(page);
  await signInWith(page, email, demo.password);
}

for (const viewport of Object.values(viewports)) {
  test(`un candidat à ${viewport.width} px : formation, espace candidats, devoirs, cours audio, direct`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, demo.candidate);
    await open(page, '/formation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formation');
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: 'Espace candidats' }).click();
    await expect(page).toHaveURL(/\/espace-candidats$/);
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
      'Devoirs bibliques',
      'Devoirs dogmatiques',
      'Cours audio',
    ]);
    await expectLayoutAndA11y(page);

    await page.getByRole('link', { name: 'Devoirs bibliques' }).click();
    await expect(page).toHaveURL(/\/espace-candidats-cours\/devoirs%20bibliques$/);
    const titles = page.locator('main li h2');
    await expect(titles).toHaveCount(4);
    await expect(titles.first()).toHaveText('Devoir 1 — L’Évangile selon Marc, chapitres 1 à 4');
    expect(await titles.first().evaluate((h) => getComputedStyle(h).color)).toBe('rgb(29, 78, 137)');
    await expectLayoutAndA11y(page);
    const href = await page
      .getByRole('link', { name: /Télécharger le devoir/ })
      .first()
      .getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');

    await open(page, '/espace-candidats-cours/cours%20audio');
    await expect(page.locator('main h2')).toHaveText(['2020', '2019', '2018']);
    await expect(page.getByRole('button', { name: /Cours audio 2019 — L’homilétique/ })).toBeVisible();
    await expectLayoutAndA11y(page);

    await open(page, '/direct-cours-formation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cours en direct');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir la liste de lecture' }).click();
    const modal = page.getByRole('dialog', { name: 'Cours de formation en direct' });
    await expect(modal.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/videoseries\?list=/);
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
  });
}

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('un visiteur ne voit pas l’espace candidats et ses pages l’envoient à la connexion', async ({ page }) => {
    await acceptCookies(page);
    await open(page, '/formation');
    await expect(page.getByRole('link', { name: 'Formation missionnaire' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Espace candidats' })).toHaveCount(0);
    for (const path of [
      '/espace-candidats',
      '/espace-candidats-cours/devoirs%20bibliques',
      '/direct-cours-formation',
      '/enseignementEnfants',
    ]) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path).replace(/%/g, '%')}`));
    }
  });

  test.describe('un membre sans rôle', () => {
    test('n’a ni l’espace candidats ni les fichiers privés', async ({ page, expectedErrors }) => {
      await signIn(page, demo.member);
      await open(page, '/formation');
      await expect(page.getByRole('link', { name: 'Espace candidats' })).toHaveCount(0);
      // The reserved page (403), not the sign-in page that would send a signed-in member home (decision 0112).
      expectedErrors.push(refused(403, '/espace-candidats'));
      expect((await open(page, '/espace-candidats'))?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Cette page est réservée', level: 1 })).toBeVisible();
    });
  });

  test('enfants : les deux sites externes ; l’enseignement des enfants par tranche d’âge pour les moniteurs', async ({
    page,
    expectedErrors,
  }) => {
    await acceptCookies(page);
    await open(page, '/enfants');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enfants');
    await expect(page.getByRole('link', { name: /Le site des enfants/ })).toHaveAttribute(
      'href',
      /^https:\/\/enfants\./,
    );
    await expect(page.getByRole('link', { name: /Ressources pour les moniteurs/ })).toHaveAttribute(
      'href',
      /^https:\/\/ressources-enfants\./,
    );
    await expectLayoutAndA11y(page);

    await signIn(page, demo.teacher);
    await open(page, '/enseignementEnfants');
    await expect(page.locator('main section h2')).toHaveText([
      '3 à 4 ans',
      '5 à 6 ans',
      '7 à 10 ans',
      'Autres ressources',
    ]);
    const band = page.getByRole('region', { name: '5 à 6 ans' });
    await expect(band.getByRole('link')).toHaveCount(6);
    await expect(band.getByRole('link').first()).toHaveText('Cahier de l’enfant — La création');
    const res = await page.request.get((await band.getByRole('link').first().getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    await expectNoA11yViolations(page);
    // A teacher is no candidate: the reserved page (decision 0112).
    expectedErrors.push(refused(403, '/espace-candidats'));
    expect((await open(page, '/espace-candidats'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Cette page est réservée', level: 1 })).toBeVisible();
  });
});

test('enseignement des enfants à 375 px : mise en page et accessibilité', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await signIn(page, demo.teacher);
  await open(page, '/enseignementEnfants');
  await expectLayoutAndA11y(page);
  await open(page, '/enfants');
  await expectLayoutAndA11y(page);
});
