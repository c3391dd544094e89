import { chromium } from '@playwright/test';
const [,, url, name, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(process.argv[5] ?? 900) }, locale: 'fr-FR' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console.error', m.text()); });
await page.goto(url);
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/search-dev/${name}.png`, fullPage: false });
await browser.close();
