import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class FolderLockedError extends Error {}

/**
 * The embedded database is single-process: take an exclusive lock on its folder, or fail with a clear message.
 * The lock is refreshed while the process lives and considered stale 10 s after a crash; a process started within
 * those 10 s waits for it.
 */
export async function lockDataFolder(dbDir: string): Promise<() => Promise<void>> {
  mkdirSync(dbDir, { recursive: true });
  try {
    return await lockfile.lock(dbDir, {
      lockfilePath: path.join(dbDir, '..', `${path.basename(dbDir)}.lock`),
      stale: 10_000,
      update: 5_000,
      // After a crash the lock stays fresh for up to `stale`: a restart waits for it rather than fail.
      retries: { retries: 12, factor: 1, minTimeout: 1000 },
      realpath: false,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new FolderLockedError(
        `La base embarquée ${dbDir} est déjà ouverte par un autre processus (le site tourne-t-il déjà ?). ` +
          'Arrêtez-le, ou choisissez un autre DATA_DIR, ou utilisez DATABASE_URL.',
      );
    }
    throw err;
  }
}
