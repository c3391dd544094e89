import sharp from 'sharp';
import { generateWav } from '../../db/seed/audio.ts';
import { acceptCookies } from './media-support.ts';
import {
  accountPassword,
  createAccount,
  expect,
  expectLayoutAndA11y,
  expectNoA11yViolations,
  open,
  refused,
  test,
  viewports,
} from './support.ts';

const wav = (seconds: number) => Buffer.from(generateWav({ seed: 11, seconds }));

test.describe('à 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('une prédication créée avec son audio envoyé : écoutée sur sa page et trouvée par la recherche', async ({
    signInAs,
    page,
    expectedErrors,
  }) => {
    test.setTimeout(180_000);
    expectedErrors.push(refused(400, '/api/admin/files'));
    await acceptCookies(page);
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    await open(page, '/admin/medias/nouveau');
    const word = `Tarsis${Math.random().toString(36).slice(2, 6)}`;
    const title = `Jonas à ${word}`;
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
    // The rich-text editor: typed text, a word in bold from the toolbar.
    const editor = page.getByRole('textbox', { name: 'Contenu (HTML)' });
    await editor.click();
    await page.keyboard.type('Jonas se leva pour fuir à Tarsis, loin de la face de l’Éternel. ');
    const bold = page.getByRole('toolbar', { name: 'Mise en forme du texte' }).getByRole('button', { name: 'Gras' });
    // Pressed, a button of the toolbar does not take the focus: the caret stays in the text, so what is typed right
    // after the click goes on there (dispatchEvent answers false when the press was refused its default).
    expect(
      await bold.evaluate((button) =>
        button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })),
      ),
    ).toBe(false);
    await bold.click();
    await page.keyboard.type('Mais Dieu');
    await page.getByLabel(/^Date de publication/).fill('2026-11-08');
    await page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Exhortations audio' }).check();
    await page.getByLabel('Visible sur le site').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été créé.')).toBeVisible();
    await expect(page.locator('textarea[name="contenu"]')).toHaveValue(
      '<p>Jonas se leva pour fuir à Tarsis, loin de la face de l’Éternel. <strong>Mais Dieu</strong></p>',
    );
    await expectNoA11yViolations(page);

    // A file of the wrong type is refused, whatever its name says.
    const files = page.getByRole('region', { name: 'Fichiers et couverture' });
    const fileForm = files.locator('form').filter({ has: page.getByLabel(/^Ajouter un fichier/) });
    await fileForm.getByLabel(/^Ajouter un fichier/).setInputFiles({
      name: 'predication.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('<html>pas un son</html>'.repeat(300)),
    });
    await fileForm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(fileForm.getByText(/^Type de fichier refusé/)).toBeVisible();
    await expect(files.getByText('Pas encore de fichier.')).toBeVisible();

    // The audio, with its progress, then listed.
    await fileForm.getByLabel('Nom du fichier (facultatif)').fill('Jonas, prédication');
    await fileForm.getByLabel(/^Ajouter un fichier/).setInputFiles({
      name: 'enregistrement.wav',
      mimeType: 'audio/wav',
      buffer: wav(20),
    });
    await fileForm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(fileForm.getByText(/^Le fichier « Jonas, prédication » a été enregistré/)).toBeVisible();
    const link = files.getByRole('link', { name: 'Jonas, prédication.wav' });
    await expect(link).toBeVisible();
    const fileHref = await link.getAttribute('href');
    expect(fileHref).toMatch(/^\/fichiers\/\d+\/jonas-pr%C3%A9dication\.wav$/);

    // A cover: its thumbnail is shown.
    const coverForm = files.locator('form').filter({ has: page.getByLabel(/^Nouvelle couverture/) });
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a5d8f' } })
      .png()
      .toBuffer();
    await coverForm
      .getByLabel(/^Nouvelle couverture/)
      .setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: png });
    await coverForm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(coverForm.getByText('La couverture a été enregistrée.')).toBeVisible();
    await expect(files.getByRole('img', { name: 'Couverture actuelle (vignette)' })).toHaveAttribute(
      'src',
      /\?taille=vignette$/,
    );
    await expectLayoutAndA11y(page);

    // Its public page plays the uploaded file.
    await page.getByRole('link', { name: 'Prévisualiser' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = page.locator('main');
    await expect(main.getByText('Mais Dieu')).toBeVisible();
    // One track: the player holds it, ready to play.
    const audio = main.getByRole('region', { name: 'Écouter' }).locator('audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => new URL(a.src).pathname)).toBe(fileHref);
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused || a.ended)).toBe(true);

    // And the site's search finds it.
    await open(page, `/parole-partagee-bdd`);
    await page.getByLabel('Rechercher', { exact: true }).fill(word);
    await page.keyboard.press('Enter');
    await expect(page.locator('main ul[data-view] > li').first()).toContainText(title);
  });

  test('ce qui est tapé avant que les scripts de la page tournent passe dans l’éditeur', async ({ signInAs, page }) => {
    await acceptCookies(page);
    await signInAs(page, 'regie', ['ROLE_ADMIN']);
    // The page's scripts held back, as on a slow phone: for a moment the server's textarea is all there is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event, which waits for the held scripts.
    await page.goto('/admin/medias/nouveau', { waitUntil: 'commit' });
    await page.getByLabel(/^Contenu/).fill('<p>Écrit avant les scripts</p>');
    release();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('textbox', { name: 'Contenu (HTML)' })).toHaveText('Écrit avant les scripts');
    await expect(page.locator('textarea[name="contenu"]')).toHaveValue('<p>Écrit avant les scripts</p>');
  });

  test('sans JavaScript, le formulaire d’envoi revient à la page avec le résultat', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: viewports.desktop,
      locale: 'fr-FR',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.19.${Math.floor(Math.random() * 250)}.10` });
    await page.goto('/login');
    await page.getByLabel(/^Mail/).fill(await createAccount('regie', ['ROLE_ADMIN']));
    await page.getByLabel(/^Mot de passe/).fill(accountPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.goto('/admin/medias/nouveau');
    await page.getByLabel(/^Titre/).fill('Sans script');
    await page.getByLabel(/^Type/).selectOption({ label: 'Exhortation' });
    // Without JavaScript the content is the plain textarea.
    await page.getByLabel(/^Contenu/).fill('<p>Texte simple</p>');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le média a été créé.')).toBeVisible();
    const fileForm = page.locator('form').filter({ has: page.getByLabel(/^Ajouter un fichier/) });
    await fileForm
      .getByLabel(/^Ajouter un fichier/)
      .setInputFiles({ name: 'court.wav', mimeType: 'audio/wav', buffer: wav(1) });
    await fileForm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/admin\/medias\/\d+\?fichier=\d+$/);
    await expect(page.getByText('Le fichier a été enregistré.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'court.wav' })).toBeVisible();
    await context.close();
  });
});

test('la liste des médias à 375 px : mise en page et accessibilité', async ({ signInAs, page }) => {
  await page.setViewportSize(viewports.mobile);
  await signInAs(page, 'regie', ['ROLE_ADMIN']);
  await open(page, '/admin/medias?q=Jonas');
  await expect(page.getByRole('table', { name: 'Liste des médias' })).toBeVisible();
  await expectLayoutAndA11y(page);
  await open(page, '/admin/medias/nouveau');
  await expectLayoutAndA11y(page);
});
