import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, refused, startOwnSite, test } from './support.ts';

/**
 * The site behind a TLS proxy, as in production: PUBLIC_URL is https, the proxy keeps the Host and speaks plain HTTP
 * to the process. Page forms posted by a browser on the https origin reach their actions; another origin is refused.
 * The site runs from the browser tests' build on its own port; the proxy's certificate is made for the test.
 */
const sitePort = Number(process.env.E2E_PORT ?? 3100) + 8;
// Ports of the specs' own sites: +7 payments-crash, +8 here, +9 churches-live, +10 admin-home-and-outbox.
const proxyPort = sitePort + 3;
const publicUrl = `https://127.0.0.1:${proxyPort}`;
const folder = mkdtempSync(path.join(tmpdir(), 'mission-https-'));
let site: ReturnType<typeof startOwnSite> | undefined;
let proxy: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Key and certificate in the temporary folder only.
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ],
    { cwd: folder, stdio: 'ignore' },
  );
  expect(made.status).toBe(0);
  site = startOwnSite({
    port: sitePort,
    dataDir: path.join(folder, 'data'),
    env: { PUBLIC_URL: publicUrl, TRUST_PROXY: 'false', SEED_DEMO: 'false' },
    // The one site of the browser runs that creates its embedded database: the first start of a production site.
    empty: true,
  });
  proxy = createServer(
    { key: readFileSync(path.join(folder, 'key.pem')), cert: readFileSync(path.join(folder, 'cert.pem')) },
    (req, res) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: sitePort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  await site.ready(120_000);
});

test.afterAll(async () => {
  proxy?.close();
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

for (const javaScriptEnabled of [true, false]) {
  test(`the sign-in form posted over https reaches its action (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    newContext,
    expectedErrors,
  }) => {
    // Wrong credentials: the action answers 400 with its French message (React Router's check answered a bare 400).
    expectedErrors.push(refused(400, '/login'));
    const context = await newContext({ baseURL: publicUrl, ignoreHTTPSErrors: true, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/login');
    if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel(/^Mail/).fill('personne@exemple.fr');
    await page.getByLabel(/^Mot de passe/).fill('Pas-Le-Bon-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("Le mot de passe ou l'indentifiant est incorrect !")).toBeVisible();
    await expect(page.getByText('Bad Request')).toHaveCount(0);
  });
}

/** A POST through the proxy with this Origin, answered as status and text. */
function postThroughProxy(origin: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: proxyPort,
        method: 'POST',
        path: '/login',
        rejectUnauthorized: false,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    req.end('login=a%40b.fr&pass=x');
  });
}

test('a form posted from another origin, or from the http origin of the same host, is refused in French', async () => {
  for (const origin of ['https://ailleurs.example', `http://127.0.0.1:${proxyPort}`, `https://127.0.0.1:${sitePort}`]) {
    expect(await postThroughProxy(origin), origin).toEqual({
      status: 403,
      text: 'Requête refusée : origine non autorisée',
    });
  }
});
