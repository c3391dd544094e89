/**
 * Magazine budgets, printed as figures:
 *   1. a subscription and its card payment intent (POST /api/public/abonnements, then
 *      GET /api/public/abonnements/transaction/{id}, a member's bearer token) with the simulated provider on PGlite:
 *      ≥ 300 a second, p99 ≤ 50 ms — the donations bench's method (bench/donations.ts): BENCH_RATE a second started
 *      at evenly spaced instants (an open loop), sent with the bare keep-alive client;
 *   2. a shipment of 10,000 subscribers (npm run admin -- revue:ship's work: the database, the labels PDF with the
 *      church parcel list, the .xlsx list) in ≤ 30 s.
 *   npx tsx bench/magazine.ts      BENCH_PORT (3356), BENCH_SECONDS (15), BENCH_RATE (300), BENCH_SUBSCRIBERS (10000)
 * The API runs in a child process on a fresh temporary PGlite (on its own thread, as the server runs it).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApi } from '../api/app.ts';
import { schema } from '../db/client.ts';
import { createUser, openSession } from '../domain/accounts/index.ts';
import { saveChurch } from '../domain/churches/index.ts';
import { mediaReference } from '../db/seed/media-reference.ts';
import { renderShipmentPdf, renderShipmentXlsx, shipIssue } from '../domain/magazine/index.ts';
import { keepAliveClient, latencies, openBenchRuntime, pacedCalls } from './support.ts';

const port = Number(process.env.BENCH_PORT ?? 3356);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 300);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const MEMBERS = 50;

const draft = {
  tel: '0611223344',
  adressePostale: '4 rue Haute',
  codePostal: '30140',
  ville: 'Anduze',
  pays: 'France',
  nombreRevues: 4,
  livraisonDomicile: true,
};

/** Child process: the JSON API alone on a fresh PGlite, members with their tokens, and the shipment's run. */
async function serveApi() {
  const bench = await openBenchRuntime('revue');
  const { config, runtime } = bench;
  const { ctx } = runtime;
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { id } = await createUser(ctx, {
      email: `banc${i}@exemple.fr`,
      password: 'Sable-Doux-42-banc',
      firstname: 'Luc',
      lastname: 'Martin',
      activated: true,
    });
    tokens.push((await openSession(ctx.db, new Date(), id, 'api')).token);
  }
  const app = new Hono();
  app.route('/api', createApi(ctx));
  app.get('/bench/ship', async (c) => {
    const churches = [];
    for (let i = 0; i < 40; i++)
      churches.push(
        await saveChurch(ctx, {
          slug: `banc-${i}`,
          nom: `Église ${i}`,
          codePostal: '30100',
          ville: 'Alès',
          pays: 'FR',
          latitude: 44,
          longitude: 4,
          email: `eglise${i}@exemple.fr`,
        }),
      );
    await mediaReference.run({ db: ctx.db, files: ctx.files, log: ctx.log, demoAccounts: false });
    await ctx.db
      .insert(schema.media)
      .values({ id: 990001, titre: 'Revue banc', mediaTypeId: 6, numRevue: 999 })
      .onConflictDoNothing();
    // Subscribers: a member each, two thirds at home, a third at the churches, credits 1 to 8.
    const t0 = performance.now();
    await ctx.db.execute(sql`
      insert into app_user (email, firstname, lastname, password_hash, activated)
      select 'abonne' || g || '@exemple.fr', 'Prénom' || g, 'NOM' || g, 'x', true from generate_series(1, ${subscriberCount}) g`);
    await ctx.db.execute(sql`
      insert into abonne (user_id, nom, prenom, adresse_postale, ville, pays, code_postal, tel, email, eglise_id, livraison_domicile, nombre_revues)
      select u.id, u.lastname, u.firstname, '12 rue des Oliviers', 'Nîmes', 'France', '30000', '0600000000', u.email,
        case when u.id % 3 = 0 then ${churches[0].id} + (u.id % 40) else null end, u.id % 3 <> 0, 1 + u.id % 8
      from app_user u where u.email like 'abonne%@exemple.fr'`);
    const seeded = performance.now() - t0;
    const t1 = performance.now();
    const shipment = await shipIssue(ctx, 990001);
    const shipped = performance.now() - t1;
    const site = { name: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
    const t2 = performance.now();
    const pdf = await renderShipmentPdf(
      { regular: config.PDF_FONT, bold: config.PDF_FONT_BOLD },
      shipment,
      site,
      new Date(),
    );
    const drawn = performance.now() - t2;
    const t3 = performance.now();
    const xlsx = await renderShipmentXlsx(shipment, site);
    const listed = performance.now() - t3;
    return c.json({
      seeded,
      shipped,
      drawn,
      listed,
      subscribers: shipment.subscribersShipped,
      parcels: shipment.parcels.length,
      pdfBytes: pdf.byteLength,
      xlsxBytes: xlsx.byteLength,
    });
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`ready ${JSON.stringify(tokens)}`),
  );
  process.on('SIGTERM', () => {
    server.close();
    void bench.close().then(() => process.exit(0));
  });
}

/** Subscriptions started at evenly spaced instants whatever the answers' delays (an open loop). */
async function steadyLoad(tokens: string[], perSecond: number, duration: number) {
  const client = keepAliveClient(port);
  const latency = latencies();
  let failures = 0;
  const body = JSON.stringify(draft);
  const subscribe = async (i: number) => {
    const auth = `Bearer ${tokens[i % tokens.length]}`;
    try {
      const created = await latency.time(() => client.request('POST', '/api/public/abonnements', body, auth));
      if (created.status !== 200) return void failures++;
      const { id } = (JSON.parse(created.body) as { data: { id: number } }).data;
      const intent = await latency.time(() =>
        client.request('GET', `/api/public/abonnements/transaction/${id}`, '', auth),
      );
      if (intent.status !== 200) failures++;
    } catch {
      failures++;
    }
  };
  const elapsed = await pacedCalls(perSecond * duration, 1000 / perSecond, subscribe);
  client.close();
  const at = (q: number) => Math.round(latency.at(q));
  return { perSecond: latency.all.length / 2 / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), failures };
}

async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const tokens = await new Promise<string[]>((resolve) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /ready (\[.*\])/.exec(out);
      if (match) resolve(JSON.parse(match[1]) as string[]);
    });
  });
  try {
    await steadyLoad(tokens, 50, 3); // warm-up
    const steady = await steadyLoad(tokens, rate, seconds);
    console.log(
      `subscription + payment intent, simulated provider, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${seconds} s (load average ${loadavg()[0].toFixed(1)})`,
    );
    console.log(
      `  ${rate} a second, evenly spaced: ${steady.perSecond.toFixed(0)} subscriptions/s  p50 ${steady.p50} ms  p99 ${steady.p99} ms  max ${steady.max} ms  failures ${steady.failures}`,
    );
    const met = steady.perSecond >= rate * 0.98 && steady.p99 <= 50 && steady.failures === 0;
    console.log(`  budget: ≥ 300 subscriptions/s, p99 ≤ 50 ms → ${met ? 'met' : 'NOT MET'}`);

    const ship = (await (await fetch(`http://127.0.0.1:${port}/bench/ship`)).json()) as Record<string, number>;
    const total = ship.shipped + ship.drawn + ship.listed;
    console.log(
      `shipment of ${ship.subscribers} subscribers (${ship.parcels} parcels): database ${(ship.shipped / 1000).toFixed(1)} s, labels PDF ${(ship.drawn / 1000).toFixed(1)} s (${(ship.pdfBytes / 1e6).toFixed(1)} MB), xlsx ${(ship.listed / 1000).toFixed(1)} s (${(ship.xlsxBytes / 1e6).toFixed(1)} MB)`,
    );
    console.log(`  budget: ≤ 30 s → ${(total / 1000).toFixed(1)} s, ${total <= 30_000 ? 'met' : 'NOT MET'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

if (process.argv.includes('--serve')) await serveApi();
else await main();
