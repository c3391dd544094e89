import { sql } from 'drizzle-orm';
import { schema, type Database, type Db } from '../client.ts';
import { accountsSeeder } from './accounts.ts';
import { churchesSeeder } from './churches.ts';
import { home } from './home.ts';
import { liveSeeder } from './live.ts';
import { magazineSeeder } from './magazine.ts';
import { mediaCatalogue } from './media-catalogue.ts';
import { mediaReference } from './media-reference.ts';
import { readings } from './readings.ts';
import type { Seeder, SeedEnv } from './seeder.ts';
import { pagesSeeder } from './pages.ts';
import { sections } from './sections.ts';
import { surveysSeeder } from './surveys.ts';
import { trainingSeeder } from './training.ts';
import { votesSeeder } from './votes.ts';

/** In dependency order. Each area adds its seeder here. */
const seeders: Seeder[] = [
  mediaReference,
  home,
  mediaCatalogue,
  sections,
  readings,
  accountsSeeder,
  pagesSeeder,
  surveysSeeder,
  trainingSeeder,
  churchesSeeder,
  liveSeeder,
  votesSeeder,
  magazineSeeder,
];

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.mediaTypes);
  return Number(row?.n ?? 0) === 0;
}

/** Loads the demo content from content/, showing progress when it takes more than a second. */
export async function seedAll(env: SeedEnv): Promise<void> {
  const started = Date.now();
  let shown = false;
  for (const [i, seeder] of seeders.entries()) {
    if (!shown && Date.now() - started > 1000) shown = true;
    if (shown)
      process.stderr.write(`Chargement du contenu de démonstration : ${seeder.name} (${i + 1}/${seeders.length})\n`);
    await seeder.run(env);
  }
  env.log.info({ ms: Date.now() - started }, 'contenu de démonstration chargé');
}

/**
 * Seeds an empty database, under the lock of the migrations: of processes started together on an empty database,
 * one seeds while the others wait, then find it seeded.
 */
export async function seedIfEmpty(database: Pick<Database, 'exclusive'>, env: SeedEnv): Promise<void> {
  await database.exclusive(async () => {
    if (await isEmpty(env.db)) await seedAll(env);
  });
}
