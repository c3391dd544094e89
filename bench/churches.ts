/**
 * Churches budget: the size of /eglises with its inline maps (raw, brotli, gzip; budget ≤ 60 KB compressed), then
 * /eglises, a church's page and the reuDirect call loaded with wrk (apt-get install wrk) as an anonymous visitor,
 * against a production server this script starts on its own port and a fresh data folder (demo content).
 *   npx tsx bench/churches.ts      BENCH_PORT (3356), BUILD_DIR (build-bench; built when missing),
 *                                  BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL (PostgreSQL)
 * Budget: each page ≥ 800 req/s. The load tool shares the machine's cores with the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, ensureBuild, startSite, wrk } from './support.ts';

const port = Number(process.env.BENCH_PORT ?? 3356);
const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

ensureBuild(buildDir);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-'));
const { server, ready } = startSite({ port, buildDir, dataDir, databaseUrl: await benchDatabaseUrl() });

/** Bytes on the wire for one encoding (fetch would decode them). */
function wireSize(p: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(base + p, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
    })
      .on('error', reject)
      .end();
  });
}

try {
  await ready();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const [raw, br, gzip] = await Promise.all(['identity', 'br', 'gzip'].map((e) => wireSize('/eglises', e)));
  console.log(`/eglises with its maps: ${kb(raw)} raw, ${kb(br)} brotli, ${kb(gzip)} gzip (budget ≤ 60 KB compressed)`);

  const targets = [
    ['/eglises (maps, lists)', '/eglises'],
    ["/eglises/lyon (a church's page)", '/eglises/lyon'],
    ['GET /api/public/reuDirect', '/api/public/reuDirect'],
  ] as const;
  // Warm up: the maps' projection, JIT, the database's first queries.
  for (const [, p] of targets) for (let i = 0; i < 30; i++) await (await fetch(base + p)).arrayBuffer();

  console.log(
    `wrk: ${connections} connections, ${seconds} s each, brotli accepted, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), ' failed');
  for (const [name, p] of targets) {
    const r = wrk(base + p, { seconds, connections, headers: { 'accept-encoding': 'br, gzip' } });
    console.log(
      name.padEnd(36),
      r.requestsPerSecond.toFixed(0).padStart(9),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      ` ${r.failures}`,
    );
  }
  console.log('budget: each page ≥ 800 req/s; /eglises ≤ 60 KB compressed');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
