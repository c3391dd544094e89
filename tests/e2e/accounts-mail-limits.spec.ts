import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, open, refused, test, viewports } from './support.ts';

/**
 * Mail limits (decision 0105): a room signing up behind one address (a church's Wi-Fi, a carrier's shared address)
 * goes past the old five mails an hour; one e-mail asked too often from one address is refused with the exact wait.
 */
const registration = (email: string) => ({
  email,
  prenom: 'paul',
  nom: 'salle',
  password: 'Sable-Doux-42',
  dateNaissance: '02/03/1990',
  lieuNaissance: 'alès',
  telMobile: '06 12 34 56 78',
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test.use({ viewport: viewports.desktop });

test('a room registers from one address; one e-mail asked too often waits the time shown', async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(refused(429, '/compte-oublie'));
  const address = `10.39.0.${Date.now() % 250}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const stamp = Date.now();
  for (let i = 0; i < 6; i++) {
    const res = await page.request.post('/api/public/inscriptionUser', {
      data: registration(`salle${i}.${stamp}@exemple.fr`),
    });
    expect(res.status()).toBe(200);
  }

  // The seventh person of the room, in the browser.
  const seventh = `salle6.${stamp}@exemple.fr`;
  await open(page, '/inscription');
  await field(page, 'Adresse mail').fill(seventh);
  await field(page, 'Prénom').fill('Paul');
  await field(page, 'Nom').fill('Salle');
  await field(page, 'Mot de passe').fill('Sable-Doux-42');
  await field(page, 'Confirmation du mot de passe').fill('Sable-Doux-42');
  await field(page, 'Date de naissance').pressSequentially('02031990');
  await field(page, 'Lieu de naissance').fill('Alès');
  await field(page, 'Téléphone mobile').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Inscription' })).toContainText(
    `Un e-mail d'activation vient d'être envoyé à ${seventh}`,
  );

  // One e-mail asked for five times from this address: the sixth is refused, with the wait.
  for (let i = 0; i < 5; i++) {
    const res = await page.request.put('/api/public/sendLinkUserPasswordForgot', { data: { email: seventh } });
    expect(res.status()).toBe(200);
  }
  await open(page, '/compte-oublie');
  await field(page, 'Adresse mail').fill(seventh);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Trop de demandes d'e-mail, veuillez réessayer dans (1 heure|5\d minutes)$/,
  );
  await expectNoA11yViolations(page);
  // Another e-mail from the same address still goes.
  await field(page, 'Adresse mail').fill(`salle0.${stamp}@exemple.fr`);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le mail de connexion à bien été envoyé')).toBeVisible();
});
