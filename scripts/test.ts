import { spawn } from 'node:child_process';

/**
 * npm test: every test. First, side by side, the unit and API tests on PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server, the same on PostgreSQL (each test file clones a template database migrated once per run);
 * with --checks, the type check and the lint join them. Then the browser tests against a production build, and every
 * document they loaded through the HTML checker; with TEST_DATABASE_URL, a part of them again with the site on
 * PostgreSQL. Then the tests that run the built site as production runs it (tests/processes: processes, faults of the
 * database). Each phase and step prints its duration.
 */
interface Step {
  label: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The ends of the failed steps' outputs, printed again last: a log read from its tail shows what failed. */
const failures: string[] = [];

/** Runs a step; beside others, its output is held back and printed whole at its end, so outputs do not interleave. */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk);
      if (alone) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      console.log(`\n=== ${step.label} (${seconds(started)}) ===`);
      if (!alone) process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        console.error(`échec : ${step.label}`);
        failures.push(`--- ${step.label} (fin) ---\n${lastLines(Buffer.concat(output).toString(), 150)}`);
      }
      resolve(code === 0);
    });
  });
}

function lastLines(text: string, count: number) {
  return text.split('\n').slice(-count).join('\n');
}

async function phase(label: string, steps: Step[]) {
  const started = performance.now();
  console.log(`\n### ${label} : ${steps.map((s) => s.label).join(', ')}`);
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  console.log(`\n### ${label} : ${seconds(started)}`);
  if (results.includes(false)) {
    console.error(`\n### échec dans ${label}\n${failures.join('\n')}`);
    process.exit(1);
  }
}

/** The specs and the titles (regular expressions) of the browser tests also run on PostgreSQL. */
const browserTestsOnPostgres = {
  files: [
    'tests/e2e/accounts-lifecycle.spec.ts',
    'tests/e2e/donations-flows.spec.ts',
    'tests/e2e/magazine-subscription.spec.ts',
    'tests/e2e/votes-ballots.spec.ts',
    'tests/e2e/search-articles.spec.ts',
    'tests/e2e/media-sermon.spec.ts',
    'tests/e2e/churches-map.spec.ts',
    'tests/e2e/admin-backoffice.spec.ts',
    'tests/e2e/member-pages.spec.ts',
  ],
  titles: [
    'account lifecycle$',
    'card payment with 4242',
    'abonnement 2 ans à domicile',
    'un vote entier au clavier.*\\(desktop\\)',
    'chaque facette filtre',
    'la vidéo ne se charge',
    'a church.s page: address',
    'grant a role',
    'a staff change shows at once',
  ],
};

const started = performance.now();
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
const first: Step[] = [{ label: 'tests unitaires et API (PGlite)', command: ['npx', 'vitest', 'run'], env: withoutPg }];
if (TEST_DATABASE_URL) first.push({ label: 'tests unitaires et API (PostgreSQL)', command: ['npx', 'vitest', 'run'] });
if (process.argv.includes('--checks')) {
  first.push(
    { label: 'typage', command: ['npm', 'run', 'typecheck'] },
    { label: 'lint', command: ['npm', 'run', 'lint'] },
  );
}
await phase('phase 1', first);
// The browser tests run alone: two browsers and the server under test take both cores.
await phase('phase 2', [{ label: 'tests navigateur (Chromium)', command: ['npx', 'playwright', 'test'] }]);
// Every document the browser tests loaded, through the W3C Nu HTML Checker in one start of Java (decision 0102).
await phase('phase 2 HTML', [{ label: 'documents valides (Nu HTML Checker)', command: ['npm', 'run', 'test:html'] }]);
if (TEST_DATABASE_URL) {
  // A part of the browser suite that crosses every area (accounts, donations, magazine, votes, search, media, churches,
  // admin, pages shared by members), on PostgreSQL: its driver, its pool and the member listener, as in production.
  const { files, titles } = browserTestsOnPostgres;
  await phase('phase 2 bis', [
    {
      label: 'tests navigateur sur PostgreSQL (une partie)',
      command: ['npx', 'playwright', 'test', ...files, '--grep', titles.join('|')],
      env: { ...process.env, E2E_DATABASE_URL: TEST_DATABASE_URL, E2E_SKIP_BUILD: '1' },
    },
  ]);
  // The browser phase's build (tests/e2e/server.ts builds BUILD_DIR, default build-e2e) is the production build these
  // tests run: reused rather than made again.
  await phase('phase 3', [
    {
      label: 'tests des processus (build de production, PostgreSQL)',
      command: ['npx', 'vitest', 'run', '--config', 'vitest.processes.config.ts'],
      env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build-e2e' },
    },
  ]);
} else
  console.log(
    '\nPas de serveur PostgreSQL (TEST_DATABASE_URL) : navigateur sur PostgreSQL et tests des processus non lancés.',
  );
console.log(`\nTous les tests : ${seconds(started)}`);
