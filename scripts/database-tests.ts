import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files whose subject is the database layer itself (the embedded database's client and thread are found
 * by the other rule: they never read TEST_DATABASE_URL): its faults, the demo content's seed, the job queue on its
 * tables. They run on both databases when a server is there; the other files that reach the database run on the server
 * alone (decision 0130).
 */
const databaseLayerTests = ['db/', 'platform/jobs'];

/**
 * The unit and API test files of each pass when a PostgreSQL server is there: on PostgreSQL, the files that reach the
 * database (below); on PGlite, the others, and those of the database layer again.
 */
export function testsByDatabase(testFiles: string[]): { pglite: string[]; postgres: string[] } {
  const postgres = testsOnDatabase(testFiles);
  const onServer = new Set(postgres);
  const pglite = testFiles.filter(
    (file) => !onServer.has(file) || databaseLayerTests.some((prefix) => file.startsWith(prefix)),
  );
  return { pglite, postgres };
}

/**
 * The unit and API test files worth a pass on PostgreSQL: those whose code reaches, through relative imports,
 * a file that reads TEST_DATABASE_URL (tests/support/context.ts, or the test itself). The others run the same code
 * whatever the server, so the PGlite pass alone proves what they prove.
 */
export function testsOnDatabase(testFiles: string[]): string[] {
  const parsed = new Map<string, { readsUrl: boolean; imports: string[] }>();
  const parse = (file: string) => {
    let entry = parsed.get(file);
    if (!entry) {
      const text = readFileSync(file, 'utf8');
      const imports = relativeImports(text)
        .map((specifier) => path.resolve(path.dirname(file), specifier))
        .filter((target) => /\.tsx?$/.test(target) && existsSync(target));
      entry = { readsUrl: text.includes('TEST_DATABASE_URL'), imports };
      parsed.set(file, entry);
    }
    return entry;
  };
  return testFiles.filter((testFile) => {
    const seen = new Set<string>();
    const queue = [path.resolve(testFile)];
    for (let file = queue.pop(); file; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const { readsUrl, imports } = parse(file);
      if (readsUrl) return true;
      queue.push(...imports);
    }
    return false;
  });
}

/** `from './x.ts'`, `import './x.ts'` and `import('./x.ts')`: the specifiers starting with a dot. */
function relativeImports(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
}
