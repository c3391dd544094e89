import type { Page } from '@playwright/test';
import {
  accountPassword,
  createAccount,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  test,
  viewports,
} from './support.ts';

/** A text field by its label (the required mark is hidden from assistive technologies). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The pin of a church on the main map: its link, and where it stands (the translate of its drawing). */
async function pinOf(page: Page, name: string) {
  const pin = page.getByRole('group', { name: /Carte des églises en France/ }).getByRole('link', { name, exact: true });
  return { pin, position: () => pin.locator('g').first().getAttribute('transform') };
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('create a church, move and rename it, see the map change, then delete it', async ({ signInAs, page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'intendante', ['ROLE_ADMIN']);
    await open(page, '/admin/eglises');
    await expect(page.getByRole('heading', { name: 'Églises', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: /Liste des églises/ })).toBeVisible();
    await expectLayoutAndA11y(page);

    await page.getByRole('link', { name: 'Nouvelle église' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvelle église' })).toBeVisible();
    await expectNoA11yViolations(page);
    await box(page, 'Nom').fill('Église de l’Essai');
    await box(page, 'Adresse de la page').fill('eglise-essai');
    await box(page, 'Code postal').fill('31000');
    await box(page, 'Ville').fill('Toulouse');
    await box(page, 'Latitude').fill('nord');
    await box(page, 'Longitude').fill('1,4442');
    await box(page, 'Horaires des réunions').fill('Dimanche 10 h 30');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The schema's message, in the browser, before anything is sent.
    await expect(page.getByText('Latitude attendue (nombre décimal, par exemple 48.8566)')).toBeVisible();
    await expect(box(page, 'Latitude')).toBeFocused();
    await box(page, 'Latitude').fill('43,6047');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('L’église a été créée.')).toBeVisible();
    const editUrl = page.url().replace(/\?.*$/, '');

    await open(page, '/eglises');
    const before = await pinOf(page, 'Église de l’Essai');
    await expect(before.pin).toBeVisible();
    const toulouse = await before.position();

    // Moved to Brest and renamed: the map shows the new name where the new coordinates are.
    await open(page, editUrl);
    await box(page, 'Nom').fill('Église du Ponant');
    await box(page, 'Ville').fill('Brest');
    await box(page, 'Code postal').fill('29200');
    await box(page, 'Latitude').fill('48.3904');
    await box(page, 'Longitude').fill('-4.4861');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('L’église « Église du Ponant » a été enregistrée.')).toBeVisible();
    await expect(box(page, 'Latitude')).toHaveValue('48.3904');

    await open(page, '/eglises');
    await expect(
      page.getByRole('group', { name: /Carte des églises/ }).getByRole('link', { name: 'Église de l’Essai' }),
    ).toHaveCount(0);
    const after = await pinOf(page, 'Église du Ponant');
    await expect(after.pin).toBeVisible();
    const brest = await after.position();
    expect(brest).not.toBe(toulouse);
    const xy = (transform: string | null) =>
      transform!
        .match(/translate\(([-\d.]+) ([-\d.]+)\)/)!
        .slice(1)
        .map(Number);
    // Brest is west and north of Toulouse.
    expect(xy(brest)[0]).toBeLessThan(xy(toulouse)[0]);
    expect(xy(brest)[1]).toBeLessThan(xy(toulouse)[1]);

    // Deleting asks first; then the church is gone from the map.
    await open(page, editUrl);
    await page.getByText('Supprimer l’église').click();
    await expect(page.getByText('Supprimer « Église du Ponant » ?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/admin\/eglises\?supprimee/);
    await expect(page.getByText('L’église a été supprimée.')).toBeVisible();
    await open(page, '/eglises');
    await expect(
      page.getByRole('group', { name: /Carte des églises/ }).getByRole('link', { name: 'Église du Ponant' }),
    ).toHaveCount(0);
  });
});

test.describe('contact messages at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('a message sent through the contact form is read and marked handled', async ({ signInAs, page, request }) => {
    const name = `Visiteur ${Math.random().toString(36).slice(2, 8)}`;
    const sent = await request.post('/api/websites/public/sendMessage/mission-lephare.fr/domaine', {
      headers: { 'x-forwarded-for': `10.20.${Math.floor(Math.random() * 250)}.3` },
      data: {
        nom: name,
        adresseEmail: 'visiteur@exemple.fr',
        message: `Bonjour, ${name} voudrait visiter une église.`,
      },
    });
    expect(sent.status()).toBe(200);
    await signInAs(page, 'intendante', ['ROLE_ADMIN']);
    await open(page, '/admin/messages?etat=attente');
    await expect(page.getByRole('table', { name: /Messages reçus/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { name: `Message de ${name}` })).toBeVisible();
    await expect(page.getByText(`${name} voudrait visiter une église.`)).toBeVisible();
    await expect(page.getByText('À traiter')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(page.getByText('Le message est marqué traité.')).toBeVisible();
    await expect(page.getByText(/^Traité le/)).toBeVisible();
    await open(page, '/admin/messages?etat=attente');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await open(page, '/admin/messages?etat=traites');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    // The change is in the staff journal.
    await open(page, '/admin/journal?action=contact.handle');
    await expect(page.getByText('contact.handle').first()).toBeVisible();
  });
});

test.describe('the other sections at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('live meeting, information meeting, a ballot, a survey and a file: forms in French, axe-core', async ({
    signInAs,
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'intendante', ['ROLE_ADMIN']);
    // The live meeting (other tests read its state: saved here as it is).
    await open(page, '/admin/direct/reunion');
    await expect(page.getByRole('heading', { name: 'Réunion en direct (samedi)' })).toBeVisible();
    await expectNoA11yViolations(page);
    const announcement = await box(page, 'Annonce').inputValue();
    await box(page, 'Adresse du flux audio').fill('ftp://flux');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adresse audio invalide')).toBeVisible();
    await open(page, '/admin/direct/reunion');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('La réunion en direct est enregistrée.')).toBeVisible();
    await expect(box(page, 'Annonce')).toHaveValue(announcement);

    await open(page, '/admin/reunion-information');
    await expect(page.getByRole('heading', { name: 'Réunion d’information' })).toBeVisible();
    await expectNoA11yViolations(page);

    await open(page, '/admin/votes');
    await page
      .getByRole('table', { name: /Les votes/ })
      .getByRole('link')
      .first()
      .click();
    await expect(
      page.getByRole('textbox', { name: 'Ouverture du vote' }).or(page.getByLabel('Ouverture du vote')),
    ).toBeVisible();
    // The turnout in words, singular or plural as the figure asks.
    const turnout = page.getByText(/^\d+ votants? sur \d+ \(/);
    await expect(turnout).toBeVisible();
    const [voters] = (await turnout.innerText()).split(' ');
    expect(await turnout.innerText()).toMatch(Number(voters) > 1 ? / votants sur / : / votant sur /);
    await expectNoA11yViolations(page);

    await open(page, '/admin/sondages');
    await page
      .getByRole('table', { name: /Les sondages/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Inviter une personne' })).toBeVisible();
    // The table's title stands above its scrolling region, whole within the page, and names the table.
    const title = page.getByText('Les personnes invitées et leurs réponses', { exact: true });
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.getByRole('table', { name: 'Les personnes invitées et leurs réponses' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Inviter' }).click();
    await expect(page.getByText('Cochez la chorale, l’orchestre ou les deux')).toBeVisible();

    await open(page, '/admin/fichiers');
    await page
      .getByRole('table', { name: /Les fichiers privés/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('page actions: a visitor is sent to sign in, a member without ROLE_ADMIN refused (403)', async ({
  request,
  baseURL,
}) => {
  const as = { 'x-forwarded-for': `10.22.${Math.floor(Math.random() * 250)}.5`, origin: baseURL! };
  const actions: [string, Record<string, string>][] = [
    ['/admin/eglises/1', { intent: 'delete' }],
    ['/admin/messages/1', { handled: '1' }],
    ['/admin/courriels', { id: '00000000-0000-4000-8000-000000000000' }],
    ['/admin/direct/reunion', { annonce: 'Piraté' }],
    ['/admin/reunion-information', { lienAudio: '/x.mp3' }],
    ['/admin/votes/vote2024', { opens: '2030-01-01T00:00', closes: '2030-01-02T00:00' }],
    ['/admin/sondages/chorale-orchestre-mai-juin-2022', { email: 'x@exemple.fr', firstname: 'X', lastname: 'Y' }],
    ['/admin/fichiers/1', { intent: 'delete' }],
  ];
  for (const [path, form] of actions) {
    const visitor = await request.post(path, { headers: as, form, maxRedirects: 0 });
    expect(visitor.status(), path).toBe(302);
    expect(visitor.headers().location, path).toMatch(/^\/login\?redirectTo=/);
  }
  const member = await createAccount('intendante');
  const signIn = await request.post('/login', {
    headers: as,
    form: { login: member, pass: accountPassword, redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  for (const [path, form] of actions) {
    expect((await request.post(path, { headers: as, form, maxRedirects: 0 })).status(), path).toBe(403);
  }
});

test('page loaders: a visitor is sent to sign in, a member without ROLE_ADMIN refused (403)', async ({
  request,
  baseURL,
}) => {
  const as = { 'x-forwarded-for': `10.23.${Math.floor(Math.random() * 250)}.5`, origin: baseURL! };
  const pages = ['/admin/membres', '/admin/eglises/1', '/admin/dons', '/admin/votes/vote2024/rapport', '/df'];
  for (const path of pages) {
    const visitor = await request.get(path, { headers: as, maxRedirects: 0 });
    expect(visitor.status(), path).toBe(302);
    expect(visitor.headers().location, path).toMatch(/^\/login\?redirectTo=/);
  }
  const member = await createAccount('curieuse');
  const signIn = await request.post('/login', {
    headers: as,
    form: { login: member, pass: accountPassword, redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  for (const path of pages) {
    expect((await request.get(path, { headers: as, maxRedirects: 0 })).status(), path).toBe(403);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('the navigation is folded under one line, opened from the keyboard', async ({ signInAs, page }) => {
    await signInAs(page, 'intendante', ['ROLE_ADMIN']);
    await open(page, '/admin/messages');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    const toggle = nav.getByText('Menu de l’administration');
    await expect(toggle).toBeVisible();
    await expect(nav).toContainText('· Messages');
    await expect(nav.getByRole('link', { name: 'Églises' })).toBeHidden();
    // The page's own heading is on the first screen.
    const heading = page.getByRole('heading', { name: 'Messages de contact' });
    expect((await heading.boundingBox())!.y).toBeLessThan(viewports.mobile.height);
    await expectLayoutAndA11y(page);
    await nav.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Églises' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('admin-nav-phone.png') });
    await nav.getByRole('link', { name: 'Églises' }).click();
    await expect(page.getByRole('table', { name: /Liste des églises/ })).toBeVisible();
  });

  test('the lists at 375 px: home cards, churches, messages, mails, ballots, surveys, files', async ({
    signInAs,
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'intendante', ['ROLE_ADMIN']);
    await open(page, '/admin/accueil');
    await expect(page.getByRole('table', { name: /Cartes de la page d’accueil/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/accueil/1');
    await expect(page.getByRole('heading', { name: 'Carte « Églises »' })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/eglises');
    await expect(page.getByRole('table', { name: /Liste des églises/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages de contact' })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/courriels');
    await expect(page.getByRole('table', { name: /Courriels du site/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/votes');
    await expect(page.getByRole('table', { name: /Les votes/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/sondages');
    await expect(page.getByRole('table', { name: /Les sondages/ })).toBeVisible();
    await expectLayoutAndA11y(page);
    await open(page, '/admin/fichiers');
    await expect(page.getByRole('table', { name: /Les fichiers privés/ })).toBeVisible();
    await expectLayoutAndA11y(page);
  });
});
