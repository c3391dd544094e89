import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Builds the site into buildDir unless a build is already there. */
export function ensureBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, 'server', 'server.js'))) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The database of a run: with BENCH_DATABASE_URL (a PostgreSQL server, as a connection string to any of its
 * databases), a new database there; otherwise '' (the embedded PGlite in the run's data folder).
 */
export async function benchDatabaseUrl(): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return '';
  const name = `bench_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`PostgreSQL : base ${name} (à supprimer après la mesure)`);
  return url.toString();
}

/**
 * A bench's own runtime (the server's context) on a fresh temporary data folder and database (see benchDatabaseUrl):
 * production settings, no demo content, no mail. `close()` closes it and removes the folder.
 */
export async function openBenchRuntime(prefix: string) {
  // Loaded here: the benches that only drive a built server need none of it.
  const { loadConfig } = await import('../platform/config.ts');
  const { openRuntime } = await import('../server/context.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), `mission-bench-${prefix}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: await benchDatabaseUrl(),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SMTP_URL: '',
  });
  const runtime = await openRuntime(config);
  return {
    config,
    runtime,
    async close() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `count` calls at evenly spaced instants, `intervalMs` apart, whatever the answers' delays (an open loop:
 * a load tool's fixed rate sends from every connection at the same instants, bursts that no set of visitors
 * produces); resolves when all have answered, with the seconds it took.
 */
export async function pacedCalls(count: number, intervalMs: number, call: (i: number) => Promise<void>) {
  const started: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + i * intervalMs - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    started.push(call(i));
  }
  await Promise.all(started);
  return (performance.now() - start) / 1000;
}

/** The q-quantile (0 to 1) of values sorted in ascending order; NaN when there are none. */
export function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** Latencies (ms) gathered by `time`, and their quantiles once sorted. */
export function latencies() {
  const all: number[] = [];
  return {
    all,
    /** Runs the call and records how long it took. */
    async time<T>(call: () => Promise<T>): Promise<T> {
      const t0 = performance.now();
      const result = await call();
      all.push(performance.now() - t0);
      return result;
    },
    /** The q-quantile (0 to 1) of those recorded. */
    at(q: number): number {
      return quantile(
        all.sort((a, b) => a - b),
        q,
      );
    },
  };
}

/**
 * Starts the production server on its own port and data folder; `ready()` resolves once /readyz answers.
 * nodeOptions: flags for node itself, before the script (e.g. --cpu-prof).
 */
/**
 * The node flags and variables production runs the site with: those of `npm start` (package.json), so that a bench
 * measures the process as it runs (heap limits, MALLOC_ARENA_MAX).
 */
export function productionNode(): { flags: string[]; env: Record<string, string> } {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/);
  const node = words.indexOf('node');
  return {
    env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string])),
    flags: words.slice(node + 1).filter((word) => word.startsWith('--')),
  };
}

// Production on a PostgreSQL server requires the ballot's key; a bench's own will do.
const benchBallotSecret = process.env.BALLOT_SECRET || 'bench-ballot-secret-not-for-production';

/**
 * Loads the demo content into a bench's database and data folder in a process of its own (npm run seed), as a
 * deployment's database holds its content before the site starts: a site started on it (`startSite` with `seeded`)
 * measures the memory of a process that serves, without what loading the content left behind.
 */
export function seedDemo(options: { dataDir: string; databaseUrl?: string; args?: string[] }): void {
  const run = spawnSync('npm', ['run', '--silent', 'seed', ...(options.args ? ['--', ...options.args] : [])], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      BALLOT_SECRET: benchBallotSecret,
      LOG_LEVEL: 'warn',
    },
  });
  if (run.status !== 0) throw new Error(`npm run seed failed: ${run.stderr}`);
}

export function startSite(options: {
  port: number;
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
  nodeOptions?: string[];
  /** The demo content was loaded beforehand (`seedDemo`): the site does not look for it. */
  seeded?: boolean;
}): {
  server: ChildProcess;
  ready(): Promise<void>;
} {
  const script = path.join(options.buildDir, 'server', 'server.js');
  const production = productionNode();
  const server = spawn(process.execPath, [...production.flags, ...(options.nodeOptions ?? []), script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...production.env,
      ...process.env,
      BUILD_DIR: options.buildDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      BALLOT_SECRET: benchBallotSecret,
      LOG_LEVEL: 'warn',
      ...(options.seeded ? { SEED_DEMO: 'false' } : {}),
    },
  });
  async function ready() {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('server did not become ready');
  }
  return { server, ready };
}

export interface LoadResult {
  requestsPerSecond: number;
  bytesPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  /** Answers with a status outside 2xx and 3xx, and socket errors. */
  failures: number;
  /** Under a paced load (`pacedScript`): the sends more than 5 ms after their time, and the most one was late (ms). */
  late?: { count: number; mostMs: number };
}

const units: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const sizes: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/**
 * Loads a URL with wrk (Debian's package `wrk`: a load tool written in C, so that on a two-core machine the load
 * takes little of the CPU the server needs). Latencies in milliseconds.
 */
export function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    script?: string;
    /** Seconds after which an answer counts as a failure (wrk's default: 2). */
    timeout?: number;
    /** wrk's threads (2). */
    threads?: number;
  },
): LoadResult {
  const args = [
    '-t',
    String(options.threads ?? Math.min(2, options.connections)),
    '-c',
    String(options.connections),
    '-d',
    `${options.seconds}s`,
    '--latency',
  ];
  if (options.timeout) args.push('--timeout', `${options.timeout}s`);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.script) args.push('-s', options.script);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (run.error) throw new Error('wrk is needed for this benchmark: apt-get install wrk');
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  const out = run.stdout;
  const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
  const duration = (label: string) => {
    const m = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s|m)`).exec(out);
    return m ? Number(m[1]) * units[m[2]] : NaN;
  };
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const late = /Late sends: (\d+), at most ([\d.]+) ms/.exec(out);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    bytesPerSecond: transfer ? Number(transfer[1]) * sizes[transfer[2]] : NaN,
    total: number(/(\d+) requests in/),
    p50: duration('50'),
    p99: duration('99'),
    failures:
      (number(/Non-2xx or 3xx responses: (\d+)/) || 0) +
      (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    ...(late && { late: { count: Number(late[1]), mostMs: Number(late[2]) } }),
  };
}

/**
 * A wrk script that sends requests at a fixed rate, whatever the answers' times (an open load, as visitors arrive),
 * added to `script` (its `request()`, if any, still makes each request). wrk asks `delay()` before each request of each
 * connection, its first included; each thread hands out send times one `interval` apart, so `connections` only bound
 * how many answers may be awaited at once. A request that finds every connection of its thread busy leaves late: wrk
 * times an answer from its send, so the script counts the sends more than 5 ms behind their time (printed by `done`)
 * — a row with late sends did not hold the rate, and its latencies are not those of a visitor arriving on time.
 */
export function pacedScript(script: string | undefined, requestsPerSecond: number, threads: number): string {
  return `${script ?? ''}
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } paced_timespec;
int clock_gettime(int clock, paced_timespec *ts);
]]
local clock = ffi.new("paced_timespec")
local function nowMs()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end
local interval, nextSend = ${threads} * 1000 / ${requestsPerSecond}, nil
late, latest = 0, 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function delay()
  local now = nowMs()
  nextSend = nextSend or now
  local at = nextSend
  nextSend = nextSend + interval
  if at >= now then return at - now end
  if now - at > 5 then late = late + 1 end
  latest = math.max(latest, now - at)
  return 0
end
function done()
  local count, most = 0, 0
  for _, thread in ipairs(threads) do
    count = count + thread:get("late")
    most = math.max(most, thread:get("latest"))
  end
  io.write(string.format("Late sends: %d, at most %.1f ms\\n", count, most))
end
`;
}

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A bare HTTP/1.1 client over keep-alive sockets, for open-loop loads that must send at set instants whatever the
 * server's delays (wrk cannot): fetch costs about a millisecond of CPU per call, which on a two-core machine takes
 * from the server most of a core at a few hundred calls a second; this client costs a tenth of that. A connection
 * carries one call at a time; a new one opens when all are busy. Answers must have a Content-Length (the API's do).
 */
export function keepAliveClient(port: number, host = '127.0.0.1') {
  const idle: Socket[] = [];

  function connection(): Socket {
    const reused = idle.pop();
    if (reused) return reused;
    const socket = connect({ port, host, noDelay: true });
    socket.setEncoding('latin1');
    // Closed by the server while idle (its keep-alive timeout): no longer offered.
    socket.on('close', () => idle.includes(socket) && idle.splice(idle.indexOf(socket), 1));
    return socket;
  }

  return {
    request(method: string, path: string, body = '', authorization?: string): Promise<RawAnswer> {
      const socket = connection();
      const length = Buffer.byteLength(body);
      const auth = authorization ? `Authorization: ${authorization}\r\n` : '';
      const head = `${method} ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\n${auth}`;
      socket.write(
        body ? `${head}Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}` : `${head}\r\n`,
      );
      return new Promise((resolve, reject) => {
        let received = '';
        const done = () => {
          socket.off('data', onData).off('error', onError).off('close', onClose);
        };
        const onData = (chunk: string) => {
          received += chunk;
          const end = received.indexOf('\r\n\r\n');
          if (end < 0) return;
          const size = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? NaN);
          if (Number.isNaN(size)) return onError(new Error('answer without Content-Length'));
          if (received.length < end + 4 + size) return;
          done();
          idle.push(socket);
          const status = Number(received.slice(9, 12));
          resolve({ status, body: Buffer.from(received.slice(end + 4, end + 4 + size), 'latin1').toString() });
        };
        const onError = (err: Error) => {
          done();
          socket.destroy();
          reject(err);
        };
        const onClose = () => onError(new Error('connection closed'));
        socket.on('data', onData).on('error', onError).on('close', onClose);
      });
    },
    close() {
      for (const socket of idle.splice(0)) socket.destroy();
    },
  };
}
