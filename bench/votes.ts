/**
 * Votes budgets, printed as figures:
 *   1. 500 members voting in the same minute (POST /api/votes/voter, each with their own token) on PGlite: every
 *      vote stored once, p99 ≤ 100 ms;
 *   2. the report ('Rapport AG.xlsx') of a ballot with 10,000 voters in ≤ 3 s.
 *   npx tsx bench/votes.ts     BENCH_PORT (3357), BENCH_VOTERS (500), BENCH_SECONDS (60: the votes are sent at evenly
 *                              spaced instants over that time; lower it for a harsher rate), BENCH_REPORT_VOTERS (10000),
 *                              BENCH_DATABASE_URL (a PostgreSQL server instead of PGlite)
 * The API runs in this process over HTTP on a fresh temporary database (PGlite on its own thread, as the server runs
 * it); the client is a plain keep-alive fetch that sends at set instants whatever the answers' delays.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApi } from '../api/app.ts';
import { schema } from '../db/client.ts';
import { seedBallots } from '../db/seed/votes.ts';
import { openSession } from '../domain/accounts/index.ts';
import { codeHash, downloadReport, getBallot, resolutionsOf, scheduleBallot } from '../domain/votes/index.ts';
import { latencies, openBenchRuntime, pacedCalls } from './support.ts';

const port = Number(process.env.BENCH_PORT ?? 3357);
const voters = Number(process.env.BENCH_VOTERS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const reportVoters = Number(process.env.BENCH_REPORT_VOTERS ?? 10_000);

async function main() {
  const bench = await openBenchRuntime('votes');
  const { config, runtime } = bench;
  const { ctx } = runtime;
  const db = ctx.db;
  await seedBallots(db);
  const now = Date.now();
  await scheduleBallot(ctx, {
    slug: 'vote2024',
    opens: new Date(now - 3600_000).toISOString(),
    closes: new Date(now + 3 * 3600_000).toISOString(),
  });
  const ballot = await getBallot(ctx, 'vote2024');
  const keys = resolutionsOf(ballot.content).map((r) => r.key);

  // Members with the voting role and an API session each (made in bulk: no password is checked here).
  async function members(count: number, prefix: string): Promise<number[]> {
    const ids: number[] = [];
    for (let from = 0; from < count; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
        email: `${prefix}${from + i}@bench.example`,
        firstname: 'Membre',
        lastname: `${prefix.toUpperCase()} ${from + i}`,
        passwordHash: 'x',
        activated: true,
      }));
      const inserted = await db.insert(schema.users).values(rows).returning({ id: schema.users.id });
      await db.insert(schema.userRoles).values(inserted.map((r) => ({ userId: r.id, role: 'ROLE_AG_VOTE' })));
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  }

  const voterIds = await members(voters, 'votant');
  const tokens: string[] = [];
  for (const id of voterIds) tokens.push((await openSession(db, new Date(), id, 'api')).token);

  const app = new Hono();
  app.route('/api', createApi(ctx));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 200));

  // 1. The votes, at evenly spaced instants over BENCH_SECONDS.
  const body = JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, i % 5 === 0 ? 'Contre' : 'Pour'])));
  const latency = latencies();
  const statuses = new Map<number, number>();
  await pacedCalls(voters, (seconds * 1000) / voters, async (i) => {
    const res = await latency.time(async () => {
      const answer = await fetch(`http://127.0.0.1:${port}/api/votes/voter?scrutin=vote2024`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
        body,
      });
      await answer.arrayBuffer();
      return answer;
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  // In the box, or still in the mixing pool (fewer than MIX_BATCH).
  const [{ papers }] = await db
    .select({
      papers: sql<number>`((select count(*) from ${schema.ballotPapers} where ${schema.ballotPapers.ballotSlug} = 'vote2024')
        + (select count(*) from ${schema.ballotPool} where ${schema.ballotPool.ballotSlug} = 'vote2024'))::int`,
    })
    .from(sql`(select 1) as one`);
  const [{ participations, distinctMembers }] = await db
    .select({
      participations: sql<number>`count(*)::int`,
      distinctMembers: sql<number>`count(distinct ${schema.ballotParticipations.userId})::int`,
    })
    .from(schema.ballotParticipations)
    .where(eq(schema.ballotParticipations.ballotSlug, 'vote2024'));
  console.log(
    `1. ${voters} votes en ${seconds} s (${(voters / seconds).toFixed(1)}/s) sur ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} :`,
    `statuts ${JSON.stringify(Object.fromEntries(statuses))},`,
    `p50 ${latency.at(0.5).toFixed(1)} ms, p99 ${latency.at(0.99).toFixed(1)} ms, max ${latency.at(1).toFixed(1)} ms ;`,
    `bulletins ${papers}, participations ${participations} (membres distincts ${distinctMembers})`,
    `— budget : tous stockés une fois, p99 ≤ 100 ms`,
  );
  server.close();

  // 2. The report of a ballot with BENCH_REPORT_VOTERS voters (written in bulk, then read as the call does).
  const more = await members(reportVoters - voters, 'rapport');
  for (let from = 0; from < more.length; from += 1000) {
    const slice = more.slice(from, from + 1000);
    await db
      .insert(schema.ballotParticipations)
      .values(slice.map((userId, i) => ({ ballotSlug: 'vote2024', userId, votedAt: new Date(now - i * 1000) })));
    await db.insert(schema.ballotPapers).values(
      slice.map((_, i) => ({
        codeHash: codeHash(randomUUID()),
        ballotSlug: 'vote2024',
        answers: Object.fromEntries(keys.map((k, j) => [k, (i + j) % 7 === 0 ? 'Abstention' : 'Pour'])),
      })),
    );
  }
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const { bytes } = await downloadReport(ctx, { scrutin: 'vote2024', reader: { roles: ['ROLE_AG_VOTE_ADMIN'] } });
    times.push(performance.now() - t0);
    size = bytes.length;
  }
  console.log(
    `2. rapport de ${reportVoters} votants : ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`,
    `(${(size / 1024).toFixed(0)} Ko) — budget ≤ 3 s`,
  );
  console.log(`charge de la machine (1 min) : ${loadavg()[0].toFixed(2)} — machine partagée, chiffres indicatifs`);
  await bench.close();
}

await main();
