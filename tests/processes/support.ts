import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionNode } from '../../bench/support.ts';
import { adminQuery } from '../support/global-setup.ts';

/**
 * Production processes of the site, as production runs them (the built server, `npm start`'s node flags), on one
 * PostgreSQL database: for the tests of several processes (tests/processes/).
 */

/** The build these tests run (BUILD_DIR, default build-processes), built once when absent. */
export function ensureBuild(buildDir = process.env.BUILD_DIR ?? 'build-processes'): string {
  if (!existsSync(path.join(buildDir, 'server', 'server.js'))) {
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error(`la construction dans ${buildDir} a échoué`);
  }
  return buildDir;
}

/** The PostgreSQL server the tests use: TEST_DATABASE_URL, else the local one. */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database on the server; `drop()` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `processes_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** A port free at the time of asking (the server is told it; port 0 would leave the test not knowing it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** What the process logged (LOG_LEVEL=warn: warnings and errors) and wrote on stderr. */
  output(): string;
  /** Resolves once /readyz answers; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one production process of the site on its own port and data folder, on the given database. */
export async function startProcess(options: {
  buildDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-process-'));
  const production = productionNode();
  const child = spawn(process.execPath, [...production.flags, path.join(options.buildDir, 'server', 'server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...production.env,
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: options.buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      // One key for every process, as production has (decision 0085).
      BALLOT_SECRET: 'processes-ballot-secret-not-for-production',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => output,
    async ready(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < until) {
        if (gone) throw new Error(`le processus ${url} s’est arrêté au démarrage :\n${output}`);
        try {
          if ((await fetch(`${url}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`le processus ${url} n’a pas répondu à temps :\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read by assertions
type Json = Record<string, any>;

/** A JSON call to one process's API. */
export async function api(
  site: SiteProcess,
  method: string,
  route: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${site.url}/api${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

/** True once `check` holds, tried every 20 ms for at most `ms`; answers how long it took, or null. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  do {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() - start < ms);
  return null;
}
