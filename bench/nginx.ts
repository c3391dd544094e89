/**
 * An anonymous page through nginx's cache, against nginx serving the same bytes as a static file, in one run:
 * docs/deploy/nginx.conf (TLS, proxy_cache) in front of two production processes on a fresh PostgreSQL database, as
 * tests/processes/nginx.test.ts runs it, and the page's bytes as nginx received them written to a file that the same
 * server block serves. Each row: wrk -t1 -c16 (BENCH_SECONDS, 8) over TLS after a warm-up that is not reported;
 * req/s, p50, p99, failures, and the ratio of the cached page to the file.
 *   npx tsx bench/nginx.ts     BENCH_PAGE (/), BUILD_DIR (build-bench; built when missing),
 *                              TEST_DATABASE_URL (the PostgreSQL server; the local one by default)
 * nginx runs with one worker. The machine's two cores are shared by nginx, wrk and the site: check `uptime` first.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { get, nginxBinary, startNginx } from '../tests/processes/nginx.ts';
import { ensureBuild, freePort, freshDatabase, startProcess } from '../tests/processes/support.ts';
import { wrk, type LoadResult } from './support.ts';

const page = process.env.BENCH_PAGE ?? '/';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const binary = nginxBinary();
if (!binary) throw new Error('nginx est nécessaire : apt-get install nginx-light');

const buildDir = ensureBuild(process.env.BUILD_DIR ?? 'build-bench');
const database = await freshDatabase();
const [port, redirectPort] = [await freePort(), await freePort()];
const options = {
  buildDir,
  databaseUrl: database.url,
  env: { PUBLIC_URL: `https://127.0.0.1:${port}`, TRUST_PROXY: 'true' },
};
const sites = await Promise.all([startProcess(options), startProcess(options)]);
let staticFile = '';
const nginx = await Promise.all(sites.map((site) => site.ready())).then(() =>
  startNginx({
    binary,
    port,
    redirectPort,
    upstreams: sites.map((site) => new URL(site.url).host),
    extra: (prefix) => {
      staticFile = path.join(prefix, 'page.html');
      return `    location = /page-as-a-file.html { alias ${staticFile}; default_type "text/html; charset=utf-8"; }`;
    },
  }),
);

function row(name: string, url: string): LoadResult {
  wrk(url, { seconds: 2, connections: 16, threads: 1 });
  const result = wrk(url, { seconds, connections: 16, threads: 1 });
  console.log(
    `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  ` +
      `p99 ${result.p99.toFixed(2)} ms  failures ${result.failures}`,
  );
  return result;
}

try {
  // wrk asks for no encoding: the plain page, kept by nginx under that variant.
  const first = await get(nginx, page);
  if (first.status !== 200) throw new Error(`${page} : ${first.status}`);
  const kept = await get(nginx, page);
  if (kept.headers['x-cache-status'] !== 'HIT')
    throw new Error(`${page} non gardée par nginx : ${kept.headers['x-cache-status']}`);
  writeFileSync(staticFile, kept.body);
  const file = await get(nginx, '/page-as-a-file.html');
  if (!file.body.equals(kept.body)) throw new Error('le fichier n’a pas les octets de la page');
  console.log(
    `${page}: ${kept.body.byteLength} bytes, ${String(kept.headers['cache-control'])}; wrk -t1 -c16 -d${seconds}s`,
  );
  const cached = row(`${page} through nginx's cache`, `${nginx.url}${page}`);
  const plain = row('the same bytes as a static file', `${nginx.url}/page-as-a-file.html`);
  console.log(`cached page / static file: ${(cached.requestsPerSecond / plain.requestsPerSecond).toFixed(2)}`);
} finally {
  await nginx.stop();
  await Promise.all(sites.map((site) => site.stop()));
  await database.drop();
}
process.exit(0);
