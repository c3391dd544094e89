/**
 * Media library budgets, printed as figures, against a production server this script starts on its own port:
 *   1. a media page rendered by the server (a book, a sermon with audio and video): ≥ 800 req/s, p99 ≤ 50 ms on PGlite;
 *   2. GET /api/public/mediaFull/{id}: ≥ 3,000 req/s;
 *   3. audio served from the file store, warm cache: ≥ 200 MB/s, whole file and 1 MB ranges (206).
 *   npx tsx bench/media.ts     BENCH_PORT (3204), BUILD_DIR (build-e2e-media; built when missing),
 *                              BENCH_SECONDS (10), BENCH_CONNECTIONS (10)
 * The data folder is prepared first (demo content plus one 5 MB recording, so transfer is measured rather than
 * per-request overhead), then the server opens it. wrk (apt-get install wrk) shares the machine's cores with the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, ensureBuild, startSite, wrk, type LoadResult } from './support.ts';
import { schema } from '../db/client.ts';
import { generateWav } from '../db/seed/audio.ts';
import { seedFile } from '../db/seed/files.ts';
import { seedAll } from '../db/seed/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';

const port = Number(process.env.BENCH_PORT ?? 3204);
const buildDir = process.env.BUILD_DIR ?? 'build-e2e-media';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

ensureBuild(buildDir);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-media-'));
const databaseUrl = await benchDatabaseUrl();

/** Demo content, and a 5 MB recording (60 s, 44.1 kHz) attached to a public sermon. */
async function prepare(): Promise<{ audioPath: string; seedMs: number }> {
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }));
  try {
    const { ctx, database } = runtime;
    const started = Date.now();
    await seedAll({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: database.kind === 'pglite' });
    const seedMs = Date.now() - started;
    const bytes = generateWav({ seed: 42, seconds: 60, sampleRate: 44100 });
    const id = await seedFile(ctx.db, ctx.files, {
      key: 'bench/long.wav',
      nom: 'Enregistrement long',
      data: bytes,
      fichierTypeId: 4,
    });
    await ctx.db.insert(schema.mediaFichiers).values({ mediaId: 3300, fichierId: id, rang: 9 }).onConflictDoNothing();
    return { audioPath: `/fichiers/${id}/enregistrement-long.wav`, seedMs };
  } finally {
    await runtime.close();
  }
}

function load(url: string, headers: Record<string, string> = {}): LoadResult {
  return wrk(url, { seconds, connections, headers: { 'accept-encoding': 'br, gzip', ...headers } });
}

const { audioPath, seedMs } = await prepare();
console.log(`demo content seeded in ${(seedMs / 1000).toFixed(1)} s (every area's seeders)`);

const { server, ready: waitReady } = startSite({ port, buildDir, dataDir, databaseUrl });

const row = (name: string, r: LoadResult, budget: string, extra = '') =>
  console.log(
    `${name.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms  failed ${r.failures}${extra}  (budget ${budget})`,
  );

try {
  await waitReady();
  const pages = {
    'media page: book': '/media/3002/l-%C3%A9p%C3%AEtre-aux-romains',
    'media page: sermon (audio, video)': '/media/3370/dieu-cherche-des-adorateurs',
  };
  for (const [name, p] of Object.entries(pages)) {
    const res = await fetch(base + p, { redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    load(base + p); // warm-up pass, not reported
    row(name, load(base + p), '≥ 800 req/s, p99 ≤ 50 ms');
  }
  row('GET /api/public/mediaFull/3370', load(`${base}/api/public/mediaFull/3370`), '≥ 3,000 req/s');

  const mb = (r: LoadResult) => `  ${(r.bytesPerSecond / 1e6).toFixed(0)} MB/s`;
  await (await fetch(base + audioPath)).arrayBuffer(); // warm the page cache
  const whole = load(base + audioPath);
  row('audio 5 MB, whole file', whole, '≥ 200 MB/s', mb(whole));
  const range = { range: 'bytes=1048576-2097151' };
  const probe = await fetch(base + audioPath, { headers: range });
  if (probe.status !== 206 || (await probe.arrayBuffer()).byteLength !== 1048576) throw new Error('no 206 answer');
  const ranged = load(base + audioPath, range);
  row('audio 1 MB ranges (206)', ranged, '≥ 200 MB/s', mb(ranged));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
