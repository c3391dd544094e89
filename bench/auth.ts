/**
 * Accounts budgets, printed as figures:
 *   1. argon2id verification (m=19456, t=2, p=1): ≤ 150 ms per call; and POST /api/users/auth end to end;
 *   2. a flood of wrong passwords from one address on POST /api/users/auth: after 10 attempts every answer is a 429
 *      given before any hashing, so the server keeps answering quickly;
 *   3. a signed-in page render costs at most one query more than the same page anonymous (session, member and roles).
 *   npx tsx bench/auth.ts       BENCH_PORT (3354), BENCH_SECONDS (5), BENCH_CONNECTIONS (20), BUILD_DIR (build)
 * Parts 1–2 run the API over HTTP on a fresh temporary PGlite; part 3 renders pages of the production build in BUILD_DIR
 * (skipped when there is none) with a query-counting database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApi } from '../api/app.ts';
import { createUser, signIn } from '../domain/accounts/index.ts';
import { loadConfig } from '../platform/config.ts';
import { hashPassword, verifyPassword } from '../platform/password.ts';
import { openRuntime } from '../server/context.ts';
import { benchDatabaseUrl } from './support.ts';
import { webContext } from '../server/web-context.ts';

const port = Number(process.env.BENCH_PORT ?? 3354);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const password = 'Sable-Doux-42';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  statusCodeStats?: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<CannonResult>;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (n=${values.length})`;
}

async function argon2AndLogin() {
  const hash = await hashPassword(password);
  const verify: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await verifyPassword(hash, password);
    verify.push(performance.now() - t0);
  }
  console.log(`1. argon2id verify: ${stats(verify)}  (budget ≤ 150 ms)`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-auth-'));
  const runtime = await openRuntime(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATABASE_URL: await benchDatabaseUrl() }),
  );
  const { ctx } = runtime;
  await createUser(ctx, { email: 'bench@exemple.fr', password, firstname: 'Banc', lastname: 'Essai', activated: true });
  const app = new Hono().route('/api', createApi(ctx));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}/api/users/auth`;
  try {
    const logins: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
        body: JSON.stringify({ login: 'bench@exemple.fr', pass: password }),
      });
      if (!((await res.json()) as { data: unknown }).data) throw new Error('sign-in failed');
      logins.push(performance.now() - t0);
    }
    console.log(`   POST /api/users/auth, right password, over HTTP: ${stats(logins)}`);

    const result = await autocannon({
      url,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.6.6' },
      body: JSON.stringify({ login: 'bench@exemple.fr', pass: 'Mauvais-Passe-1' }),
    });
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    );
    console.log(
      `2. flood of wrong passwords from one address, ${connections} connections, ${seconds} s: ` +
        `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; ` +
        `answers ${JSON.stringify(statuses)} (only the first 10 were hashed)`,
    );
    const t0 = performance.now();
    const other = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.7.7' },
      body: JSON.stringify({ login: 'bench@exemple.fr', pass: password }),
    });
    console.log(
      `   right after the flood, another visitor signs in: ${other.status} in ${(performance.now() - t0).toFixed(1)} ms`,
    );
  } finally {
    server.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Part 3: the production build's pages rendered in process, counting every query the database receives. */
async function queriesPerRender() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    console.log(`3. skipped: no build in ${buildDir} (npm run build, or BUILD_DIR=…)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-auth-pages-'));
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }));
  const { ctx } = runtime;
  // Every statement drizzle sends goes through the PGlite client's query(): count them there.
  let queries = 0;
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries++;
    if (process.env.BENCH_SHOW_QUERIES) console.log('   query:', String(args[0]).slice(0, 90));
    return query(...args);
  };
  await createUser(ctx, { email: 'page@exemple.fr', password, firstname: 'Page', lastname: 'Rendue', activated: true });
  const { session } = await signIn(
    ctx,
    { login: 'page@exemple.fr', pass: password },
    { address: 'bench', kind: 'cookie' },
  );

  const handler = createRequestHandler((await import(entry)) as ServerBuild, 'production');
  async function count(pathname: string, cookie?: string) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    await handler(
      new Request(`http://localhost${pathname}`, { headers }),
      webContext({ ctx, nonce: 'n', clientAddress: 'bench' }),
    );
    queries = 0;
    const res = await handler(
      new Request(`http://localhost${pathname}`, { headers }),
      webContext({
        ctx,
        nonce: 'n',
        clientAddress: 'bench',
      }),
    );
    await res.text();
    return { status: res.status, queries };
  }
  const cookie = `session=${session.token}`;
  for (const page of ['/', '/cookies', '/login']) {
    const anonymous = await count(page);
    const signedIn = await count(page, cookie);
    console.log(
      `3. ${page}: anonymous ${anonymous.queries} queries (${anonymous.status}), signed in ${signedIn.queries} queries (${signedIn.status}): ` +
        `+${signedIn.queries - anonymous.queries} (budget +1)`,
    );
  }
  const account = await count('/mon-compte', cookie);
  console.log(
    `   /mon-compte signed in: ${account.queries} queries: one session lookup shared by the root and the page, then the page's own data`,
  );
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await argon2AndLogin();
await queriesPerRender();
process.exit(0);
