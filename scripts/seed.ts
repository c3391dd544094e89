import { seedAll } from '../db/seed/index.ts';
import { seedSyntheticDonations } from '../db/seed/donations-synthetic.ts';
import { seedSyntheticCatalogue } from '../db/seed/search-synthetic.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';

/**
 * npm run seed: (re)loads the demo content into the configured database. Re-runnable.
 * npm run seed -- --synthetic 100000: adds that many synthetic media for benchmarks (never part of the demo).
 * npm run seed -- --donations 50000: adds a history of that many paid gifts with their receipts, for benchmarks.
 */
const config = loadConfig();
const runtime = await openRuntime(config).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  const { ctx, database } = runtime;
  await seedAll({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: database.kind === 'pglite' });
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    if (at < 0) return 0;
    const value = Number(process.argv[at + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} attend un nombre entier positif`);
    return value;
  };
  const synthetic = option('--synthetic');
  if (synthetic > 0) {
    await seedSyntheticCatalogue(ctx.db, synthetic, (done, total) => {
      if (done % 10_000 === 0 || done === total) console.log(`catalogue synthétique : ${done} / ${total}`);
    });
  }
  const donations = option('--donations');
  if (donations > 0) console.log(`dons synthétiques : ${await seedSyntheticDonations(ctx.db, donations)} ajoutés`);
} finally {
  await runtime.close();
}
