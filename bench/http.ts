/**
 * HTTP load budget: the home page rendered by the server, the news-carousel JSON call and one hashed static
 * asset, each loaded with wrk (apt-get install wrk) against a production server this script starts on its own port and a
 * fresh temporary data folder (embedded PGlite with the demo content). Prints req/s, p50 and p99.
 *   npx tsx bench/http.ts          BENCH_PORT (3351), BUILD_DIR (build-bench; built when missing),
 *                                  BENCH_SECONDS (10), BENCH_CONNECTIONS (10)
 * Also prints the server's CPU time per answer (from /proc), which other work on the machine disturbs less.
 * Budget: home ≥ 1,000 req/s with p99 ≤ 50 ms. The load tool shares the machine's cores with the server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, ensureBuild, startSite, wrk } from './support.ts';

const port = Number(process.env.BENCH_PORT ?? 3351);
const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

ensureBuild(buildDir);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-'));
const { server, ready: waitReady } = startSite({ port, buildDir, dataDir, databaseUrl: await benchDatabaseUrl() });

/** CPU time (user + system, ms) the server process has used: /proc/<pid>/stat, clock ticks of 10 ms. */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

try {
  await waitReady();
  const html = await (await fetch(`${base}/`)).text();
  const asset = html.match(/\/assets\/[\w.-]+\.css/)?.[0] ?? html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  if (!asset) throw new Error('no hashed asset found in the home page');
  const targets = [
    ['home page (SSR)', '/'],
    ['GET /api/public/actualitesCaroussel/1967', '/api/public/actualitesCaroussel/1967'],
    [`static ${asset}`, asset],
  ] as const;

  // Warm up: JIT, caches, the database's first queries.
  for (const [, p] of targets) for (let i = 0; i < 50; i++) await (await fetch(base + p)).arrayBuffer();

  console.log(`wrk: ${connections} connections, ${seconds} s each, brotli accepted, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log(
    'target'.padEnd(48),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'CPU ms/req'.padStart(11),
    ' failed',
  );
  for (const [name, p] of targets) {
    const cpuBefore = serverCpuMs();
    const r = wrk(base + p, { seconds, connections, headers: { 'accept-encoding': 'br, gzip' } });
    const cpuPerRequest = (serverCpuMs() - cpuBefore) / Math.max(1, r.total);
    console.log(
      name.padEnd(48),
      r.requestsPerSecond.toFixed(0).padStart(9),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      cpuPerRequest.toFixed(2).padStart(11),
      ` ${r.failures}`,
    );
  }
  // The server is one process (one core for JavaScript); the load tool and other work share the rest.
  console.log('CPU ms/req: server CPU time per answer, steadier than req/s when other work shares the cores');
  console.log('budget: home ≥ 1000 req/s, p99 ≤ 50 ms');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
