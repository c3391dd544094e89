import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import circles from './scripts/lint/import-circles.js';

/**
 * The import rules of ARCHITECTURE.md, enforced (decision 0090). The areas are read from the folders at each run:
 * a new `domain/<area>/` or `app/features/<area>/` is fenced in as soon as it exists, with no list to keep.
 */
const root = import.meta.dirname;
const ignored = ['node_modules', 'data', 'test-results', 'playwright-report', 'public', 'docs', 'locales'];
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('build'))
    .map((entry) => entry.name)
    .filter((name) => dir !== '.' || !ignored.includes(name))
    .sort();
/** The code files directly in `dir` (named one by one: a plain path is much cheaper for the rule than a glob). */
const codeFiles = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
const topFolders = folders('.');
const domainAreas = folders('domain');
const uiAreas = folders('app/features');
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];
const see = '(docs/ARCHITECTURE.md §4, decision 0090)';

/** `from` may not be imported by the files of `target`; `except` names sub-paths of `from` that may be. */
const forbid = (target, from, message, except) => ({
  target: [target].flat().map((t) => path.join(root, t)),
  from: [from].flat().map((f) => path.join(root, f)),
  ...(except ? { except } : {}),
  message: `${message} ${see}`,
});

/** The layers, for code that runs in the site (not test files). */
const layers = [
  forbid(
    'app',
    ['api', 'server', 'db', 'scripts', 'bench', 'emails', 'content'],
    "app/ imports domain/, platform/ and locales/ only: call a domain operation through the area's index.ts (or browser.ts), never server/, db/ or api/.",
  ),
  forbid(
    'api',
    ['app', 'server', 'db', 'scripts', 'bench', 'emails', 'content'],
    "api/ imports domain/ and platform/ only: put the work in a domain operation and call it through the area's index.ts.",
  ),
  forbid(
    'domain',
    ['app', 'api', 'server', 'scripts', 'bench', 'content', 'locales'],
    'domain/ imports db/, platform/ and emails/ only: pass what it needs in ctx or as an argument.',
  ),
  forbid(
    'emails',
    ['app', 'api', 'server', 'db', 'scripts', 'bench', 'content'],
    'emails/ holds templates that the domain renders: they take plain values (and domain/ helpers such as money.ts).',
  ),
  forbid(
    'db',
    ['app', 'api', 'domain', 'server', 'scripts', 'bench', 'emails'],
    'db/ imports nothing of the project above it (platform/ and content/ only): move the shared piece down into db/ or platform/.',
  ),
  forbid(
    'platform',
    topFolders.filter((f) => f !== 'platform'),
    'platform/ is the bottom layer and imports nothing of the project: pass the value in from the caller.',
  ),
  forbid(
    'content',
    ['app', 'api', 'server', 'domain', 'scripts', 'bench', 'emails'],
    'content/ is data for the seed: it may use db/ types only.',
  ),
];

/** Nothing that runs in the site or its scripts imports tests/ (test files and benches may). */
const noTests = forbid(
  topFolders.filter((f) => !['tests', 'bench'].includes(f)),
  'tests',
  'nothing imports tests/: a helper the code needs belongs beside the code, not in tests/.',
);

/**
 * An area reaches another only through its index.ts; browser code in app/ may also use the area's browser.ts, its
 * browser-safe surface (schemas, URLs, constants), as index.ts would pull server code into the browser's bundle.
 */
const areaZones = (forApp) =>
  domainAreas.map((area) => {
    const outside = forApp
      ? ['app']
      : [
          ...topFolders.filter((f) => !['domain', 'app'].includes(f)),
          ...codeFiles('.'),
          ...codeFiles('domain'),
          ...domainAreas.filter((other) => other !== area).map((other) => `domain/${other}`),
        ];
    return forbid(
      outside,
      `domain/${area}`,
      forApp
        ? `app/ reaches domain/${area} through domain/${area}/index.ts (loaders, actions, types) or domain/${area}/browser.ts (what the browser runs: schemas, URLs, constants): export what you need from one of them.`
        : `an area is reached through its index.ts only: import from domain/${area}/index.ts, exporting there what you need.`,
      forApp ? ['index.ts', 'browser.ts'] : ['index.ts'],
    );
  });

/** No imports between UI areas; the shell and shared components import no UI area either. */
const uiZones = uiAreas.map((area) =>
  forbid(
    [...uiAreas.filter((other) => other !== area).map((other) => `app/features/${other}`), 'app/components'],
    `app/features/${area}`,
    `app/features/${area} is one UI area's: no imports between UI areas; move what two areas share to app/components/.`,
  ),
);

const packageRules = (names, message) =>
  names.map((name) => ({ group: [name, `${name}/*`], message: `${message} ${see}` }));

/** The code a server process loads (scripts/admin/ through the admin socket); not bench/, nor the other scripts. */
const serverCode = [
  'app/**',
  'api/**',
  'db/**',
  'domain/**',
  'emails/**',
  'content/**',
  'platform/**',
  'server/**',
  'server.ts',
  'scripts/admin/**',
];
const lateLibraries = {
  group: ['exceljs', 'sharp', 'pdfkit', 'fontkit'],
  allowTypeImports: true,
  message: 'Loaded with its first use: import() it through platform/late-import.ts (decision 0142).',
};
const embeddedDatabase = {
  group: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'drizzle-orm/pglite',
    'drizzle-orm/pglite/*',
    '**/pglite-*.ts',
  ],
  allowTypeImports: true,
  message: 'PGlite is loaded by db/client.ts only without DATABASE_URL (db/pglite-database.ts, decision 0142).',
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'build*', 'data', '.react-router', 'test-results', 'playwright-report', 'bench/results'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    plugins: { 'import-x': importX, circles },
    // import-x resolves only .js files unless told: the fences would see no TypeScript module at all.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layers, noTests, ...areaZones(false), ...areaZones(true), ...uiZones] },
      ],
      'circles/no-import-circle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Test files set up data through db/ and share the helpers of tests/; the areas' and UI areas' fences still hold.
    files: [...testFiles, 'bench/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...areaZones(false), ...areaZones(true), ...uiZones] }],
    },
  },
  {
    files: ['app/**', 'api/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packageRules(['drizzle-orm'], 'SQL lives in domain/: call a domain operation.') },
      ],
    },
  },
  {
    // Loaders, actions and middleware get the request as it came (react-router.config.ts, decision 0150): the page's
    // address is React Router's `url` beside it, without its `.data` suffix and `index` and `_routes` parameters.
    // The document's own handler (entry.server.tsx) and the language (only its `lang` parameter) read the request.
    files: ['app/**'],
    ignores: [...testFiles, 'app/entry.server.tsx', 'app/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.name='request'][property.name='url']",
          "MemberExpression[object.property.name='request'][property.name='url']",
          "VariableDeclarator[init.name='request'] > ObjectPattern > Property[key.name='url']",
        ].map((selector) => ({
          selector,
          message: "The page's address is the `url` React Router hands beside the request (decision 0150).",
        })),
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packageRules(
            ['react', 'react-dom', 'react-router', '@react-router', 'hono', '@hono'],
            'domain/ is framework-free: no React, React Router or Hono; the page or the API call does that part.',
          ),
        },
      ],
    },
  },
  {
    // What a serving process does without until it needs it (decisions 0140, 0142): the libraries of the staff's rare
    // actions, imported with their first use (platform/late-import.ts), and PGlite on a PostgreSQL server, imported by
    // db/client.ts only without DATABASE_URL. Their types may be imported anywhere.
    files: serverCode,
    ignores: testFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [lateLibraries, embeddedDatabase] }] },
  },
  {
    files: ['db/pglite-*.ts'],
    ignores: testFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [lateLibraries] }] },
  },
  {
    // An area's browser entry stays browser-safe: no database, no Node built-in, not the area's index.ts.
    files: ['domain/*/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: `browser.ts is sent to the browser: no server dependency ${see}`,
            },
            {
              group: ['**/index.ts', '**/db/client.ts', '**/platform/**'],
              message: `browser.ts re-exports browser-safe modules of its own area only ${see}`,
            },
          ],
        },
      ],
    },
  },
);
