import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, test, viewports } from './support.ts';

/** One page of each list type of the media sections, with a card or a row it must show. */
const pages = [
  { path: '/parole-partagee', h1: 'Parole partagée', sample: { role: 'link', name: 'Exhortations audio' } },
  {
    path: '/parole-partagee-spl/exhortationsAudio',
    h1: 'Exhortations audio',
    player: true,
    feed: '/podcasts/exhortations-audio.xml',
  },
  { path: '/parole-partagee-spl/exhortationsEcrite', h1: 'Exhortations écrites' },
  { path: '/decouvrir-l-evangile/messages%20audios', h1: "Découvrir l'Évangile", h2: 'Messages audio', player: true },
  { path: '/decouvrir-l-evangile/th%C3%A8mes%20divers', h1: "Découvrir l'Évangile", h2: 'Thèmes divers' },
  {
    path: '/decouvrir-l-evangile-au-sein-de-la-detresse',
    h1: "Découvrir l'Évangile",
    h2: 'Au sein de la détresse',
    player: true,
  },
  { path: '/enseignement/Dieu', h1: 'Enseignement', h2: 'Dieu' },
  { path: "/enseignement/L'au-del%C3%A0", h1: 'Enseignement', h2: "L'au-delà" },
  { path: '/temoignages', h1: 'Témoignages', sample: { role: 'heading', name: 'Témoignages à lire' } },
  { path: '/messages-video', h1: 'Messages vidéo' },
  { path: '/actualites', h1: 'Actualités', sample: { role: 'heading', name: 'À la une' } },
  { path: '/podcasts', h1: 'Podcasts', sample: { role: 'link', name: 'Méditation quotidienne' } },
] as const;

// Each page is opened once, at 1280 px, then given the layout and axe pass at 375 px as well (decision 0125).
for (const p of pages) {
  test(`${decodeURIComponent(p.path)} lists its content in French, with no axe violation at 1280 and 375 px`, async ({
    page,
  }) => {
    // The time of the two tests this one replaces (one per width).
    test.setTimeout(240_000);
    await page.setViewportSize(viewports.desktop);
    const response = await open(page, p.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
    if ('h2' in p) await expect(page.locator('header').getByText(p.h2, { exact: true })).toBeVisible();
    const main = page.locator('main');
    if ('sample' in p) await expect(main.getByRole(p.sample.role, { name: p.sample.name }).first()).toBeVisible();
    else await expect(main.getByRole('article').first()).toBeVisible();
    if ('player' in p) await expect(main.locator('audio')).toHaveCount(1);
    if ('feed' in p) {
      await expect(
        page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${p.feed}"]`),
      ).toHaveCount(1);
      await expect(main.getByRole('link', { name: /^S'abonner au podcast \(flux RSS\)/ })).toHaveAttribute(
        'href',
        p.feed,
      );
    }
    await expectNoA11yViolations(page);
    await page.setViewportSize(viewports.mobile);
    await expectLayoutAndA11y(page);
  });
}

test('an unknown section type is the 404 page', async ({ request }) => {
  for (const path of [
    '/parole-partagee-spl/autre',
    '/enseignement/Marie',
    '/decouvrir-l-evangile/x',
    '/temoignages/x',
    '/messages-video/x',
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
  }
});

test('/sd and /ec lead to their gospel pages', async ({ page }) => {
  await open(page, '/sd');
  await expect(page).toHaveURL(/\/decouvrir-l-evangile-au-sein-de-la-detresse$/);
  await open(page, '/ec');
  await expect(page).toHaveURL(/\/decouvrir-l-evangile-l-esperance-chretienne$/);
  await expect(page.locator('header').getByText("L'espérance chrétienne", { exact: true })).toBeVisible();
});

test('the news page lists the news of collection 1984 and the nine highlight cards', async ({ page }) => {
  await open(page, '/actualites');
  const news = page.getByRole('region', { name: 'Les nouvelles de la mission' }).getByRole('article');
  expect(await news.count()).toBeGreaterThan(5);
  await expect(news.first().getByRole('link')).toHaveAttribute('href', /^\/media\/\d+\//);
  const highlights = page.getByRole('region', { name: 'À la une' }).getByRole('link');
  await expect(highlights).toHaveCount(9);
  expect(await highlights.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/meditation-quotidienne',
    '/podcasts',
    '/parole-partagee-spl/exhortationsAudio',
    '/messages-video',
    '/enseignement/Dieu',
    '/decouvrir-l-evangile/messages%20audios',
    '/temoignages',
    '/revue',
    '/livres/toutLesLivres',
  ]);
  await news.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/media\/\d+\//);
});

test('a row of an audio list plays its file and the next one follows', async ({ page }) => {
  await open(page, '/parole-partagee-spl/exhortationsAudio');
  const player = page.locator('main audio');
  const rows = page.getByRole('region', { name: 'Exhortations audio' }).getByRole('listitem').getByRole('button');
  const second = rows.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  const firstTrack = await player.getAttribute('data-track-id');
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  // The demo files last a few seconds: the next row becomes current when this one ends.
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  expect(await player.getAttribute('data-track-id')).not.toBe(firstTrack);
});
