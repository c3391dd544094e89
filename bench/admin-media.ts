/**
 * Back-office budget (issue 18): the staff's media list over 100,000 media, searched, filtered and sorted, one page of
 * 25 (listMediaForStaff, as /admin/medias and GET /api/admin/media call it): p95 ≤ 50 ms.
 *   npx tsx bench/admin-media.ts     BENCH_MEDIA (100000), BENCH_RUNS (30 per query), BENCH_DATABASE_URL (PostgreSQL
 *                                    server; PGlite in a temporary folder when absent)
 * The rows are inserted in one statement (generate_series); each query runs once to warm up, then BENCH_RUNS times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { benchDatabaseUrl } from './support.ts';
import { mediaReference } from '../db/seed/media-reference.ts';
import { listMediaForStaff } from '../domain/admin/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';

const count = Number(process.env.BENCH_MEDIA ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-admin-'));
const runtime = await openRuntime(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: await benchDatabaseUrl() }),
);
try {
  const { ctx } = runtime;
  await mediaReference.run({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: false });
  const started = Date.now();
  await ctx.db.execute(sql`
    insert into media (titre, sous_titre, media_type_id, date_publication, publique)
    select 'Média ' || i || case when i % 97 = 0 then ' grâce' else '' end, 'Sous-titre ' || (i % 1000),
      1 + i % 15, date '2000-01-01' + (i % 9000), i % 10 <> 0
    from generate_series(1, ${count}) as i`);
  // As autovacuum would after a bulk load: the planner needs the table's statistics.
  await ctx.db.execute(sql`analyze media`);
  console.log(`${count} media inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const staff = { id: 0, email: 'bench@exemple.fr', roles: ['ROLE_ADMIN'] };
  const queries: [string, Record<string, string>][] = [
    ['newest first (default)', {}],
    ['type + hidden, by title', { type: '1', visibilite: 'cachee', tri: 'titre', ordre: 'asc' }],
    ['dates, by publication, page 40', { du: '2010-01-01', au: '2015-12-31', tri: 'datePublication', page: '40' }],
    ['search "grâce", by title', { q: 'grâce', tri: 'titre', ordre: 'asc' }],
  ];
  for (const [name, query] of queries) {
    await listMediaForStaff(ctx, staff, query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      total = (await listMediaForStaff(ctx, staff, query)).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
    console.log(`${name.padEnd(34)} ${String(total).padStart(7)} rows   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms`);
  }
  console.log('budget: p95 ≤ 50 ms per page');
} finally {
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}
