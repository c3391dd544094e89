import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { copyTemplate, useTemplate } from './site-template.ts';

/**
 * Builds the site (into BUILD_DIR, default build-e2e) and starts the production server on E2E_PORT
 * with a fresh data folder (removed when the server stops, or at the next run on the same port when Playwright killed
 * this script first), the demo content and the test SMTP settings from the environment.
 * With E2E_DATABASE_URL (a PostgreSQL server, as a connection string to any of its databases), the site runs on a
 * fresh database there (dropped likewise), seeded beforehand with the demo accounts the specs sign in with (the site
 * itself seeds them only on the embedded database); otherwise on the embedded PGlite, started from a copy of the
 * migrated template (./site-template.ts), as the specs' own sites are.
 */
const buildDir = process.env.BUILD_DIR ?? 'build-e2e';
// The secret ballot's key (decision 0085): production on PostgreSQL requires one; the seed and the site share it.
const env = { BALLOT_SECRET: 'e2e-ballot-secret-not-for-production', ...process.env, BUILD_DIR: buildDir };
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.E2E_PORT ?? '3100';
// Where specs find the site's folder (its admin socket, for the staff commands they run): e2eDataDirFile(port).
const dataDirFile = path.join(tmpdir(), `mission-e2e-${port}.datadir`);
// A run on this port killed before it could remove its folder (80 MB of files and database): removed now.
const left = existsSync(dataDirFile) ? readFileSync(dataDirFile, 'utf8') : '';
if (path.dirname(left) === tmpdir() && path.basename(left).startsWith('mission-e2e-')) {
  rmSync(left, { recursive: true, force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-e2e-'));
writeFileSync(dataDirFile, dataDir);
// And its PostgreSQL database, where staff commands run on their own (runAdmin): empty on the embedded database.
const databaseFile = path.join(tmpdir(), `mission-e2e-${port}.database`);
const serverUrl = process.env.E2E_DATABASE_URL;
const databaseName = serverUrl ? `e2e_${port}_${process.pid}` : '';
const databaseUrl = serverUrl ? await freshDatabase(serverUrl, databaseName) : '';
writeFileSync(databaseFile, databaseUrl);
// On the embedded database, the site and the specs' own sites start from copies of the migrated template; on a
// server, none (a template named by an earlier run that was killed is forgotten).
useTemplate(null);
if (!serverUrl) {
  const { pgliteTemplate } = await import('../support/global-setup.ts');
  useTemplate(await pgliteTemplate());
  copyTemplate(dataDir);
}

const child = spawn(process.execPath, [path.join(buildDir, 'server', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`).catch(() => {});
  rmSync(databaseFile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  useTemplate(null);
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database on the server, migrated and seeded with the demo content, demo accounts included. */
async function freshDatabase(url: string, name: string): Promise<string> {
  // A run on this port that was killed before it could drop its database: dropped now.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `e2e\\_${port}\\_%`,
  ]);
  await client.end();
  for (const { datname } of rows) await adminQuery(url, `drop database if exists ${datname} with (force)`);
  await adminQuery(url, `create database ${name}`);
  const address = new URL(url);
  address.pathname = `/${name}`;
  const { loadConfig } = await import('../../platform/config.ts');
  const { openRuntime } = await import('../../server/context.ts');
  const { seedIfEmpty } = await import('../../db/seed/index.ts');
  const config = loadConfig({ ...env, DATA_DIR: dataDir, DATABASE_URL: address.toString(), LOG_LEVEL: 'warn' });
  const { ctx, database, close } = await openRuntime(config);
  await seedIfEmpty(database, { db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: true });
  await close();
  return address.toString();
}
