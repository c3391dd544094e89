import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The import rules of ARCHITECTURE.md, enforced. */
const layers = [
  // app and api never import each other.
  { target: './app', from: './api', message: 'app/ must not import api/ (ARCHITECTURE.md rule 1)' },
  { target: './api', from: './app', message: 'api/ must not import app/ (ARCHITECTURE.md rule 1)' },
  // api uses domain and platform, not the database directly.
  { target: './api', from: './db', message: 'api/ goes through domain/ (ARCHITECTURE.md rule 1, 4)' },
  { target: './app', from: './db', message: 'app/ goes through domain/ (ARCHITECTURE.md rule 1, 4)' },
  // domain never imports the adapters above it.
  { target: './domain', from: ['./app', './api', './server'], message: 'domain/ imports db and platform only (rule 2)' },
  // db imports nothing of the project above it.
  { target: './db', from: ['./app', './api', './domain', './server'], message: 'db/ imports nothing above it (rule 4)' },
  { target: './platform', from: ['./app', './api', './domain', './db', './server'], message: 'platform/ is the bottom layer' },
  // UI areas do not import one another (ARCHITECTURE.md, app/features/<area>).
  ...['accounts', 'contact', 'donations', 'media'].map((area) => ({
    target: `./app/features/!(${area})/**`,
    from: `./app/features/${area}`,
    message: 'no imports between UI areas: shared pieces go to app/components',
  })),
  // Nothing imports tests/.
  { target: ['./app', './api', './domain', './db', './platform', './server'], from: './tests', except: [], message: 'nothing imports tests/ (rule 6)' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'build*', 'data', '.react-router', 'test-results', 'playwright-report', 'bench/results'] },
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**', 'api/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in domain/ (ARCHITECTURE.md rule 4)' }] },
      ],
    },
  },
  {
    // Areas use one another only through index.ts (rule 3).
    files: ['domain/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            ...['accounts', 'content', 'media', 'search', 'churches', 'donations', 'subscriptions', 'votes', 'surveys', 'live'].map(
              (area) => ({
                target: `./domain/!(${area})/**`,
                from: `./domain/${area}/!(index.ts)`,
                message: `use domain/${area}/index.ts (ARCHITECTURE.md rule 3)`,
              }),
            ),
          ],
        },
      ],
    },
  },
  {
    // Tests may set up data through db/ and share helpers from tests/; rule 1 still holds.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers.slice(0, 2) }] },
  },
);
