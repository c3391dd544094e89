import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The server and the web app are built into one bundle run by plain node (decision 0026): one copy of domain/ in
 * the process, so the API and the pages catch the same error classes.
 */
test('the built server holds one DomainError class, and its workers are built JavaScript', () => {
  const serverDir = path.resolve(process.env.BUILD_DIR ?? 'build-e2e', 'server');
  const serverFiles = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(serverDir, file), 'utf8'));
  const definitions = serverFiles.flatMap(
    (code) => code.match(/\bclass DomainError\b|\bDomainError(\$\d+)? = class\b/g) ?? [],
  );
  expect(definitions).toHaveLength(1);
  expect(readFileSync(path.join(serverDir, 'server.js'), 'utf8')).toContain('import("./index.js")');
  expect(serverFiles.join('\n')).not.toMatch(/new URL\("[^"]+\.ts"/);
});

test('a domain error is recognised by a page action and by an API handler', async ({ request, baseURL }) => {
  const bad = { nom: 'Abel', adresseEmail: 'pas-une-adresse', message: 'Bonjour' };
  const headers = { origin: baseURL!, 'x-forwarded-for': '203.0.113.26' };

  const page = await request.post('/contact', { form: bad, headers });
  expect(page.status()).toBe(400);
  expect(await page.text()).toContain('L’adresse e-mail n’est pas valide');

  const api = await request.post(`/api/websites/public/sendMessage/${new URL(baseURL!).hostname}/domaine`, {
    data: bad,
    headers,
  });
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({
    code: 'INVALID',
    fields: { adresseEmail: 'L’adresse e-mail n’est pas valide' },
  });
});
