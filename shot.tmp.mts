import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:3300', locale: 'fr-FR', viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Mail').fill('membre@demo.lephare.example');
  await page.getByLabel('Mot de passe').fill('Lumiere-Phare-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/$/);
  await page.goto('/revue');
  await page.locator('html[data-hydrated]').waitFor().catch(() => undefined);
  await page.getByRole('button', { name: /Choisir la formule 1 an/ }).click();
  for (const [label, value] of [['Tel mobile', '06 11 22 33 44'], ['Adresse postale', '8 rue du Temple'], ['Code postal', '30100'], ['Ville', 'Alès']]) {
    await page.getByLabel(new RegExp('^' + label)).fill(value);
  }
  await page.getByRole('button', { name: 'Valider mes informations' }).click();
  await page.waitForTimeout(300);
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  console.log(width, 'focused:', focused, 'scrollY', await page.evaluate(() => scrollY));
  await page.screenshot({ path: `/tmp/prof/revue-livraison-${width}.png` });
  await ctx.close();
}
await browser.close();
