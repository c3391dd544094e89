import path from 'node:path';

/**
 * The migrations, applied at start by both databases (db/client.ts, db/pglite-engine.ts). Read from the project's
 * folder, where every process runs (the server build bundles code, not data files).
 */
export const migrationsFolder = path.resolve('db/migrations');
