import { spawn, type ChildProcess } from 'node:child_process';
import { globSync } from 'node:fs';
import unitConfig from '../vitest.config.ts';
import { testsByDatabase } from './database-tests.ts';

/**
 * npm test: every test. First the unit and API tests on PGlite; when TEST_DATABASE_URL names a PostgreSQL server, those
 * of them that use the database run there instead, side by side with the rest (each test file clones a template
 * database migrated once per run), and the database layer's own on both (decision 0130); with --checks, the type check
 * and the lint join them; the production build the browser tests run is made beside them (decision 0122). Then the
 * browser tests against that build; with TEST_DATABASE_URL, a part of them runs with the site on PostgreSQL instead,
 * after the others, and beside it the tests that run the built site as production runs it (tests/processes: processes,
 * faults of the database). Then every document the browser tests loaded goes through the HTML checker. Each phase and
 * step prints its duration.
 */
interface Step {
  label: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The ends of the failed steps' outputs, printed again last: a log read from its tail shows what failed. */
const failures: string[] = [];

/** Steps still running: a failure that ends the run ends them too (phase 3 runs beside other phases). */
const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((child) => child.kill()));

/** Runs a step; beside others, its output is held back and printed whole at its end, so outputs do not interleave. */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output: Buffer[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk);
      if (alone) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      running.delete(child);
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

/** Runs steps side by side; a phase that runs beside another (`alone` false) holds its output back to its end too. */
async function phase(label: string, steps: Step[], alone = steps.length === 1) {
  const started = performance.now();
  console.log(`\n### ${label} : ${steps.map((s) => s.label).join(', ')}`);
  const results = await Promise.all(steps.map((step) => run(step, alone)));
  console.log(`\n### ${label} : ${seconds(started)}`);
  if (results.includes(false)) {
    console.error(`\n### échec dans ${label}\n${failures.join('\n')}`);
    process.exit(1);
  }
}

/**
 * The specs and the titles (regular expressions) of the browser tests run on PostgreSQL when a server is there. Phase 2
 * leaves out every test whose title matches, in any spec: a title must match its own test alone
 * (`npx playwright test --list --grep …` shows which).
 */
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

/** The unit and API test files, as vitest.config.ts finds them. */
function unitTestFiles(): string[] {
  const { include = [], exclude = [] } = unitConfig.test ?? {};
  return globSync(include, { exclude }).toSorted();
}

const started = performance.now();
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
// The browser tests' build (tests/e2e/server.ts builds into BUILD_DIR, default build-e2e, unless E2E_SKIP_BUILD).
const buildDir = process.env.BUILD_DIR ?? 'build-e2e';
const first: Step[] = [];
if (TEST_DATABASE_URL) {
  // Where the two passes overlap least (decision 0130): the files that reach the database on PostgreSQL, the others on
  // PGlite with those of the database layer; the browser suite runs on PGlite (phase 2) and a part of it on PostgreSQL.
  const { pglite, postgres } = testsByDatabase(unitTestFiles());
  first.push(
    {
      label: `tests unitaires et API (PGlite, ${pglite.length} fichiers)`,
      command: ['npx', 'vitest', 'run', ...pglite],
      env: withoutPg,
    },
    {
      label: `tests unitaires et API (PostgreSQL, ${postgres.length} fichiers)`,
      // Two workers: with one, this pass waited on the server and ended 90 s after the others, the machine 70 % busy
      // (decision 0132).
      command: ['npx', 'vitest', 'run', '--maxWorkers=2', ...postgres],
    },
  );
} else first.push({ label: 'tests unitaires et API (PGlite)', command: ['npx', 'vitest', 'run'], env: withoutPg });
// Made beside the unit passes, whose last minutes leave a core idle; the browser phases reuse it.
first.push({
  label: 'build de production',
  command: ['npm', 'run', 'build'],
  env: { ...process.env, BUILD_DIR: buildDir },
});
if (process.argv.includes('--checks')) {
  first.push(
    { label: 'typage', command: ['npm', 'run', 'typecheck'] },
    { label: 'lint', command: ['npm', 'run', 'lint'] },
  );
}
await phase('phase 1', first);
// The browser tests run alone: two browsers and the server under test take both cores. With a PostgreSQL server, the
// tests of its part (phase 2 bis) run there alone, not here too (decision 0132).
const built = { ...process.env, BUILD_DIR: buildDir, E2E_SKIP_BUILD: '1' };
const { files: postgresFiles, titles: postgresTitles } = browserTestsOnPostgres;
await phase('phase 2', [
  {
    label: TEST_DATABASE_URL ? 'tests navigateur (Chromium, hors partie PostgreSQL)' : 'tests navigateur (Chromium)',
    command: ['npx', 'playwright', 'test', ...(TEST_DATABASE_URL ? ['--grep-invert', postgresTitles.join('|')] : [])],
    env: built,
  },
]);
// The tests of the processes need no browser: they run beside the HTML checker and the PostgreSQL browser subset
// (decision 0126). Their sites take ports the system hands out and databases of their own (processes_…); the subset's
// site is on E2E_PORT with its e2e_<port>_… database; both only read the build.
const processes = TEST_DATABASE_URL
  ? phase(
      'phase 3',
      [
        {
          label: 'tests des processus (build de production, PostgreSQL)',
          command: ['npx', 'vitest', 'run', '--config', 'vitest.processes.config.ts'],
          env: { ...process.env, BUILD_DIR: buildDir },
        },
      ],
      false,
    )
  : undefined;
// Every document the browser tests loaded, through the W3C Nu HTML Checker in one start of Java (decision 0102).
const checkDocuments = () =>
  phase('phase 2 HTML', [{ label: 'documents valides (Nu HTML Checker)', command: ['npm', 'run', 'test:html'] }]);
if (TEST_DATABASE_URL) {
  // A part of the browser suite that crosses every area (accounts, donations, magazine, votes, search, media, churches,
  // admin, pages shared by members), on PostgreSQL: its driver, its pool and the member listener, as in production.
  // Its documents are added to those of phase 2, then all are checked.
  await phase('phase 2 bis', [
    {
      label: 'tests navigateur sur PostgreSQL (une partie)',
      command: ['npx', 'playwright', 'test', ...postgresFiles, '--grep', postgresTitles.join('|')],
      env: { ...built, E2E_DATABASE_URL: TEST_DATABASE_URL, E2E_ADD_DOCUMENTS: '1' },
    },
  ]);
  await checkDocuments();
  await processes;
} else {
  await checkDocuments();
  console.log(
    '\nPas de serveur PostgreSQL (TEST_DATABASE_URL) : navigateur sur PostgreSQL et tests des processus non lancés.',
  );
}
console.log(`\nTous les tests : ${seconds(started)}`);
