import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn, waitForMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, open, test, viewports } from './support.ts';

/**
 * The mailed links, opened as a mail scanner does (a plain GET, no JavaScript) and as the member does (decision 0103):
 * the GET changes nothing; the activation is the page's own POST, or its button without JavaScript; a used or wrong
 * link offers « Se connecter » and « Recevoir un nouveau lien ».
 */
const password = 'Sable-Doux-42';

async function register(request: APIRequestContext, email: string): Promise<string> {
  const sentAt = Date.now() - 1000;
  const registered = await request.post('/api/public/inscriptionUser', {
    data: {
      email,
      prenom: 'lucie',
      nom: 'bernard',
      password,
      dateNaissance: '02/03/1990',
      lieuNaissance: 'nîmes',
      telMobile: '06 12 34 56 78',
    },
  });
  expect(registered.status()).toBe(200);
  return linkIn(await waitForMail(email, '/connexion/', sentAt), '/connexion/');
}

/** The account's state as the sign-in call tells it: 403 while inactive, 200 once active. */
async function signInStatus(request: APIRequestContext, email: string) {
  return (await request.post('/api/users/auth', { data: { login: email, pass: password } })).status();
}

async function expectWaysForward(page: Page) {
  await expect(page.getByRole('alert')).toHaveText('Le lien est incorrect ou expiré !');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute('href', '/compte-oublie');
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a mail scanner fetching the link leaves the account inactive; the member’s click then activates it', async ({
      page,
      playwright,
    }) => {
      const address = `10.38.${name === 'mobile' ? 1 : 2}.${Date.now() % 250}`;
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
      const email = `lucie.lien.${name}.${Date.now()}@exemple.fr`;
      const link = await register(page.request, email);

      // The scanner: a plain GET, twice, without cookies or JavaScript.
      const scanner = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
      for (let i = 0; i < 2; i++) {
        const scanned = await scanner.get(link);
        expect(scanned.status()).toBe(200);
        expect(scanned.headers()['set-cookie'] ?? '').not.toMatch(/session/i);
        expect(await scanned.text()).toContain('Activation du compte');
      }
      expect(await signInStatus(scanner, email)).toBe(403);
      await scanner.dispose();

      // The member's own click: the page shows the names, activates itself and signs the member in.
      await open(page, link);
      await expect(page.getByRole('heading', { name: 'Activation du compte', level: 2 })).toBeVisible();
      await expect(page.getByTestId('activation-name')).toHaveText('Lucie BERNARD');
      await expect(page.getByText('Votre compte est activé, vous êtes connecté.')).toBeVisible();
      await expectLayoutAndA11y(page);
      await expect(page).toHaveURL(/\/mon-compte$/, { timeout: 10_000 });
      expect(await signInStatus(page.request, email)).toBe(200);

      // The same link again: used, with the two ways forward.
      await open(page, link);
      await expectWaysForward(page);
      await expectLayoutAndA11y(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ viewport: viewports.mobile, javaScriptEnabled: false });

  test('the link shows the member and a button; only the button activates', async ({ page }) => {
    const address = `10.38.3.${Date.now() % 250}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const email = `lucie.sansjs.${Date.now()}@exemple.fr`;
    const link = await register(page.request, email);

    await page.goto(link);
    await expect(page.getByTestId('activation-email')).toHaveText(email);
    expect(await signInStatus(page.request, email)).toBe(403);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page.getByText('Votre compte est activé, vous êtes connecté.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continuer' })).toBeVisible();
    expect(await signInStatus(page.request, email)).toBe(200);

    await page.goto('/changer-mot-de-passe/ce-lien-est-faux');
    await expectWaysForward(page);
  });
});
