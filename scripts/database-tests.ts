import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The unit and API test files worth a second pass on PostgreSQL: those whose code reaches, through relative imports,
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
