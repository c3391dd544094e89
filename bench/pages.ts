/**
 * Anonymous requests per second of the public pages of issue 14 (the association's pages, the student area's and
 * children's public pages), budget ≥800 req/s each. (The survey page is personal and never cached; the candidates'
 * and teachers' pages need a session: neither is an anonymous page.) Starts its own production server (BUILD_DIR, default
 * build-bench) on BENCH_PORT (3450) with a fresh embedded database, or DATABASE_URL when BENCH_DATABASE_URL names one;
 * loads each page with wrk for BENCH_SECONDS (5) with BENCH_CONNECTIONS (20), compressed as a browser asks.
 *   npx tsx bench/pages.ts
 * Prints req/s, p50, p99, the size of each page's HTML (uncompressed) and its failures. Figures are only meaningful on a quiet
 * machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, startSite, wrk } from './support.ts';

const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const port = Number(process.env.BENCH_PORT ?? 3450);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const base = `http://127.0.0.1:${port}`;

const targets = [
  '/historique',
  '/confession-de-foi',
  '/la-mission-le-phare-n-est-pas-une-secte',
  '/gouvernance',
  '/formation',
  '/enfants',
];

ensureBuild(buildDir);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-pages-'));
const site = startSite({ port, buildDir, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  await site.ready();
  console.log(
    `${seconds} s per page, ${connections} connections, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  for (const p of targets) {
    const res = await fetch(base + p);
    const size = (await res.arrayBuffer()).byteLength;
    const r = wrk(base + p, { seconds, connections, headers: { 'accept-encoding': 'br, gzip' } });
    console.log(
      `${p.slice(0, 44).padEnd(44)} ${String(Math.round(r.requestsPerSecond)).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${(size / 1024).toFixed(1)} KB of HTML  status ${res.status}${r.failures ? `  (${r.failures} failures)` : ''}`,
    );
  }
} finally {
  site.server.kill('SIGTERM');
  await new Promise((r) => site.server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
