import { waitForMail } from './global-setup.ts';
import { expect, expectLayoutAndA11y, expectNoA11yViolations, open, refused, test, viewports } from './support.ts';

/** /contact in French: required fields, the 5,000-character limit, the message sent to the staff. */
test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('contact form', async ({ page, expectedErrors }) => {
    // The empty and the too long messages are refused with 400.
    expectedErrors.push(refused(400, '/contact'));
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.5.1.2' });
    await open(page, '/contact');
    await expect(page.getByRole('link', { name: /carte/i })).toBeVisible();
    await expectNoA11yViolations(page);

    // Every field is announced as required; an error is tied to its field, and focus goes to the first one.
    for (const label of ['Nom', 'Adresse e-mail', 'Message'])
      await expect(page.getByLabel(label)).toHaveAttribute('required');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByLabel('Nom')).toBeFocused();
    await expect(page.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
      /0 caractères sur 5 000 au maximum Le message est obligatoire/,
    );
    await expectNoA11yViolations(page);

    const sender = `lucie.${Date.now()}@exemple.fr`;
    await page.getByLabel('Nom').fill('Lucie Bernard');
    await page.getByLabel('Adresse e-mail').fill(sender);
    await page.getByLabel('Message').fill('a'.repeat(5001));
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Votre message est trop long : 5 000 caractères au maximum')).toBeVisible();

    const sentAt = Date.now() - 1000;
    const text = `Bonjour, je voudrais un reçu fiscal (${sender}).`;
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const modal = page.getByRole('dialog', { name: 'Message envoyé' });
    await expect(modal).toContainText('Votre message a bien été envoyé');
    await expectNoA11yViolations(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('');

    const mail = await waitForMail('secretariat@mission-lephare.example', text, sentAt);
    expect(mail.text).toMatch(new RegExp(`^Reply-To: .*${sender.replace(/[.+]/g, '\\$&')}`, 'mi'));
  });
});

test('contact page at phone width: layout and axe', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await open(page, '/contact');
  await expect(page.getByRole('link', { name: /carte/i })).toBeVisible();
  await expectLayoutAndA11y(page);
});
