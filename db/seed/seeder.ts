import type { FileStore } from '../../platform/files.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Db } from '../client.ts';

/** What a seeder gets: the database, the file store, and whether demo-only data (accounts) is wanted. */
export interface SeedEnv {
  db: Db;
  files: FileStore;
  log: Logger;
  /** Demo accounts with known passwords exist only in the embedded demo database. */
  demoAccounts: boolean;
}

/** One area's seeder; index.ts runs them in dependency order. */
export interface Seeder {
  name: string;
  /** Must be re-runnable: upserts by fixed ids or natural keys. */
  run(env: SeedEnv): Promise<void>;
}
