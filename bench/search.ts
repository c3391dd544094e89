/**
 * Search budgets (issue 13), printed as figures, against a production server this script starts on its own port, with
 * the demo content and a synthetic catalogue (db/seed/search-synthetic.ts) making SEARCH_DOCUMENTS documents in all:
 *   1. POST /api/public/search with text and two facets (media type and year), its facet counts and one page:
 *      p95 ≤ 30 ms; the same for POST /api/public/search/articles (text, theme and magazine);
 *   2. GET /api/public/search/suggest: p95 ≤ 10 ms;
 *   3. the search page rendered by the server: ≥ 500 req/s.
 *   npx tsx bench/search.ts     BENCH_PORT (3206), BUILD_DIR (build-e2e-search; built when missing),
 *                               SEARCH_DOCUMENTS (100000), BENCH_CALLS (300 per row), BENCH_SECONDS (10),
 *                               BENCH_DATABASE_URL (a PostgreSQL server; PGlite otherwise: a new database each run),
 *                               BENCH_DATA_DIR (a folder kept between runs: its PGlite database is seeded once),
 *                               BENCH_REUSE_DATABASE=1 (use BENCH_DATABASE_URL as it is, seeded once)
 * The page row is measured twice: one address (served by the page cache after the first render) and a new address
 * for every request (an ignored parameter: every answer rendered afresh, its search made). The budget is the first:
 * a search page is the same for every visitor, so the page cache answers a repeated search; the second shows the cost
 * of a search nobody made in the last seconds (its text search, bounded by the p95 above, and its render).
 * Latencies are measured one call at a time over a keep-alive socket (bench/support.ts keepAliveClient): the time a
 * visitor waits, not a throughput. On a shared machine the figures are indicative.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { benchDatabaseUrl, ensureBuild, keepAliveClient, startSite, wrk } from './support.ts';
import { seedAll } from '../db/seed/index.ts';
import { seedSyntheticCatalogue } from '../db/seed/search-synthetic.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';

const port = Number(process.env.BENCH_PORT ?? 3206);
const buildDir = process.env.BUILD_DIR ?? 'build-e2e-search';
const documents = Number(process.env.SEARCH_DOCUMENTS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

ensureBuild(buildDir);
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'mission-bench-search-'));
const databaseUrl =
  process.env.BENCH_REUSE_DATABASE === '1' ? (process.env.BENCH_DATABASE_URL ?? '') : await benchDatabaseUrl();

async function prepare(): Promise<number> {
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }));
  try {
    const { ctx, database } = runtime;
    const count = async () =>
      (
        (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM search_document`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n;
    // A kept database already holding the catalogue is used as it is (seeding the demo again would rewrite it).
    if ((await count()) < documents) {
      await seedAll({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: database.kind === 'pglite' });
    }
    const missing = documents - (await count());
    const started = Date.now();
    if (missing > 0) {
      await seedSyntheticCatalogue(ctx.db, missing, (done, total) => {
        if (done % 10_000 === 0 || done === total) process.stderr.write(`catalogue synthétique : ${done} / ${total}\n`);
      });
    }
    await ctx.db.execute(sql`VACUUM ANALYZE`);
    console.log(`synthetic catalogue: ${missing} media in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return count();
  } finally {
    await runtime.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const texts = [
  'espérance',
  'prière',
  'grâce',
  'lumière',
  'foi chrétienne',
  'pardon',
  'berger',
  'sagesse',
  'paix',
  'joie',
];
const prefixes = ['esp', 'pri', 'grâ', 'lum', 'chr', 'par', 'ber', 'sag', 'pai', 'joi'];

const total = await prepare();
console.log(`${total} search documents (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
const { server, ready } = startSite({ port, buildDir, dataDir, databaseUrl });
const client = keepAliveClient(port);

async function measure(name: string, budget: string, call: (i: number) => Promise<{ status: number }>, n = calls) {
  for (let i = 0; i < Math.min(20, n); i++) await call(i); // warm-up, not reported
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const { status } = await call(i);
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${name}: status ${status}`);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(44)} p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms  (budget ${budget})`,
  );
}

try {
  await ready();
  await measure('search: text + media type + year', 'p95 ≤ 30 ms', (i) =>
    client.request(
      'POST',
      '/api/public/search',
      JSON.stringify({
        category: 'toutParolePartagee',
        queryString: texts[i % texts.length],
        filters: [
          { type: 'mediaType', valueType: 'checkboxList', filterItems: [{ id: 1, value: true }] },
          { type: 'annee', valueType: 'checkboxList', filterItems: [{ id: 2000 + (i % 25), value: true }] },
        ],
        pageNumber: 1,
        pageSize: 30,
      }),
    ),
  );
  await measure('articles: text + theme + sort', 'p95 ≤ 30 ms', (i) =>
    client.request(
      'POST',
      '/api/public/search/articles',
      JSON.stringify({
        query: texts[i % texts.length],
        sort: 'relevance',
        facets: { theme: ['Témoignage', 'Exhortation'], date_parution: [] },
        page: 1,
        size: 48,
      }),
    ),
  );
  await measure(
    'search: no text, every document, facets',
    '(for reference)',
    () => client.request('POST', '/api/public/search', '{}'),
    20,
  );
  await measure('suggest', 'p95 ≤ 10 ms', (i) =>
    client.request('GET', `/api/public/search/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length])}`),
  );
  const page = `http://127.0.0.1:${port}/parole-partagee-bdd?q=${encodeURIComponent(JSON.stringify({ queryString: 'espérance' }))}`;
  wrk(page, { seconds: 3, connections: 10 }); // warm-up
  const load = wrk(page, { seconds, connections: 10, headers: { 'accept-encoding': 'br, gzip' } });
  console.log(
    `${'search page rendered by the server'.padEnd(44)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${load.p50.toFixed(1)} ms  p99 ${load.p99.toFixed(1)} ms  failed ${load.failures}  (budget ≥ 500 req/s)`,
  );
  // A new address each request: the page cache never answers, every request renders the page and makes its search.
  const script = path.join(dataDir, 'fresh-pages.lua');
  writeFileSync(
    script,
    `local words = {${texts.map((t) => `"${encodeURIComponent(t)}"`).join(', ')}}
local n = 0
request = function()
  n = n + 1
  local q = "%7B%22queryString%22%3A%22" .. words[n % #words + 1] .. "%22%7D"
  return wrk.format("GET", "/parole-partagee-bdd?q=" .. q .. "&r=" .. n .. "-" .. math.random(1000000000))
end
`,
  );
  const fresh = wrk(page, { seconds, connections: 10, headers: { 'accept-encoding': 'br, gzip' }, script });
  console.log(
    `${'search page rendered afresh (new address each)'.padEnd(44)} ${fresh.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${fresh.p50.toFixed(1)} ms  p99 ${fresh.p99.toFixed(1)} ms  failed ${fresh.failures}  (for reference: a text search each time)`,
  );
} finally {
  client.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  else rmSync(path.join(dataDir, 'fresh-pages.lua'), { force: true });
}
