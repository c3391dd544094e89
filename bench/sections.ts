/**
 * Figures for the media sections, against a running server (start one first, e.g. the production build):
 *   DATA_DIR=$(mktemp -d) BUILD_DIR=build PORT=3305 LOG_LEVEL=warn node build/server/server.js &
 *   npx tsx bench/sections.ts        BENCH_URL (http://127.0.0.1:3305), BENCH_SECONDS (5), BENCH_CONNECTIONS (20)
 * Prints requests per second and latency for a section page, the Bible-in-a-year page, today's reading, a list API
 * call, a podcast feed and the sitemap.
 */
import { createRequire } from 'node:module';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3305';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<CannonResult>;

const targets = [
  ['section page', '/parole-partagee-spl/exhortationsAudio'],
  ['Bible-in-a-year page', '/podcast-bible-en-un-an'],
  ['book reading page', '/podcast-bible-en-un-an-lecture/1449/8a5a10/Gen%C3%A8se'],
  ["today's reading (API)", '/api/public/bibleEnUnAn'],
  ['list by category (API)', '/api/public/medias/categorie/exhortationsAudio'],
  ['podcast feed', '/podcasts/bible-en-un-an.xml'],
  ['sitemap', '/sitemap.xml'],
] as const;

for (const [label, path] of targets) {
  const r = await autocannon({
    url: base + path,
    duration: seconds,
    connections,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  console.log(
    `${label.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${r.non2xx ? `  (${r.non2xx} non-2xx)` : ''}  ${path}`,
  );
}
