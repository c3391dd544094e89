/**
 * Server rendering speed, side by side in one run: pages rendered for a signed-in member (no page cache), the loader
 * data alone (.data), JSON calls, the anonymous home page from the page cache, and two references answering the same
 * bytes with the same headers: nginx serving the cached home page's compressed body from a file, and a bare Hono route
 * (a separate node process with hono + @hono/node-server) answering the JSON calls' bodies. Each row: wrk
 * (apt-get install wrk), after a warm-up run that is not reported; req/s, p50, p99, the CPU time per answer of the
 * process that answered (from /proc; on PostgreSQL also of the database server's processes), failures (non-2xx/3xx and
 * socket errors), the site's peak resident memory during the row (VmHWM, reset before each row), and the ratio to the
 * reference where there is one. Then the site's resident memory (VmRSS) after start, its peak under the load and
 * after the whole load. The demo content is loaded first by a process of its own (npm run seed), as a deployment's
 * database holds its content before the site starts: the memory is that of a process that serves (decision 0140).
 * With it, an association's history of gifts (BENCH_DONATIONS, 50,000 paid gifts over twenty years by 12,500 donors,
 * each with its receipt: npm run seed -- --donations; 0 leaves it out), whose first donors are the bench's members: a
 * member's pages read tables of a real size, and the account page lists the member's own four receipts (decision 0157).
 * The members (BENCH_MEMBERS, 8) are created by the staff command (npm run admin -- user:create …: through the site's
 * socket on PGlite, directly on PostgreSQL), then sign in through the /login form: each request of a signed-in row is
 * the next member's (a wrk script turns through their `session` cookies), so a page shared by members (decision 0077)
 * is filled with a different name each time. The first also signs in by POST /api/users/auth (the token of getUser). The book page is the first media link of /livres/toutLesLivres.
 *
 *   BENCH_DATABASE_URL='postgres://postgres@localhost/postgres?host=/var/run/postgresql' npx tsx bench/render.ts
 *       PostgreSQL: a new database per run, dropped at the end. Through the server's socket, as docs/deploy.md connects
 *       a site to PostgreSQL on its own machine (decision 0153); postgres://postgres@127.0.0.1:5432/postgres measures
 *       the same through TCP.
 *   npx tsx bench/render.ts
 *       the embedded PGlite in a temporary data folder.
 *   BENCH_PROFILE=1 BENCH_DATABASE_URL=… npx tsx bench/render.ts
 *       instead of the table: the site runs under `node --cpu-prof`, one row is loaded (BENCH_PROFILE=1: `/` signed in;
 *       or a row's key: soutien, book, sermon, cookies, cookies-data, getUser, mediaFull, home-cached), the site is
 *       stopped with SIGTERM so the profile is written to bench/profiles/ (not kept in git), and the summary of the
 *       load's window (bench/profile-summary.ts) is printed and written to bench/profiles/<date>-<key>-<database>.txt.
 *   BENCH_SOAK_SECONDS=600 npx tsx bench/render.ts
 *       after the table, a mix (signed-in `/`, a media page, getUser, cached `/`) loaded without pause, printing VmRSS
 *       every 30 s and the growth from the first minute to the last.
 *   BENCH_TAIL=account BENCH_DATABASE_URL=… npx tsx bench/render.ts
 *       instead of the table: one row (a row's key) loaded as in the table, the site noting each answer's time inside
 *       the process and the pauses of V8's full collections (bench/answer-times.mjs); prints how many of the answers
 *       over 50 ms were in flight during such a pause, each answer timed from the previous one's end on its
 *       connection (what wrk waits) and from its request's event (the handler's time), and the answers finished
 *       per 10 ms around a pause (decision 0148).
 * The site runs with the node flags and variables of `npm start` (heap limits, MALLOC_ARENA_MAX: bench/support.ts).
 *   BENCH_CPU_RUNS=5 BENCH_DATABASE_URL=… npx tsx bench/render.ts
 *       instead of the table: the CPU time per answer of each row and of the bare Hono references with one connection,
 *       the least and the median of that many runs of BENCH_SECONDS (on a machine shared with other work, the least
 *       disturbed run is the nearest to the answer's own cost), the answers per second two cores would give at that
 *       cost, and each JSON row's ratio to its reference by CPU per answer.
 *   BENCH_CPU_RUNS=5 BENCH_AGAINST=build-before BENCH_DATABASE_URL=… npx tsx bench/render.ts
 *       the same, with a second site from another build on the same database: each row's runs alternate between the
 *       two sites, so that a change is weighed against the build before it in the machine's same minutes.
 * On PostgreSQL, after the table, the pages rendered for one member are measured again in the production layout of
 * docs/deploy.md: nginx with docs/deploy/nginx.conf (TLS) in front of BENCH_PROCESSES processes of the site (2; 0 leaves
 * it out) on the same database, wrk over TLS (decision 0141); each row once as fast as BENCH_CONNECTIONS are
 * answered (the most answers a second), then once sent at BENCH_PACED_RATE (500) requests a second whatever the
 * answers' times: the latency at the budget's traffic, and the sends that fell behind it (decision 0144).
 * The rows: pages shared by members (`/`, a book and a sermon page); pages rendered for one member alone (their own
 * data: /mon-compte, /soutien, /vote2024 — every bench member holds ROLE_AG_VOTE —, /revue once subscribed and its
 * plain form posted to the card step; `/` with `Cache-Control: no-cache`, which turns the sharing off for the
 * request, and `/cookies` the same way: a short page, so the shell's own cost); JSON calls (getUser with a token, mediaFull, and every public JSON call over a sample: mediaFull of up to
 * three media of every type and the public lists, each request the next of the list) against a bare Hono route
 * answering the same bytes; the cached anonymous page against nginx.
 * Other variables: BENCH_DONATIONS (50000), BENCH_NODE_OPTIONS (more flags for the site's node, after those), BENCH_ROWS (row keys separated by commas: only those rows and their references), BENCH_PORT (3361; nginx on +1, bare Hono on +2), BUILD_DIR (build-bench; built when missing),
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (16), BENCH_SERMON (/media/3370/…), BENCH_MEDIA_ID
 * (3370, the mediaFull id).
 * nginx (apt-get install nginx) runs with one worker, as the site is one process; without nginx that row is skipped.
 *
 * Budgets (measured on PostgreSQL; PGlite reported):
 *   `/` and a media page signed in: ≥ 600 req/s, p99 ≤ 50 ms;
 *   a page rendered for one member (its own data, or the sharing off): ≥ 500 req/s, p99 ≤ 50 ms;
 *   anonymous `/` from the page cache: ≥ 0.3 × nginx serving the same bytes in the same run;
 *   JSON calls: ≥ 0.5 × a bare Hono route answering the same body in the same run;
 *   resident memory ≤ 300 MB under this load, and no growth over a 10-minute soak.
 * The machine's two cores are shared by the site, wrk, the references and the database: CPU ms per answer is steadier
 * than req/s when other work runs; check `uptime` first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { get, nginxBinary, startNginx as startDeployNginx } from '../tests/processes/nginx.ts';
import { syntheticDonorEmail } from '../db/seed/donations-synthetic.ts';
import { summarize, type CpuProfile } from './profile-summary.ts';
import {
  benchDatabaseUrl,
  ensureBuild,
  pacedScript,
  quantile,
  seedDemo,
  startSite,
  wrk,
  type LoadResult,
} from './support.ts';

const port = Number(process.env.BENCH_PORT ?? 3361);
const nginxPort = port + 1;
const honoPort = port + 2;
const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
/** The production layout's processes (BENCH_PROCESSES, 2; 0 or 1: not measured), on PostgreSQL only. */
const layoutProcesses = process.env.BENCH_DATABASE_URL ? Number(process.env.BENCH_PROCESSES ?? 2) : 0;
/**
 * The production layout's rows are loaded a second time at the budget's rate, sent on time whatever the answers'
 * times (bench/support.ts, pacedScript): the latency a visitor meets at that traffic, where the closed load above gives
 * the most answers a second, its latencies those of a queue that is never empty (decision 0144).
 */
const pacedRate = Number(process.env.BENCH_PACED_RATE ?? 500);
if (!(pacedRate > 0)) throw new Error(`BENCH_PACED_RATE must be a positive number: ${process.env.BENCH_PACED_RATE}`);
const paced = { connections: 64, threads: 2 };
/** nginx of the production layout (and its redirect port); the processes after the first on the next ports. */
const layoutPort = port + 10;
const onlyRows = process.env.BENCH_ROWS?.split(',');
const cpuRuns = Number(process.env.BENCH_CPU_RUNS ?? 0);
/** With BENCH_CPU_RUNS on PostgreSQL: a second site from this build, on the same database, taking turns with the first. */
const againstDir = cpuRuns > 0 && process.env.BENCH_DATABASE_URL ? process.env.BENCH_AGAINST : undefined;
const againstPort = port + 20;
const profileKey = process.env.BENCH_PROFILE === '1' ? 'home' : process.env.BENCH_PROFILE || '';
const tailKey = process.env.BENCH_TAIL ?? '';
/** An answer slower than the budget's p99 (BENCH_TAIL). */
const slowMs = 50;
const sermonPath = process.env.BENCH_SERMON ?? '/media/3370/dieu-cherche-des-adorateurs';
const mediaId = Number(process.env.BENCH_MEDIA_ID ?? 3370);
const base = `http://127.0.0.1:${port}`;
const databaseName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const memberCount = Number(process.env.BENCH_MEMBERS ?? 8);
/** The association's history of gifts, each with its receipt (decision 0157); the members are donors of it. */
const donationCount = Number(process.env.BENCH_DONATIONS ?? 50_000);
const firstnames = ['Banc', 'Élise', 'Jean', 'Zoé', 'Marc', 'Anne', 'Paul', 'Léa'];
/** The members of the signed-in rows: each request is the next member's (a wrk script turns through their cookies). */
const members = Array.from({ length: memberCount }, (_, i) => ({
  email: donationCount >= 4 * memberCount ? syntheticDonorEmail(i) : `banc.rendu${i}@exemple.fr`,
  password: 'Sable-Doux-42',
  firstname: firstnames[i % firstnames.length],
  lastname: `Rendu ${i}`,
}));
const member = members[0];
/** Chrome's and Firefox's Accept-Encoding (over HTTPS, as the site is served): the site answers them zstd. */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const profileDir = path.resolve('bench', 'profiles');

ensureBuild(buildDir);
if (againstDir) ensureBuild(againstDir);
const work = mkdtempSync(path.join(tmpdir(), 'bench-render-'));
const dataDir = path.join(work, 'data');
const databaseUrl = await benchDatabaseUrl();
if (profileKey) mkdirSync(profileDir, { recursive: true });
// Read by bench/answer-times.mjs in the site's process (BENCH_TAIL).
if (tailKey) process.env.BENCH_ANSWER_TIMES = path.join(work, 'answer-times.json');
try {
  seedDemo({ dataDir, databaseUrl, args: donationCount > 0 ? ['--donations', String(donationCount)] : [] });
} catch (err) {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
  throw err;
}
const started = startSite({
  port,
  buildDir,
  dataDir,
  databaseUrl,
  seeded: true,
  nodeOptions: [
    ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    ...(profileKey ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(tailKey ? ['--import', path.resolve('bench', 'answer-times.mjs')] : []),
  ],
});
const site = started.server;
const others: ChildProcess[] = [];
const against = againstDir
  ? startSite({ port: againstPort, buildDir: againstDir, dataDir, databaseUrl, seeded: true })
  : null;
if (against) others.push(against.server);

/** CPU time (user + system, ms) a process has used, all its threads: /proc/<pid>/stat, clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // ended meanwhile
  }
}

/** The processes named `name` (their /proc/<pid>/comm), e.g. the PostgreSQL server's. */
function processesNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A process and its children (nginx: master and worker). */
function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

/** A line of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Starts the process's VmHWM again from its current VmRSS (Linux ≥ 4.0: `5` into /proc/<pid>/clear_refs). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false; // not allowed: the peak then includes the start-up
  }
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with node:http, the body as sent (not decompressed, unlike fetch). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function expectOk(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const answer = await rawRequest(url, { headers });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer;
}

/** A member, created with the staff command (through the site's socket on PGlite, directly on PostgreSQL). */
function createMember(m: (typeof members)[number]) {
  const run = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'user:create',
      ...['--email', m.email, '--password', m.password, '--firstname', m.firstname, '--lastname', m.lastname],
      '--activated',
      // The ballot page's row (/vote2024) needs the role; every member has it, so shared pages stay one per roles.
      ...['--role', 'ROLE_AG_VOTE'],
    ],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  if (run.status !== 0) throw new Error(`user:create failed: ${run.stderr || run.stdout}`);
}

/** Signs in through the page's form: the browser session cookie. */
async function signInPage(m: (typeof members)[number]): Promise<string> {
  const form = new URLSearchParams({ login: m.email, pass: m.password, redirectTo: '/' }).toString();
  const answer = await rawRequest(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) },
    body: form,
  });
  const token = /(?:^|[\s,])session=([A-Za-z0-9_-]+)/.exec(answer.headers['set-cookie'] ?? '')?.[1];
  if (answer.status !== 302 || !token) throw new Error(`sign-in by the form answered ${answer.status}, no session`);
  return `session=${token}`;
}

/** The plain form of the magazine wizard's delivery tab: its answer is the card step (tab 4), a subscription stored. */
const cardStepForm = new URLSearchParams({
  intent: 'livraison',
  nombreRevues: '2',
  tel: '0601020304',
  adressePostale: '1 rue du Banc',
  codePostal: '75001',
  ville: 'Paris',
  pays: 'France',
  livraisonDomicile: 'true',
}).toString();

async function postCardStep(cookie: string) {
  const answer = await rawRequest(`${base}/revue`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(cardStepForm.length),
      origin: base,
      cookie,
    },
    body: cardStepForm,
  });
  if (answer.status !== 200 || !answer.body.includes('Carte bancaire')) {
    throw new Error(`POST /revue to the card step answered ${answer.status}`);
  }
}

/**
 * The public JSON calls of a visitor, answered 200: mediaFull of up to three media of every type (found by asking
 * ids in steps through the catalogue), a gallery, the lists, the carousel, the readings, the live meeting, the last
 * magazine, a search's suggestions.
 */
async function publicJsonSample(): Promise<{ path: string; type?: number; answer: RawAnswer }[]> {
  const found: { path: string; type?: number; answer: RawAnswer }[] = [];
  const perType = new Map<number, number>();
  for (let id = 1; id <= 4200; id += 7) {
    const path = `/api/public/mediaFull/${id}`;
    const answer = await rawRequest(base + path, { headers: browser });
    if (answer.status !== 200) continue;
    const raw = await rawRequest(base + path);
    const full = JSON.parse(raw.body.toString()) as { data: { media: { mediaType: { id: number } } } };
    const type = full.data.media.mediaType.id;
    if ((perType.get(type) ?? 0) >= 3) continue;
    perType.set(type, (perType.get(type) ?? 0) + 1);
    found.push({ path, type, answer });
  }
  const firstMedia = found[0]?.path.split('/').at(-1) ?? '1';
  const others = [
    `/api/public/gallery/${firstMedia}`,
    '/api/public/medias/categorie/exhortationsAudio',
    '/api/public/actualitesCaroussel/1',
    '/api/public/livresBible',
    '/api/public/lastRevue',
    '/api/public/reuDirect',
    '/api/public/search/suggest?q=dieu',
  ];
  for (const path of others) {
    const answer = await rawRequest(base + path, { headers: browser });
    if (answer.status === 200) found.push({ path, answer });
  }
  return found;
}

/** Signs in through the API: an access token for user calls. */
async function signInApi(): Promise<string> {
  const body = JSON.stringify({ login: member.email, pass: member.password });
  const answer = await rawRequest(`${base}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  const token = (JSON.parse(answer.body.toString()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in by the API answered ${answer.status}, no token`);
  return token;
}

/** The headers a reference repeats: all but those of the connection and the ones the server sets itself. */
function replayedHeaders(headers: Record<string, string>): Record<string, string> {
  const own = new Set([
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'server',
    'set-cookie',
  ]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));
}

async function waitListening(url: string, child: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      await rawRequest(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** nginx serving `body` at / with the headers given, from a file; null when nginx is not installed. */
async function startNginx(answer: RawAnswer): Promise<ChildProcess | null> {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (!binary) return null;
  const dir = path.join(work, 'nginx');
  mkdirSync(path.join(dir, 'root'), { recursive: true });
  writeFileSync(path.join(dir, 'root', 'page'), answer.body);
  const headers = replayedHeaders(answer.headers);
  const addHeaders = Object.entries(headers)
    .filter(([name, value]) => name !== 'content-type' && !/["$\\]/.test(value))
    .map(([name, value]) => `      add_header ${name} "${value}" always;`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  gzip off;
  etag off;
  server_tokens off;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir}/root;
    location = / {
      types { }
      default_type "${headers['content-type'] ?? 'text/html'}";
${addHeaders}
      try_files /page =404;
    }
  }
}
`,
  );
  const nginx = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  others.push(nginx);
  await waitListening(`http://127.0.0.1:${nginxPort}/`, nginx);
  const check = await rawRequest(`http://127.0.0.1:${nginxPort}/`, { headers: browser });
  if (!check.body.equals(answer.body) || check.headers['content-encoding'] !== answer.headers['content-encoding']) {
    throw new Error('nginx does not answer the same bytes');
  }
  return nginx;
}

/** A bare Hono route per answer (/0, /1, …) in its own node process: the same bytes with the same headers. */
async function startBareHono(answers: RawAnswer[]): Promise<ChildProcess> {
  const dir = path.join(work, 'hono');
  mkdirSync(dir, { recursive: true });
  const routes = answers.map((answer, i) => {
    writeFileSync(path.join(dir, String(i)), answer.body);
    const headers = { ...replayedHeaders(answer.headers), 'content-length': String(answer.body.length) };
    return { path: `/${i}`, file: path.join(dir, String(i)), headers };
  });
  const program = `
    import { readFileSync } from 'node:fs';
    import { serve } from '@hono/node-server';
    import { Hono } from 'hono';
    const app = new Hono();
    for (const route of JSON.parse(process.env.ROUTES)) {
      const body = new Uint8Array(readFileSync(route.file));
      app.get(route.path, (c) => c.body(body, { headers: route.headers }));
    }
    serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
  `;
  // Run from the checkout, so that hono and @hono/node-server resolve from its node_modules.
  const hono = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(honoPort), ROUTES: JSON.stringify(routes) },
  });
  others.push(hono);
  await waitListening(`http://127.0.0.1:${honoPort}/0`, hono);
  for (const [i, answer] of answers.entries()) {
    const check = await rawRequest(`http://127.0.0.1:${honoPort}/${i}`, { headers: browser });
    if (!check.body.equals(answer.body)) throw new Error('the bare Hono route does not answer the same bytes');
  }
  return hono;
}

interface Row {
  key: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The processes that answer (CPU per answer): the site unless a reference. */
  pids: () => number[];
  /** A wrk script changing each request (the signed-in rows: the next member's cookie). */
  script?: string;
  /** The script for a site at another origin, when the script names its own (a form's Origin). */
  scriptFrom?: (origin: string) => string;
  budget?: string;
  /** The row this one is compared with (its reference) and the ratio budget. */
  reference?: { key: string; ratio: number };
}

const postgresPids = () => (databaseUrl ? processesNamed('postgres') : []);
const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMs(pid)]));

/**
 * CPU used since `before` by the processes alive now (those started meanwhile from zero); a process that ended
 * meanwhile (a PostgreSQL backend of another client) is left out rather than counted negative.
 */
function cpuSince(before: Map<number, number>, pids: number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
}

interface Measured {
  result: LoadResult;
  /** CPU per answer (ms) of the processes that answered, and of PostgreSQL's. */
  cpu: number;
  dbCpu: number;
  /** The largest peak resident memory (MB) of the site's processes during the load. */
  sitePeak: number;
}

/**
 * A row's load, after its warm-up: `sites` are the site's processes whose peak memory is read (the one site alone);
 * `pacedLoad`, a fixed rate instead of connections answered as fast as they can (its script, connections, threads).
 */
function measure(
  row: Pick<Row, 'url' | 'headers' | 'script' | 'pids'>,
  sites = [site.pid!],
  pacedLoad?: { script: string; connections: number; threads: number },
): Measured {
  const load = { connections, headers: row.headers, script: row.script, ...pacedLoad };
  wrk(row.url, { ...load, seconds: warmupSeconds });
  const [cpuBefore, dbBefore] = [cpuByPid(row.pids()), cpuByPid(postgresPids())];
  sites.forEach(resetPeak);
  const result = wrk(row.url, { ...load, seconds });
  // wrk only warns on stderr when a script fails to load, and then loads as fast as it can.
  if (pacedLoad && !result.late) throw new Error(`the paced script did not run: ${pacedLoad.script}`);
  const perAnswer = (ms: number) => ms / Math.max(1, result.total);
  return {
    result,
    cpu: perAnswer(cpuSince(cpuBefore, row.pids())),
    dbCpu: perAnswer(cpuSince(dbBefore, postgresPids())),
    sitePeak: Math.max(...sites.map((pid) => memoryMb(pid, 'VmHWM'))),
  };
}

/** One line of a table: the columns of the header printed before it; `tail` is the ratio and budget column. */
function printRow(name: string, { result, cpu, dbCpu, sitePeak }: Measured, showPeak: boolean, tail: string) {
  console.log(
    name.padEnd(40),
    result.requestsPerSecond.toFixed(0).padStart(7),
    result.p50.toFixed(1).padStart(7),
    result.p99.toFixed(1).padStart(7),
    cpu.toFixed(2).padStart(10),
    databaseUrl ? dbCpu.toFixed(2).padStart(9) : '',
    String(result.failures).padStart(6),
    showPeak ? sitePeak.toFixed(0).padStart(7) : '',
    tail,
  );
}

const sitePids = () => [site.pid!];

async function dropDatabase() {
  if (!databaseUrl) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
  console.log(`PostgreSQL : base ${name} supprimée`);
}

async function stopSite() {
  if (site.exitCode !== null) return;
  const exited = new Promise((r) => site.once('exit', r));
  site.kill('SIGTERM');
  await exited;
}

/** Under a CPU profile: loads one row, stops the site so that node writes the profile, and summarizes the load. */
async function profileRun(row: Row) {
  // The profiler slows the site down: answers are waited for longer than wrk's 2 s.
  const load = { connections, headers: row.headers, script: row.script, timeout: 30 };
  wrk(row.url, { ...load, seconds: warmupSeconds });
  const from = Number(process.hrtime.bigint() / 1000n);
  const result = wrk(row.url, { ...load, seconds });
  const to = Number(process.hrtime.bigint() / 1000n);
  await stopSite();
  // One file per thread: CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile, the main thread's is thread 0.
  const written = readdirSync(profileDir)
    .filter((f) => f.includes(`.${site.pid}.`) && f.endsWith('.cpuprofile'))
    .sort((a, b) => Number(a.split('.')[4]) - Number(b.split('.')[4]));
  if (written[0]?.split('.')[4] !== '0') throw new Error(`no CPU profile of process ${site.pid} in ${profileDir}`);
  const file = path.join(profileDir, written[0]);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const threads = written
    .slice(1)
    .flatMap((other) => [
      '',
      `thread ${other.split('.')[4]} (a worker thread: ${other}), same window:`,
      summarize(JSON.parse(readFileSync(path.join(profileDir, other), 'utf8')) as CpuProfile, { from, to, top: 10 }),
    ]);
  const day = new Date().toISOString().slice(0, 10);
  const text = [
    `CPU profile of the site, ${row.name}, ${databaseName}, ${new Date().toISOString()}`,
    `load: wrk ${connections} connections, ${seconds} s, under --cpu-prof: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.total} answers, failures ${result.failures}`,
    `profile: ${path.relative(process.cwd(), file)} (not kept in git); samples of the load's window only`,
    `command: BENCH_PROFILE=${process.env.BENCH_PROFILE}${databaseUrl ? ' BENCH_DATABASE_URL=…' : ''} npx tsx bench/render.ts`,
    '',
    'main thread:',
    summarize(profile, { from, to, top: 25 }),
    ...threads,
    '',
  ].join('\n');
  const summaryFile = path.join(profileDir, `${day}-${row.key}-${databaseName.toLowerCase()}.txt`);
  writeFileSync(summaryFile, text);
  console.log(text);
  console.log(`written: ${path.relative(process.cwd(), summaryFile)}`);
}

/**
 * One row loaded as in the table, then each answer's time inside the process set against the pauses of the full
 * collections (bench/answer-times.mjs): how many of the slow answers were in flight during one.
 */
async function tailRun(row: Row) {
  const load = { connections, headers: row.headers, script: row.script };
  wrk(row.url, { ...load, seconds: warmupSeconds });
  const from = Date.now();
  const result = wrk(row.url, { ...load, seconds });
  const to = Date.now();
  const file = process.env.BENCH_ANSWER_TIMES!;
  site.kill('SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(file)) throw new Error(`the site wrote no answer times to ${file} within 5 s of SIGUSR2`);
  type Span = [start: number, ms: number];
  const noted = JSON.parse(readFileSync(file, 'utf8')) as {
    answers: [start: number, ms: number, fromRequestMs: number][];
    fullCollections: Span[];
  };
  const overlaps = ([start, ms]: Span, [otherStart, otherMs]: Span) =>
    start < otherStart + otherMs && start + ms > otherStart;
  const window: Span = [from, to - from];
  const answers = noted.answers.filter(([start]) => start >= from && start < to);
  const pauses = noted.fullCollections.filter((pause) => overlaps(pause, window));
  const duringPause = (answer: Span) => pauses.some((pause) => overlaps(answer, pause));
  /** From the previous answer's end (what wrk waits), or from the request's event (what the handler takes). */
  const afterPrevious = answers.map(([start, ms]): Span => [start, ms]);
  const afterRequest = answers.map(([start, ms, fromRequest]): Span => [start + ms - fromRequest, fromRequest]);
  const sorted = (spans: Span[]) => spans.map(([, ms]) => ms).sort((a, b) => a - b);
  const slowLine = (label: string, spans: Span[]) => {
    const slow = spans.filter(([, ms]) => ms > slowMs);
    const all = sorted(spans);
    return (
      `${label}: p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms; over ${slowMs} ms ` +
      `${slow.length}, of which ${slow.filter(duringPause).length} in flight during a full collection's pause`
    );
  };
  const pauseTimes = sorted(pauses);
  const caught = afterPrevious.filter(duringPause);
  // Answers finished per 10 ms from 150 ms before each pause's start to 50 ms after, in the mean over the pauses.
  const ends = answers.map(([start, ms]) => start + ms);
  const around = Array.from({ length: 20 }, (_, i) => {
    const offset = i * 10 - 150;
    const count = pauses.reduce(
      (sum, [pause]) => sum + ends.filter((end) => end >= pause + offset && end < pause + offset + 10).length,
      0,
    );
    return `${offset}:${(count / Math.max(1, pauses.length)).toFixed(1)}`;
  });
  const perTenMs = (ends.length / (to - from)) * 10;
  console.log(
    [
      `answers' times and full collections, ${row.name}, ${databaseName}, ${new Date().toISOString()}`,
      `wrk ${connections} connections, ${seconds} s: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, failures ${result.failures}`,
      `full collections: ${pauses.length}, pauses ${quantile(pauseTimes, 0).toFixed(1)}–${quantile(pauseTimes, 1).toFixed(1)} ms`,
      `${answers.length} answers inside the process, timed`,
      slowLine('  from the end of the previous one on the connection', afterPrevious),
      slowLine("  from the request's event", afterRequest),
      `answers in flight during a pause: ${caught.length}, p50 ${quantile(sorted(caught), 0.5).toFixed(1)} ms`,
      `answers finished per 10 ms around a pause, mean over the pauses (ms from the pause's start: answers), ` +
        `against ${perTenMs.toFixed(1)} over the whole load:`,
      `  ${around.join(' ')}`,
    ].join('\n'),
  );
}

/**
 * The CPU time per answer of the process that answers (the site, or a reference) with one connection, the least of
 * BENCH_CPU_RUNS runs of BENCH_SECONDS: on a machine shared with other work, the run least disturbed is the nearest
 * to the cost of the answer itself. A row with a reference gets the ratio of their least CPU per answer (the share of
 * the reference's rate the site would reach on the same CPU); a page, the answers per second two cores would give.
 */
function cpuTable(rows: Row[]) {
  console.log(
    `\n${databaseName}, CPU ms of the site per answer, wrk 1 connection, least and median of ${cpuRuns} runs of ` +
      `${seconds} s; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(
    'row'.padEnd(40),
    'least'.padStart(7),
    'median'.padStart(7),
    'answers'.padStart(8),
    '2 cores/s'.padStart(9),
    ' ratio   budget',
  );
  const least = new Map<string, number>();
  for (const row of rows) {
    // The same row on the other build (BENCH_AGAINST): its runs alternate with this row's, so that both meet the
    // machine's same moments.
    const twin: Row | null =
      against && row.url.startsWith(base)
        ? {
            ...row,
            name: `  the same, ${againstDir}`,
            url: row.url.replace(base, `http://127.0.0.1:${againstPort}`),
            script: row.scriptFrom?.(`http://127.0.0.1:${againstPort}`) ?? row.script,
            pids: () => [against.server.pid!],
          }
        : null;
    const measured = [row, ...(twin ? [twin] : [])].map((r) => {
      wrk(r.url, { connections: 1, headers: r.headers, script: r.script, seconds: warmupSeconds });
      return { row: r, runs: [] as { perAnswer: number; total: number }[] };
    });
    for (let i = 0; i < cpuRuns; i++) {
      for (const { row: r, runs } of measured) {
        const before = cpuByPid(r.pids());
        const result = wrk(r.url, { connections: 1, headers: r.headers, script: r.script, seconds });
        runs.push({ perAnswer: cpuSince(before, r.pids()) / Math.max(1, result.total), total: result.total });
      }
    }
    for (const { row: r, runs } of measured) {
      const sorted = runs.map((run) => run.perAnswer).sort((a, b) => a - b);
      if (r === row) least.set(row.key, sorted[0]);
      const reference = r.reference && least.get(r.reference.key);
      const ratio = reference === undefined ? undefined : reference / Math.max(sorted[0], 0.001);
      const budget = r.reference ? `≥ ${r.reference.ratio} × ${r.reference.key}` : (r.budget ?? '');
      console.log(
        r.name.padEnd(40),
        sorted[0].toFixed(2).padStart(7),
        sorted[Math.floor(sorted.length / 2)].toFixed(2).padStart(7),
        String(runs.reduce((sum, run) => sum + run.total, 0)).padStart(8),
        (2000 / Math.max(sorted[0], 0.001)).toFixed(0).padStart(9),
        ` ${ratio === undefined ? '     ' : ratio.toFixed(2).padStart(5)}   ${budget}`,
      );
    }
  }
}

/** The mix loaded without pause, VmRSS every 30 s, and the growth from the first minute to the last. */
function soak(rows: Row[]) {
  const script = path.join(work, 'mix.lua');
  const requests = rows.map((row) => {
    const headers = Object.entries(row.headers)
      .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
      .join(', ');
    return `wrk.format("GET", ${JSON.stringify(new URL(row.url).pathname)}, { ${headers} })`;
  });
  writeFileSync(
    script,
    `local requests, i = nil, 0
request = function()
  if not requests then requests = { ${requests.join(', ')} } end
  i = i % #requests + 1
  return requests[i]
end
`,
  );
  console.log(`\nsoak: ${rows.map((r) => r.name).join(' + ')}, in turn, ${soakSeconds} s`);
  const samples: { at: number; rss: number }[] = [];
  let total = 0;
  let failures = 0;
  const step = Math.min(30, soakSeconds);
  for (let at = step; at <= soakSeconds; at += step) {
    const r = wrk(base + '/', { seconds: step, connections, script });
    total += r.total;
    failures += r.failures;
    const rss = memoryMb(site.pid!, 'VmRSS');
    samples.push({ at, rss });
    console.log(`  ${String(at).padStart(4)} s  VmRSS ${rss.toFixed(0)} MB  ${r.requestsPerSecond.toFixed(0)} req/s`);
  }
  const mean = (list: { rss: number }[]) => list.reduce((sum, s) => sum + s.rss, 0) / Math.max(1, list.length);
  const first = samples.filter((s) => s.at <= 60);
  const last = samples.filter((s) => s.at > soakSeconds - 60);
  const growth = mean(last) - mean(first);
  console.log(
    `soak: ${total} answers, failures ${failures}; VmRSS first minute ${mean(first).toFixed(0)} MB, last minute ` +
      `${mean(last).toFixed(0)} MB: growth ${growth.toFixed(0)} MB; first to last sample ` +
      `${(samples.at(-1)!.rss - samples[0].rss).toFixed(0)} MB (budget: no growth)`,
  );
}

/**
 * The pages rendered for one member once more, in the production layout of docs/deploy.md: `layoutProcesses`
 * processes of the site on the same database, behind nginx with docs/deploy/nginx.conf (TLS, one worker) as
 * tests/processes/nginx.test.ts runs it. The first process is the one measured alone above; the others start now.
 * CPU per answer: every process of the site and nginx's; site MB: the largest peak of one process.
 */
async function productionLayout(rows: Row[], cardStep: { script: string; from: (origin: string) => string }) {
  const binary = nginxBinary();
  if (!binary) {
    console.log('nginx is not installed (apt-get install nginx): the production layout is skipped');
    return;
  }
  const more = Array.from({ length: layoutProcesses - 1 }, (_, i) =>
    startSite({ port: layoutPort + 2 + i, buildDir, dataDir, databaseUrl, seeded: true }),
  );
  let nginx: Awaited<ReturnType<typeof startDeployNginx>> | undefined;
  try {
    await Promise.all(more.map((m) => m.ready()));
    const upstreams = [port, ...more.map((_, i) => layoutPort + 2 + i)].map((p) => `127.0.0.1:${p}`);
    nginx = await startDeployNginx({ binary, port: layoutPort, redirectPort: layoutPort + 1, upstreams });
    const sites = [site.pid!, ...more.map((m) => m.server.pid!)];
    const nginxPids = withChildren(nginx.pid);
    const pids = () => [...sites, ...nginxPids];
    // nginx passes the Host it was asked for: a form of its pages comes from there (the processes trust no proxy).
    const posted = cardStep.from(`http://127.0.0.1:${layoutPort}`);
    console.log(
      `\nthe production layout: ${sites.length} processes behind nginx (docs/deploy/nginx.conf, TLS), wrk ` +
        `${connections} connections over TLS, ${seconds} s each after ${warmupSeconds} s of warm-up; then each row ` +
        `sent at ${pacedRate} req/s whatever the answers' times (${paced.connections} connections, a send more than ` +
        `5 ms behind its time is late: the rate was not held)`,
    );
    for (const row of rows) {
      const url = row.url.replace(base, nginx.url);
      const post = row.script === cardStep.script;
      const answer = post ? null : await get(nginx, new URL(url).pathname, { headers: row.headers });
      if (answer && answer.status !== 200) throw new Error(`${url} answered ${answer.status} through nginx`);
      const script = post ? posted : row.script;
      printRow(
        row.name,
        measure({ url, headers: row.headers, script, pids }, sites),
        true,
        `         ${row.budget ?? ''}`,
      );
      const pacedFile = path.join(work, `paced-${path.basename(script ?? 'plain.lua')}`);
      writeFileSync(pacedFile, pacedScript(script && readFileSync(script, 'utf8'), pacedRate, paced.threads));
      const atRate = measure({ url, headers: row.headers, script, pids }, sites, { ...paced, script: pacedFile });
      const late = atRate.result.late!;
      printRow(
        `  sent at ${pacedRate} req/s`,
        atRate,
        true,
        `         late sends ${late.count}${late.count ? `, up to ${late.mostMs.toFixed(0)} ms` : ''}`,
      );
    }
  } finally {
    await nginx?.stop();
    for (const { server } of more) {
      if (server.exitCode !== null || server.signalCode !== null) continue;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

try {
  await started.ready();
  await against?.ready();
  const rssAfterStart = memoryMb(site.pid!, 'VmRSS');
  // The peak (VmHWM) counts from here: the start-up (migrations, demo content) is not the load being measured.
  const peakReset = resetPeak(site.pid!);
  for (const m of members) createMember(m);
  const cookies: string[] = [];
  for (const m of members) cookies.push(await signInPage(m));
  const token = await signInApi();
  const signedIn = { ...browser, cookie: cookies[0] };
  const byMember = path.join(work, 'members.lua');
  writeFileSync(
    byMember,
    `local cookies, i = { ${cookies.map((c) => JSON.stringify(c)).join(', ')} }, 0
request = function()
  i = i % #cookies + 1
  wrk.headers["cookie"] = cookies[i]
  return wrk.format()
end
`,
  );
  const asMembers = { headers: signedIn, script: byMember, pids: sitePids };
  const bearer = { ...browser, authorization: `Bearer ${token}` };

  const books = await expectOk(`${base}/livres/toutLesLivres`, {});
  const bookPath = /href="(\/media\/\d+\/[^"]+)"/.exec(books.body.toString())?.[1];
  if (!bookPath) throw new Error('no media link on /livres/toutLesLivres');

  const pageBudget = '≥ 600 req/s, p99 ≤ 50 ms';
  /** Pages rendered for one member alone: their data, never shared (decision 0077), or the sharing turned off. */
  const ownBudget = '≥ 500 req/s, p99 ≤ 50 ms';
  // Each member subscribes once through the plain forms: /revue then shows their subscription, prefilled.
  for (const cookie of cookies) await postCardStep(cookie);
  /** The card step posted by each member in turn, from the pages of `origin` (the site, or nginx in front of it). */
  const cardStepScript = (origin: string) => {
    const file = path.join(work, `card-step-${new URL(origin).port}.lua`);
    writeFileSync(
      file,
      `local cookies, i = { ${cookies.map((c) => JSON.stringify(c)).join(', ')} }, 0
wrk.method = "POST"
wrk.body = ${JSON.stringify(cardStepForm)}
wrk.headers["content-type"] = "application/x-www-form-urlencoded"
wrk.headers["origin"] = ${JSON.stringify(origin)}
request = function()
  i = i % #cookies + 1
  wrk.headers["cookie"] = cookies[i]
  return wrk.format()
end
`,
    );
    return file;
  };
  const cardStep = cardStepScript(base);
  const rows: Row[] = [
    { key: 'home', name: '/ signed in', url: `${base}/`, ...asMembers, budget: pageBudget },
    {
      key: 'home-alone',
      name: '/ signed in, sharing off (no-cache)',
      url: `${base}/`,
      ...asMembers,
      // A forced reload: rendered for the member alone (server/member-pages.ts).
      headers: { ...signedIn, 'cache-control': 'no-cache' },
      budget: ownBudget,
    },
    { key: 'account', name: '/mon-compte signed in', url: `${base}/mon-compte`, ...asMembers, budget: ownBudget },
    { key: 'soutien', name: '/soutien signed in', url: `${base}/soutien`, ...asMembers, budget: ownBudget },
    {
      key: 'vote',
      name: '/vote2024 signed in (ROLE_AG_VOTE)',
      url: `${base}/vote2024`,
      ...asMembers,
      budget: ownBudget,
    },
    { key: 'revue', name: '/revue signed in, subscriber', url: `${base}/revue`, ...asMembers, budget: ownBudget },
    {
      key: 'revue-card',
      name: 'POST /revue to the card step',
      url: `${base}/revue`,
      ...asMembers,
      script: cardStep,
      scriptFrom: cardStepScript,
      budget: ownBudget,
    },
    {
      key: 'book',
      name: 'book page signed in',
      url: base + bookPath,
      ...asMembers,
      budget: pageBudget,
    },
    {
      key: 'sermon',
      name: 'sermon page signed in',
      url: base + sermonPath,
      ...asMembers,
      budget: pageBudget,
    },
    { key: 'cookies', name: '/cookies signed in', url: `${base}/cookies`, ...asMembers },
    {
      key: 'cookies-alone',
      name: '/cookies signed in, sharing off',
      url: `${base}/cookies`,
      ...asMembers,
      // A short page rendered for the member alone: what the shell (header, menu, footer, router) costs by itself.
      headers: { ...signedIn, 'cache-control': 'no-cache' },
      budget: ownBudget,
    },
    {
      key: 'cookies-data',
      name: '/cookies.data signed in',
      url: `${base}/cookies.data`,
      ...asMembers,
    },
    {
      key: 'getUser',
      name: 'GET /api/public/getUser, token',
      url: `${base}/api/public/getUser`,
      headers: bearer,
      pids: sitePids,
      reference: { key: 'hono-getUser', ratio: 0.5 },
    },
    {
      key: 'mediaFull',
      name: `GET /api/public/mediaFull/${mediaId}`,
      url: `${base}/api/public/mediaFull/${mediaId}`,
      headers: browser,
      pids: sitePids,
      reference: { key: 'hono-mediaFull', ratio: 0.5 },
    },
    {
      key: 'home-cached',
      name: '/ anonymous, page cache',
      url: `${base}/`,
      headers: browser,
      pids: sitePids,
      reference: { key: 'nginx', ratio: 0.3 },
    },
  ];
  // Every page and call answers before anything is measured.
  for (const row of rows) await expectOk(row.url, row.headers);
  const cookiesData = await expectOk(`${base}/cookies.data`, signedIn);
  if (!/text\/x-script/.test(cookiesData.headers['content-type'] ?? '')) {
    throw new Error(`/cookies.data is not React Router's data answer: ${cookiesData.headers['content-type']}`);
  }

  if (tailKey) {
    const row = rows.find((r) => r.key === tailKey);
    if (!row) throw new Error(`BENCH_TAIL: no row ${tailKey} (${rows.map((r) => r.key).join(', ')})`);
    await tailRun(row);
  } else if (profileKey && !cpuRuns) {
    const row = rows.find((r) => r.key === profileKey);
    if (!row) throw new Error(`BENCH_PROFILE: no row ${profileKey} (${rows.map((r) => r.key).join(', ')})`);
    await profileRun(row);
  } else {
    // The references answer exactly what the site answered: same bytes, same headers.
    const cached = await expectOk(`${base}/`, browser);
    console.log(
      `cached /: ${cached.body.length} bytes, Content-Encoding ${cached.headers['content-encoding'] ?? 'none'}; ` +
        `book page: ${bookPath}; sermon page: ${sermonPath}`,
    );
    const user = await expectOk(`${base}/api/public/getUser`, bearer);
    const media = await expectOk(`${base}/api/public/mediaFull/${mediaId}`, browser);
    const nginx = cpuRuns > 0 ? null : await startNginx(cached);
    // Every public JSON call over a sample of media of every type, each request the next of the list.
    const sample = await publicJsonSample();
    const hono = await startBareHono([user, media, ...sample.map((s) => s.answer)]);
    const turnThrough = (paths: string[]) => {
      const file = path.join(work, `turn-${paths.length}-${paths[0].length}.lua`);
      writeFileSync(
        file,
        `local paths, i = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }, 0
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
`,
      );
      return file;
    };
    const types = new Set(sample.map((s) => s.type).filter(Boolean));
    console.log(
      `public JSON sample: ${sample.length} calls, mediaFull of ${sample.filter((s) => s.type).length} media of ` +
        `${types.size} types, and ${sample
          .filter((s) => !s.type)
          .map((s) => s.path.split('?')[0])
          .join(', ')}`,
    );
    rows.push({
      key: 'json-sample',
      name: 'public JSON calls, sample of ids',
      url: `${base}/`,
      headers: browser,
      script: turnThrough(sample.map((s) => s.path)),
      pids: sitePids,
      reference: { key: 'hono-sample', ratio: 0.5 },
    });
    const references: Row[] = [
      {
        key: 'hono-sample',
        name: "bare Hono, the sample's bytes",
        url: `http://127.0.0.1:${honoPort}/`,
        headers: browser,
        script: turnThrough(sample.map((_, i) => `/${i + 2}`)),
        pids: () => [hono.pid!],
      },
      {
        key: 'hono-getUser',
        name: "bare Hono, getUser's bytes",
        url: `http://127.0.0.1:${honoPort}/0`,
        headers: browser,
        pids: () => [hono.pid!],
      },
      {
        key: 'hono-mediaFull',
        name: "bare Hono, mediaFull's bytes",
        url: `http://127.0.0.1:${honoPort}/1`,
        headers: browser,
        pids: () => [hono.pid!],
      },
    ];
    if (nginx) {
      references.push({
        key: 'nginx',
        name: "nginx, cached /'s bytes (file)",
        url: `http://127.0.0.1:${nginxPort}/`,
        headers: browser,
        pids: () => withChildren(nginx.pid!),
      });
    } else if (!cpuRuns) {
      console.log('nginx is not installed (apt-get install nginx): the reference for the cached page is skipped');
    }
    // Each reference is measured just before the row compared with it.
    const order = rows
      .filter((row) => !onlyRows || onlyRows.includes(row.key))
      .flatMap((row) => [...references.filter((r) => r.key === row.reference?.key), row]);
    if (cpuRuns > 0) {
      cpuTable(order);
    } else {
      console.log(
        `\n${databaseName}, wrk ${connections} connections, ${seconds} s each after ${warmupSeconds} s of warm-up, ` +
          `Accept-Encoding of Chrome (zstd answered); ${new Date().toISOString()}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      console.log(
        'row'.padEnd(40),
        'req/s'.padStart(7),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'CPU ms/req'.padStart(10),
        databaseUrl ? 'PG ms/req'.padStart(9) : '',
        'failed'.padStart(6),
        peakReset ? 'site MB'.padStart(7) : '',
        ' ratio   budget',
      );
      const measured = new Map<string, LoadResult>();
      let sitePeakUnderLoad = 0;
      for (const row of order) {
        const measuredRow = measure(row);
        const { result } = measuredRow;
        sitePeakUnderLoad = Math.max(sitePeakUnderLoad, measuredRow.sitePeak);
        measured.set(row.key, result);
        const reference = row.reference && measured.get(row.reference.key);
        const ratio = reference ? result.requestsPerSecond / reference.requestsPerSecond : undefined;
        const budget = row.reference ? `≥ ${row.reference.ratio} × ${row.reference.key}` : (row.budget ?? '');
        printRow(
          row.name,
          measuredRow,
          peakReset,
          ` ${ratio === undefined ? '     ' : ratio.toFixed(2).padStart(5)}   ${budget}`,
        );
      }
      console.log(
        `site memory: VmRSS ${rssAfterStart.toFixed(0)} MB after start, ${memoryMb(site.pid!, 'VmRSS').toFixed(0)} MB ` +
          `after the load, peak VmHWM ${(peakReset ? sitePeakUnderLoad : memoryMb(site.pid!, 'VmHWM')).toFixed(0)} MB ` +
          `${peakReset ? 'under the load' : 'including the start-up'} (budget ≤ 300 MB on PostgreSQL)`,
      );
      console.log(
        "CPU ms/req: CPU time of the process that answered (all its threads) per answer; site MB: the site's peak " +
          'VmRSS during the row' +
          (databaseUrl ? '; PG ms/req: of the PostgreSQL server processes alive at the end of the row' : ''),
      );
      const own = order.filter((row) => row.budget === ownBudget);
      if (layoutProcesses > 1 && own.length > 0)
        await productionLayout(own, { script: cardStep, from: cardStepScript });
      if (soakSeconds > 0) soak(rows.filter((r) => ['home', 'sermon', 'getUser', 'home-cached'].includes(r.key)));
    }
  }
} finally {
  for (const child of others) {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await stopSite();
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
}
