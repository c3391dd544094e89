import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Ctx } from '../../domain/context.ts';
import { loadConfig } from '../../platform/config.ts';
import { createLogger } from '../../platform/logger.ts';
import { webContext } from '../../server/web-context.ts';

/**
 * A page action that fails on the server, posted without JavaScript: the built web app answers the French 500 page
 * inside the shell (routes/shell.tsx), the root's data loaded above it. The database here fails on first use.
 */
test('a page action that fails on the server answers the French 500 page inside the shell', async () => {
  const buildFile = path.resolve(process.env.BUILD_DIR ?? 'build-e2e', 'server', 'index.js');
  const build = (await import(buildFile)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const unreachable = new Proxy(
    {},
    {
      get() {
        throw new Error('base de données injoignable');
      },
    },
  );
  const ctx = { config, log: createLogger(config), db: unreachable } as unknown as Ctx;
  const form = new URLSearchParams({ nom: 'Abel', adresseEmail: 'abel@exemple.fr', message: 'Bonjour' });
  const answer = await handler(
    new Request('http://localhost/contact', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
    }),
    webContext({ ctx, nonce: 'n', clientAddress: '203.0.113.9' }),
  );
  expect(answer.status).toBe(500);
  const html = await answer.text();
  expect(html).toContain('Un problème est survenu');
  expect(html).toContain('Erreur 500');
  expect(html).toContain('aria-label="Menu principal"');
  expect(html).toMatch(/<footer\b/);
  expect(html).not.toContain('base de données injoignable');
});
