import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds the site (into BUILD_DIR, default build-e2e) and starts the production server on E2E_PORT
 * with a fresh data folder, the demo content and the test SMTP settings from the environment.
 */
const buildDir = process.env.BUILD_DIR ?? 'build-e2e';
const env = { ...process.env, BUILD_DIR: buildDir };
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// Where specs find the site's data folder (its admin socket): tests/e2e/admin.ts.
writeFileSync(path.join(tmpdir(), `mission-e2e-data-${port}`), dataDir);
const child = spawn(process.execPath, [path.join(buildDir, 'server', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
