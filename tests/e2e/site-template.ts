import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The embedded database each site of a browser run starts from: a copy of the unit tests' migrated template
 * (tests/support/global-setup.ts), whose folder tests/e2e/server.ts writes to this file for the specs' own sites. A site
 * on an empty folder spent 18 s (23 s of CPU) before it answered, 11 s (15 s) on a copy (decision 0155).
 */
const templateFile = path.join(tmpdir(), `mission-e2e-${Number(process.env.E2E_PORT ?? 3100)}.template`);

/** Names the run's template (tests/e2e/server.ts), or forgets it (`null`, when the run ends). */
export function useTemplate(folder: string | null): void {
  if (folder) writeFileSync(templateFile, folder);
  else rmSync(templateFile, { force: true });
}

/** Puts a copy of the run's migrated database in a site's data folder that has none yet. */
export function copyTemplate(dataDir: string): void {
  const database = path.join(dataDir, 'db');
  if (!existsSync(templateFile) || existsSync(database)) return;
  cpSync(readFileSync(templateFile, 'utf8'), database, { recursive: true });
}
