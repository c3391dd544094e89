import type { Browser } from '@playwright/test';
import {
  createAccount,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  runAdmin,
  signIn,
  test,
  testStaffOnly,
  viewports,
} from './support.ts';

async function signedInPage(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport, locale: 'fr-FR' })).newPage();
  await signIn(page, email);
  return page;
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  testStaffOnly('a visitor is sent to sign in, a member without ROLE_ADMIN is refused', '/admin/medias', [
    '/admin',
    '/admin/medias',
  ]);

  test('each back-office page has its own title and h1, in the reader’s language', async ({ signInAs, page }) => {
    await signInAs(page, 'titres', ['ROLE_ADMIN']);
    const pages: [string, string][] = [
      ['/admin', 'Tableau de bord'],
      ['/admin/membres', 'Membres'],
      ['/admin/dons', 'Dons'],
      ['/admin/eglises/nouvelle', 'Nouvelle église'],
      ['/df', 'Téléchargements'],
    ];
    for (const [path, name] of pages) {
      await open(page, path);
      await expect(page).toHaveTitle(new RegExp(`^${name} · Administration \\| `));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
    await open(page, '/admin/membres?lang=en');
    await expect(page).toHaveTitle(/^Members · Administration \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
    await expectLayoutAndA11y(page);
  });

  test('create a sermon, see it on its public page, find the change in the journal', async ({ signInAs, page }) => {
    await signInAs(page, 'intendant', ['ROLE_ADMIN']);
    await open(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expect(page.getByText('Dons du mois')).toBeVisible();
    await expectLayoutAndA11y(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Médias' }).click();
    await expect(page.getByRole('heading', { name: 'Médias' })).toBeVisible();
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: 'Nouveau média' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveau média' })).toBeVisible();
    await expectNoA11yViolations(page);
    // A book's or a magazine's shelves and availability (decision 0113), the choices through the translator.
    await expect(page.getByLabel(/^Rayon \(niveau 1\)/)).toBeVisible();
    await expect(page.getByLabel(/^Disponibilité/).locator('option')).toHaveText([
      'Aucune',
      'Disponible',
      'Épuisé',
      'À paraître',
    ]);

    // The schema's messages, in the browser, before anything is sent.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByLabel(/^Titre/)).toHaveAccessibleDescription('Titre requis');

    const title = `La grâce qui suffit ${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
    // The HTML itself, beside the rich-text editor (tests/e2e/admin-media-upload.spec.ts uses the editor).
    await page.getByRole('button', { name: 'Code HTML' }).click();
    await page
      .locator('textarea[name="contenu"]')
      .fill(
        '<p>Ma grâce te suffit, car ma puissance s’accomplit dans la faiblesse.</p><script>window.piege = 1</script>' +
          '<p onclick="window.piege = 2">Amen</p>',
      );
    await page.getByLabel(/^Date de publication/).fill('2026-11-01');
    // A new media starts hidden.
    await expect(page.getByLabel('Visible sur le site')).not.toBeChecked();
    await page.getByLabel('Visible sur le site').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été créé.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Modifier le média n° \d+/ })).toBeVisible();
    await expect(page.locator('textarea[name="contenu"]')).toHaveValue(
      '<p>Ma grâce te suffit, car ma puissance s’accomplit dans la faiblesse.</p><p>Amen</p>',
    );

    // On its public page at once.
    await page.getByRole('link', { name: 'Prévisualiser' }).click();
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(page.getByText('Ma grâce te suffit, car ma puissance')).toBeVisible();
    await page.getByText('Amen', { exact: true }).click();
    expect(await page.evaluate(() => (window as { piege?: number }).piege)).toBeUndefined();

    // Hidden: the public page is gone.
    await page.goBack();
    await page.getByLabel('Visible sur le site').uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été enregistré.')).toBeVisible();

    await open(page, `/admin/medias?q=${encodeURIComponent(title)}&visibilite=cachee`);
    await expect(
      page.getByRole('table', { name: 'Liste des médias' }).getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText('1 résultat')).toBeVisible();

    await open(page, '/admin/journal?action=media');
    const table = page.getByRole('table', { name: 'Journal des modifications du personnel' });
    await expect(table.getByText('media.update').first()).toBeVisible();
    await expect(table.getByText('media.create').first()).toBeVisible();
    await expectLayoutAndA11y(page);
  });

  test("grant a role and see the member's menu change; revoke it after confirming", async ({
    signInAs,
    page,
    browser,
  }) => {
    // Two members signed in, four axe-core passes and two reloads: longer than the default minute on a busy machine.
    test.setTimeout(150_000);
    const memberEmail = await createAccount('fidele');
    const member = await signedInPage(browser, memberEmail, viewports.desktop);
    await open(member, '/');
    const menu = member.getByRole('navigation', { name: /principal/i });
    await expect(menu.getByRole('link', { name: 'direct', exact: true })).toHaveCount(0);

    await signInAs(page, 'intendant', ['ROLE_ADMIN']);
    await open(page, `/admin/membres?q=${encodeURIComponent(memberEmail)}`);
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: /fidele Odile/i }).click();
    await page.getByRole('button', { name: 'Accorder le rôle « Réunions en direct »' }).click();
    await expect(page.getByText('Le rôle ROLE_REU_DIRECT a été accordé.')).toBeVisible();
    await expectNoA11yViolations(page);

    await member.reload();
    await expect(menu.getByRole('link', { name: 'direct', exact: true })).toBeVisible();

    // Revoking asks first.
    await page.getByText('Retirer le rôle « Réunions en direct »', { exact: true }).click();
    await expect(page.getByText('Retirer le rôle « Réunions en direct » à ce membre ?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Le rôle ROLE_REU_DIRECT a été retiré.')).toBeVisible();
    await member.reload();
    await expect(menu.getByRole('link', { name: 'direct', exact: true })).toHaveCount(0);
    await member.context().close();

    await open(page, '/admin/journal?action=member.role');
    await expect(page.getByText('member.role.revoke').first()).toBeVisible();
  });
});

test.describe('personal data at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test("export a member's data, delete it after confirming, and check what remains", async ({ signInAs, page }) => {
    const memberEmail = await createAccount('depart');
    await signInAs(page, 'intendant', ['ROLE_ADMIN']);
    await open(page, `/admin/membres?q=${encodeURIComponent(memberEmail)}`);
    await page.getByRole('link', { name: /depart Odile/i }).click();
    await expect(page).toHaveURL(/\/admin\/membres\/\d+$/);
    const memberPath = new URL(page.url()).pathname;

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter ses données (JSON)' }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data.account.email).toBe(memberEmail);
    expect(data.account).not.toHaveProperty('passwordHash');

    await page.getByText('Supprimer ses données').click();
    await expect(page.getByText(/Supprimer le compte et les données de ce membre/)).toBeVisible();
    // What is erased and what is kept, before confirming (decision 0086).
    const confirm = page.getByRole('group', { name: 'Supprimer ses données' });
    await expect(confirm.getByText('Ce que la suppression efface et ce qu’elle garde')).toBeVisible();
    await expect(confirm.getByText(/^Effacés : le compte/)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('group', { name: 'Supprimer ses données' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(
      page.getByText(
        'Les données du membre ont été supprimées ; ses dons, reçus fiscaux et factures sont conservés, détachés.',
      ),
    ).toBeVisible();
    await open(page, `/admin/membres?q=${encodeURIComponent(memberEmail)}`);
    await expect(page.getByText('Aucun résultat.')).toBeVisible();

    // What remains: the journal's record, by id only.
    await open(page, `/admin/journal?action=member.data&subjectId=${memberPath.split('/').pop()}`);
    const table = page.getByRole('table', { name: 'Journal des modifications du personnel' });
    await expect(table.getByText('member.data.delete')).toBeVisible();
    await expect(table.getByText('member.data.export')).toBeVisible();
    await expect(table.getByText(memberEmail)).toHaveCount(0);
  });

  test('a member deletes their own account from /mon-compte', async ({ page }) => {
    const email = await createAccount('partant');
    await signIn(page, email);
    await open(page, '/mon-compte');
    await page.getByRole('tab', { name: 'Mes données' }).click();
    await expect(page.getByRole('link', { name: 'Télécharger mes données (JSON)' })).toHaveAttribute(
      'href',
      '/mon-compte/donnees',
    );
    await page.getByText('Supprimer mon compte').click();
    await expect(page.getByText('Ce que la suppression efface et ce qu’elle garde')).toBeVisible();
    await expect(page.getByText(/^Effacés : le compte/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer la suppression' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mon-compte');
    await expect(page).toHaveURL(/\/login/);
    const out = await runAdmin(['user:list']);
    expect(out).not.toContain(email);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.mobile });

  test('the lists fit and pass axe-core', async ({ signInAs, page }) => {
    await signInAs(page, 'intendant', ['ROLE_ADMIN']);
    for (const path of ['/admin', '/admin/medias', '/admin/membres', '/admin/journal']) {
      await open(page, path);
      await expectLayoutAndA11y(page);
    }
  });
});
