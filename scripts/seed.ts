import { seedAll } from '../db/seed/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';

/** npm run seed: (re)loads the demo content into the configured database. Re-runnable. */
const config = loadConfig();
const runtime = await openRuntime(config).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  const { ctx, database } = runtime;
  await seedAll({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: database.kind === 'pglite' });
} finally {
  await runtime.close();
}
