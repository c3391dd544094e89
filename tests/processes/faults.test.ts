import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionNode } from '../../bench/support.ts';
import { ensureBuild, freePort } from './support.ts';

/**
 * The built site as production runs it, on a fresh PostgreSQL database reached through a TCP proxy of this test:
 * the server's connections ended by PostgreSQL (a restart, a failover) while requests flow, then the network cut for
 * 10 s. The process stays up, answers 503 while the database is away, and everything works again within 2 s of its
 * return, the job queued before the cut included (decision 0083).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const buildDir = process.env.BUILD_DIR ?? 'build-processes';
const cutSeconds = 10;

/**
 * Forwards a local port to PostgreSQL. `cut()` destroys every connection and, until `restore()`, takes new ones
 * without ever answering (a blackhole: packets lost, as when the network goes away), which only a timeout ends.
 */
async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((incoming) => {
    incoming.on('error', () => {});
    if (cut) {
      held.add(incoming);
      incoming.on('close', () => held.delete(incoming));
      return;
    }
    const outgoing = connect(target);
    outgoing.on('error', () => incoming.destroy());
    incoming.on('error', () => outgoing.destroy());
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
      for (const socket of held) socket.destroy();
    },
    async close() {
      for (const socket of [...open, ...held]) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string, port?: number): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  return url.toString();
}

/** Starts the built server; resolves with the child and its stderr as it comes. */
function startServer(env: Record<string, string>): { child: ChildProcess; stderr: () => string } {
  const production = productionNode();
  let stderr = '';
  const child = spawn(process.execPath, [...production.flags, path.join(buildDir, 'server', 'server.js')], {
    stdio: ['ignore', process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore', 'pipe'],
    env: {
      ...production.env,
      ...process.env,
      BUILD_DIR: buildDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BALLOT_SECRET: 'faults-ballot-secret-not-for-production',
      ...env,
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.FAULTS_VERBOSE) process.stderr.write(chunk);
  });
  return { child, stderr: () => stderr };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

interface Answer {
  status: number;
  ms: number;
  body: string;
  type: string;
}

describe.skipIf(!serverUrl)('the production server when its PostgreSQL database goes away', () => {
  const name = `faults_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-faults-'));
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let site: ReturnType<typeof startServer>;
  let base = '';

  /** One request, timed; a request unanswered after 15 s counts as a hang (status 0). */
  async function ask(pathname: string): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await fetch(base + pathname, {
        headers: { 'accept-language': 'fr-FR' },
        signal: AbortSignal.timeout(15_000),
      });
      const body = await response.text();
      return {
        status: response.status,
        ms: performance.now() - started,
        body,
        type: response.headers.get('content-type') ?? '',
      };
    } catch (err) {
      return { status: 0, ms: performance.now() - started, body: String((err as Error).cause ?? err), type: '' };
    }
  }

  /** A page and an API call that both read the database; distinct each time, so no cache answers them. */
  let n = 0;
  const page = () => ask(`/actualites?page=1&n=${++n}`);
  const api = () => ask(`/api/public/search/suggest?q=essai${++n}`);

  beforeAll(async () => {
    ensureBuild(buildDir);
    await adminQuery(`create database ${name}`);
    const target = new URL(serverUrl!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    site = startServer({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(name, proxy.port),
      SEED_DEMO: 'false',
    });
    for (let i = 0; ; i++) {
      if ((await ask('/readyz')).status === 200) break;
      if (site.child.exitCode !== null || i > 240) throw new Error(`the server did not start:\n${site.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    if (site?.child.exitCode === null) {
      site.child.kill('SIGTERM');
      await exited(site.child);
    }
    await proxy?.close();
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 while the database is away, and is back within 2 s of its return', async () => {
    expect((await page()).status).toBe(200);
    expect((await api()).status).toBe(200);

    // Requests flow all along: one page and one API call every 500 ms.
    const answers: (Answer & { phase: string })[] = [];
    const inFlight: Promise<void>[] = [];
    let phase = 'before';
    let flowing = true;
    const flow = (async () => {
      while (flowing) {
        const current = phase;
        inFlight.push(
          Promise.all([page(), api()]).then((pair) => {
            for (const answer of pair) answers.push({ ...answer, phase: current });
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    // 1. PostgreSQL ends the server's connections (pool, listener, job worker), as a restart or a failover does.
    await new Promise((resolve) => setTimeout(resolve, 500));
    phase = 'terminated';
    const terminated = await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.child.exitCode).toBeNull();
    phase = 'after-termination';
    expect((await page()).status).toBe(200);
    expect((await api()).status).toBe(200);

    // 2. A job queued before the cut, due during it.
    const boss = new PgBoss({ connectionString: databaseUrl(name), supervise: false, schedule: false, migrate: false });
    boss.on('error', () => {});
    await boss.start();
    const subject = `Tâche d’avant la coupure ${name}`;
    const jobId = await boss.send(
      'mail',
      { to: 'quelqu.un@example.org', subject, text: 'Envoyée après le retour de la base.', html: '<p>Envoyée.</p>' },
      { startAfter: 3 },
    );
    expect(jobId).toBeTruthy();

    // 3. The network to the database cut for 10 s.
    phase = 'cut';
    const cutAt = performance.now();
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const [pageAway, apiAway, ready, health] = await Promise.all([page(), api(), ask('/readyz'), ask('/healthz')]);
    expect(site.child.exitCode).toBeNull();
    expect(pageAway.status).toBe(503);
    expect(pageAway.type).toContain('text/html');
    expect(pageAway.body).toContain('<html lang="fr"');
    expect(pageAway.body).toContain('Le site est momentanément indisponible');
    expect(pageAway.body).toContain('<footer'); // the shell around it
    expect(apiAway.status).toBe(503);
    expect(JSON.parse(apiAway.body)).toMatchObject({ code: 'UNAVAILABLE', message: expect.any(String) });
    expect(ready.status).toBe(503);
    expect(health.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, cutSeconds * 1000 - (performance.now() - cutAt)));

    // 4. The database back. A round (a page, an API call, /readyz) leaves every 100 ms, without waiting for the
    // previous ones; the time to recover is when the first round that is all 200 left, from the database's return
    // (what a visitor sees: from then on, requests succeed), its answers' own time printed beside it.
    phase = 'restored';
    proxy.restore();
    const restoredAt = performance.now();
    const rounds: Promise<{ sent: number; answers: Answer[] }>[] = [];
    let allOk = false;
    for (let sent = 0; !allOk && sent < 10_000; sent = performance.now() - restoredAt) {
      const round = Promise.all([page(), api(), ask('/readyz')]).then((answers) => ({ sent, answers }));
      void round.then(({ answers }) => (allOk ||= answers.every((a) => a.status === 200)));
      rounds.push(round);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const back = (await Promise.all(rounds)).find((round) => round.answers.every((a) => a.status === 200));
    const recoveredMs = back?.sent ?? Infinity;
    const answeredMs = back ? Math.max(...back.answers.map((a) => a.ms)) : Infinity;
    console.log(
      `Retour à la normale : les requêtes parties ${Math.round(recoveredMs)} ms après le retour de la base réussissent (réponses en ${Math.round(answeredMs)} ms)`,
    );

    // The job queued before the cut runs once the database is back.
    let state = '';
    const jobStarted = performance.now();
    while (performance.now() - jobStarted < 20_000) {
      state = (await boss.getJobById('mail', jobId!))?.state ?? '';
      if (state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`Tâche d’avant la coupure : ${state} ${Math.round(performance.now() - restoredAt)} ms après le retour`);
    await boss.stop({ graceful: false });
    flowing = false;
    await flow;
    await Promise.all(inFlight);

    // What the flow of requests saw: never a hang, never a 500; 503 only while the database was away.
    const summary: Record<string, { statuses: Record<number, number>; slowestMs: number }> = {};
    for (const answer of answers) {
      const seen = (summary[answer.phase] ??= { statuses: {}, slowestMs: 0 });
      seen.statuses[answer.status] = (seen.statuses[answer.status] ?? 0) + 1;
      seen.slowestMs = Math.max(seen.slowestMs, Math.round(answer.ms));
    }
    console.log('Requêtes pendant l’essai :', JSON.stringify(summary));
    // Never a hang nor a 500; while the database is away, every answer within a few seconds (the connection timeout,
    // 3 s, and the time to draw the 503 page on a busy machine).
    expect(answers.filter((a) => a.status === 0 || a.status === 500)).toEqual([]);
    expect(Math.max(...answers.filter((a) => a.phase === 'cut').map((a) => a.ms))).toBeLessThan(8000);
    expect(recoveredMs).toBeLessThan(2000);
    expect(state).toBe('completed');
    expect(site.child.exitCode).toBeNull();
  });

  it('stops cleanly when asked', async () => {
    site.child.kill('SIGTERM');
    expect(await exited(site.child)).toBe(0);
  });
});

describe('the production server started before its database', () => {
  it('tries again for the time set, then exits non-zero with one French line naming DATABASE_URL', async () => {
    ensureBuild(buildDir);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-faults-absent-'));
    const started = performance.now();
    const site = startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://site:motdepasse@127.0.0.1:${await freePort()}/mission`,
      DATABASE_START_TIMEOUT_SECONDS: '2',
    });
    const code = await exited(site.child);
    rmSync(dataDir, { recursive: true, force: true });
    const lines = site.stderr().trim().split('\n');
    expect(code).not.toBe(0);
    expect(performance.now() - started).toBeGreaterThan(2000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Base de données injoignable \(DATABASE_URL=postgres:\/\/site:\*\*\*@127\.0\.0\.1:\d+\/mission, /,
    );
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(lines[0]).not.toContain('motdepasse');
  });
});
