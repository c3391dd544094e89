import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { askRunningSite } from '../../server/admin-socket.ts';

/**
 * Runs a staff command (npm run admin -- …) in the site under test, through its admin socket; the data folder is
 * the one tests/e2e/server.ts wrote down for this port. Throws with the command's output when it fails.
 */
export async function adminCommand(argv: string[]): Promise<string> {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(path.join(tmpdir(), `mission-e2e-data-${port}`), 'utf8').trim();
  const outcome = await askRunningSite(path.join(dataDir, 'admin.sock'), argv);
  if (!outcome || outcome.code !== 0) throw new Error(`admin ${argv.join(' ')}: ${outcome?.text ?? 'no answer'}`);
  return outcome.text;
}
