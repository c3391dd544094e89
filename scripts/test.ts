import { spawnSync } from 'node:child_process';

/**
 * npm test: every test. Units and API tests on in-memory PGlite; the same again on PostgreSQL when
 * TEST_DATABASE_URL names a server database (each test file creates and drops its own database there);
 * then the browser tests against a production build.
 */
function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`échec : ${label}`);
    process.exit(result.status ?? 1);
  }
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('tests unitaires et API (PGlite)', 'npx', ['vitest', 'run'], withoutPg);
if (TEST_DATABASE_URL) run('tests unitaires et API (PostgreSQL)', 'npx', ['vitest', 'run'], process.env);
run('tests navigateur (Chromium)', 'npx', ['playwright', 'test']);
