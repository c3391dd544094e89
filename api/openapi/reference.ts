import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

/**
 * The reference page for developers, GET /api/reference: Scalar's standalone bundle served from node_modules, so it
 * works offline, and started by a script file of ours rather than an inline one, so the site's Content-Security-Policy
 * (scripts from the site only) holds for this page too. Its fonts are the browser's: Scalar's come from a CDN.
 */
const bundle = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser/standalone.js',
);

const page = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API — référence</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/reference/scalar.js"></script>
    <script src="/api/reference/start.js"></script>
  </body>
</html>`;

const start = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
})});`;

const script = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' };

export const apiReference = new Hono<ApiEnv>()
  .get('/reference', (c) => c.html(page))
  .get('/reference/start.js', (c) => c.body(start, 200, script))
  .get('/reference/scalar.js', async (c) => c.body(await readFile(bundle), 200, script));
