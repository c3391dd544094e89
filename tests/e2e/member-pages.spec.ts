import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookies } from './media-support.ts';
import { accountArgs, expect, open, runAdmin, signIn as signInWith, test } from './support.ts';

/**
 * Pages the same for every member (decision 0077): rendered once per set of roles, each member's name filled in as
 * the page is sent. What a member gets must be, byte for byte, what the app renders for them alone (a forced reload,
 * `Cache-Control: no-cache`), and never another member's name.
 */

const password = 'Lumiere-Phare-2026';
const paths = ['/', '/cookies', '/media/3370/dieu-cherche-des-adorateurs', '/livres/toutLesLivres'];

async function member(firstname: string, lastname: string, roles: string[] = []) {
  const email = `partage.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
  await runAdmin(accountArgs(email, { firstname, lastname }, roles, password));
  return email;
}

/** Signs the page's context in (tests/e2e/support.ts) and answers its cookies, for requests made as that member. */
async function signIn(page: Page, email: string): Promise<string> {
  await acceptCookies(page);
  await signInWith(page, email, password);
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The page's HTML with its nonce (fresh for every answer) replaced by a fixed mark, and whether it was shared. */
async function fetchPage(request: APIRequestContext, path: string, cookie: string, forced = false) {
  const response = await request.get(path, {
    headers: { cookie, ...(forced ? { 'cache-control': 'no-cache' } : {}) },
  });
  expect(response.status(), path).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, `nonce of ${path}`).toBeTruthy();
  const html = (await response.text()).split(nonce!).join('NONCE');
  return { html, shared: response.headers().age !== undefined };
}

test('a page shared by members is for each exactly the page rendered for them alone, with their own name', async ({
  page,
  newContext,
  request,
}) => {
  const zoe = {
    first: `Zoé "l'Ancienne" & Fils`,
    last: `O'Brien-Müller`,
    shown: `Zoé "l'Ancienne" & Fils O'BRIEN-MÜLLER`,
  };
  const zoeCookie = await signIn(page, await member(zoe.first, zoe.last));
  const other = await (await newContext()).newPage();
  const jeanCookie = await signIn(other, await member('Jean', 'Partagé'));

  for (const path of paths) {
    const alone = await fetchPage(request, path, zoeCookie, true);
    expect(alone.shared, `${path} forced`).toBe(false);
    // The first member answer learns the page may be shared; the next are taken from the shared render.
    await fetchPage(request, path, jeanCookie);
    const shared = await fetchPage(request, path, zoeCookie);
    expect(shared.shared, `${path} shared`).toBe(true);
    expect(shared.html, path).toBe(alone.html);
    const jean = await fetchPage(request, path, jeanCookie);
    expect(jean.shared).toBe(true);
    expect(jean.html).toContain('Jean PARTAGÉ');
    expect(jean.html).not.toContain('BRIEN');
    expect(shared.html).not.toContain('PARTAGÉ');
  }

  // In the browser, the shared page hydrates without a mismatch (the fixture fails on any console error).
  await open(page, '/');
  await expect(page.getByTestId('toolbar-name')).toHaveText(zoe.shown);
  await expect(page.getByRole('link', { name: zoe.shown })).toHaveAttribute('title', zoe.shown);
  await open(other, '/cookies');
  await expect(other.getByTestId('toolbar-name')).toHaveText('Jean PARTAGÉ');
});

test('a member’s own page is never shared: the account page shows each their own details', async ({
  page,
  request,
}) => {
  const email = await member('Anne', 'Seule');
  const cookie = await signIn(page, email);
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/mon-compte', { headers: { cookie } });
    expect(response.headers().age).toBeUndefined();
    expect(await response.text()).toContain(email);
  }
});

test('a staff change shows at once on a page shared by members', async ({ page, request }) => {
  const email = await member('Odile', 'Intendante', ['ROLE_ADMIN']);
  const cookie = await signIn(page, email);
  await open(page, '/admin/medias/nouveau');
  const title = `Le phare dans la nuit ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
  await page.getByLabel(/^Date de publication/).fill('2026-11-02');
  await page.getByLabel('Visible sur le site').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le média a été créé.')).toBeVisible();
  const editor = page.url();
  const path = await page.getByRole('link', { name: 'Prévisualiser' }).getAttribute('href');

  // Seen twice: the second answer is the shared render.
  await fetchPage(request, path!, cookie);
  expect((await fetchPage(request, path!, cookie)).shared).toBe(true);

  await open(page, editor);
  await page.getByRole('button', { name: 'Code HTML' }).click();
  await page.locator('textarea[name="contenu"]').fill('<p>Ta parole est une lampe à mes pieds.</p>');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le média a été enregistré.')).toBeVisible();
  expect(await page.getByRole('link', { name: 'Prévisualiser' }).getAttribute('href')).toBe(path);
  const after = await fetchPage(request, path!, cookie);
  expect(after.shared).toBe(true);
  expect(after.html).toContain('Ta parole est une lampe à mes pieds.');
});
