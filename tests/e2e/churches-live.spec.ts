import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectLayoutAndA11y, signIn, startOwnSite, test, viewports } from './support.ts';

/**
 * The live meeting pages and the information meeting, on a site of their own (its own port and embedded database,
 * from the browser tests' build): `npm run admin -- live:set` changes that site's meeting, which no other test sees.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 9;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-live-'));
const password = 'Lumiere-Phare-2026';
let site: ReturnType<typeof startOwnSite> | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = startOwnSite({ port, dataDir });
  await site.ready();
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The staff command, as staff type it, against this site (it hands the line to the running site). */
function admin(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await page.waitForSelector('html[data-hydrated="true"]');
}

for (const [label, viewport] of Object.entries(viewports)) {
  test(`the Saturday meeting before and after "live:set --diffusion on" (${label})`, async ({ newContext }) => {
    const page = await (await newContext({ viewport })).newPage();
    await signIn(page, 'direct@demo.lephare.example', password);
    await openPage(page, '/reunions-direct');
    await expect(page.getByRole('heading', { name: 'Réunions en direct', level: 1 })).toBeVisible();
    // Before: the announcement, no video, the audio fallback and the last meeting.
    await expect(page.getByRole('heading', { name: 'Annonce' })).toBeVisible();
    await expect(page.getByText(/Aucune retransmission n'est en cours/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Regarder le direct/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Écouter en audio seulement' })).toHaveAttribute(
      'href',
      'https://direct.mission-lephare.example/reunion.mp3',
    );
    await expectLayoutAndA11y(page);
    await page.getByRole('button', { name: "Lire l'annonce" }).click();
    const announcement = page.getByRole('dialog', { name: 'Annonce' });
    await expect(announcement).toContainText('Pensez à vérifier le son de votre appareil');
    await expectLayoutAndA11y(page);
    await page.keyboard.press('Escape');
    await expect(announcement).toBeHidden();

    expect(admin('live:set', '--diffusion', 'on')).toContain('diffusion : en cours');
    try {
      await openPage(page, '/reunions-direct');
      await expect(page.getByText('En direct', { exact: true })).toBeVisible();
      await expect(page.getByText(/Aucune retransmission n'est en cours/)).toHaveCount(0);
      const watch = page.getByRole('button', { name: /Regarder le direct/ });
      await expect(watch).toBeVisible();
      await expectLayoutAndA11y(page);
      // The call answers the announcement to anyone, the links only to the role's holders.
      const anonymous = await (await fetch(`${base}/api/public/reuDirect`)).json();
      expect(anonymous.data).toMatchObject({ reuDirectYoutubeDiffusion: true, reuDirectYoutubeUrl: null });
      const member = await (await page.request.get('/api/public/reuDirect')).json();
      expect(member.data.reuDirectYoutubeUrl).toBe('https://www.youtube.com/live/lePhareLive');
    } finally {
      admin('live:set', '--diffusion', 'off');
    }
    await openPage(page, '/reunions-direct');
    await expect(page.getByText(/Aucune retransmission n'est en cours/)).toBeVisible();
  });
}

test('the Sunday pastoral is for ROLE_PASTORALE; the information meeting for ROLE_REUNION_MISSIONNAIRE', async ({
  newContext,
}) => {
  const direct = await (await newContext({ viewport: viewports.desktop })).newPage();
  await signIn(direct, 'direct@demo.lephare.example', password);
  for (const pathname of ['/pastorale', '/reunion-information']) {
    // Refused on the server: the signed-in member without the role gets the reserved page (decision 0112).
    const refused = await direct.request.get(pathname, { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Cette page est réservée');
  }

  const pastor = await (await newContext({ viewport: viewports.mobile })).newPage();
  await signIn(pastor, 'pastorale@demo.lephare.example', password);
  await openPage(pastor, '/pastorale');
  await expect(pastor.getByRole('heading', { name: 'Pastorale du dimanche', level: 1 })).toBeVisible();
  await expect(pastor.getByText(/pastorale de dimanche commencera à 9 h 30/)).toBeVisible();
  await expectLayoutAndA11y(pastor);

  for (const viewport of Object.values(viewports)) {
    const page = await (await newContext({ viewport })).newPage();
    await signIn(page, 'reunion@demo.lephare.example', password);
    await openPage(page, '/reunion-information');
    await expect(page.getByRole('heading', { name: 'Documents à télécharger' })).toBeVisible();
    const document = page.getByRole('link', { name: 'Ordre du jour de la réunion d’information' });
    const href = (await document.getAttribute('href'))!;
    // The meeting's files are private: their address serves them to its members only (decision 0088).
    expect(href).toMatch(/^\/fichiers-prives\/\d+\//);
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const visitor = await (await newContext()).request.get(href, { maxRedirects: 0 });
    expect(visitor.status()).toBe(303);
    expect((await (await newContext()).request.get(href.replace('/fichiers-prives/', '/fichiers/'))).status()).toBe(
      404,
    );
    await expect(page.getByRole('heading', { name: 'Enregistrement audio' })).toBeVisible();
    await expect(page.locator('audio')).toHaveAttribute('src', /^\/fichiers-prives\/\d+\//);
    // Spec part 2 §8: the words a browser without HTML5 audio shows in the player's place.
    await expect(page.locator('audio')).toContainText('Your browser does not support HTML5 Audio!');
    await expect(page.getByRole('button', { name: /Vidéo de la réunion/ })).toBeVisible();
    await expectLayoutAndA11y(page);
  }
});
