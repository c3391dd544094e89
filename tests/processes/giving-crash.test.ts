import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { confirmTestMeans, createRegularGift, startMeansSetup } from '../../domain/giving/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { openRuntime, type Runtime } from '../../server/context.ts';
import { freshDatabase } from './support.ts';
import { DONOR } from '../support/donor.ts';

/**
 * A month's run of 200 monthly gifts with the simulated provider (decision 0116), in the staff's command
 * (`npm run admin -- giving:advance`), killed with SIGKILL in the middle of its charges, then run again: every charge
 * is one payment recorded, no donor charged twice, each failure mailed once. The run's time is printed.
 */
const gifts = { card: 150, sepa: 20, failingCard: 20, failingSepa: 10 };
const total = Object.values(gifts).reduce((a, b) => a + b, 0);
const firstDue = '2026-12-10';
const nextDue = '2027-01-10';

let database: { url: string; drop(): Promise<void> };
let runtime: Runtime;
let client: pg.Client;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-giving-'));

beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BALLOT_SECRET: 'x'.repeat(44),
  });
  runtime = await openRuntime(config);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await seedGifts();
});

afterAll(async () => {
  await client?.end();
  await runtime?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** 200 members, each with a gift on the 10th: cards and SEPA debits, some whose charges fail (Stripe's test numbers). */
async function seedGifts() {
  const { ctx } = runtime;
  const kinds = [
    ...Array<Record<string, string>>(gifts.card).fill({ moyen: 'card', numero: '4242424242424242' }),
    ...Array<Record<string, string>>(gifts.sepa).fill({ moyen: 'sepa_debit', iban: 'FR1420041010050500013M02606' }),
    ...Array<Record<string, string>>(gifts.failingCard).fill({ moyen: 'card', numero: '4000000000000341' }),
    ...Array<Record<string, string>>(gifts.failingSepa).fill({
      moyen: 'sepa_debit',
      iban: 'FR8420041010050500013M02607',
    }),
  ];
  const users = await ctx.db
    .insert(schema.users)
    .values(
      kinds.map((_, i) => ({
        email: `mensuel-${i}@exemple.fr`,
        firstname: 'Donateur',
        lastname: `N${i}`,
        passwordHash: 'unused',
        activated: true,
      })),
    )
    .returning({ id: schema.users.id });
  for (const [i, typed] of kinds.entries()) {
    const member = { userId: users[i].id };
    const { clientSecret, setupId } = await startMeansSetup(ctx, member, { moyen: typed.moyen });
    const confirmed = await confirmTestMeans(ctx, member, {
      clientSecret,
      titulaire: 'Donateur',
      expiration: '12/34',
      cryptogramme: '123',
      ...typed,
    });
    expect(confirmed.status).toBe('succeeded');
    await createRegularGift(ctx, member, { ...DONOR, montant: 5 + (i % 40), jour: 10, setupId, mandatAccepte: true });
  }
}

/** The staff command in its own process, as `npm run admin -- giving:advance --to DAY` runs it. */
function advance(day: string): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'giving:advance', '--to', day], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
  return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out }))) };
}

const count = async (query: string, params: unknown[] = []) =>
  Number((await client.query<{ n: string }>(query, params)).rows[0].n);

async function expectEveryChargeRecordedOnce(due: string) {
  // One invoice per gift and due day: nobody billed twice for the month.
  expect(await count('select count(*) n from simulated_invoice where due_on = $1', [due])).toBe(total);
  const paidTwice = await count(
    `select count(*) n from (select subscription_id from simulated_invoice where status = 'paid' and due_on = $1
     group by 1 having count(*) > 1) twice`,
    [due],
  );
  expect(paidTwice).toBe(0);
  // Every charge is one payment recorded, with the provider's outcome.
  const { rows } = await client.query<{ invoice: string; charged: string; recorded: string | null; attempts: number }>(
    `select i.id invoice, i.status charged, p.status recorded, p.attempts
       from simulated_invoice i left join regular_gift_payment p on p.provider_invoice_id = i.id
      where i.due_on = $1`,
    [due],
  );
  const outcome = (charged: string) => (charged === 'paid' ? 'paid' : 'failed');
  expect(rows.filter((r) => r.recorded !== outcome(r.charged))).toEqual([]);
  expect(rows.filter((r) => r.charged === 'paid')).toHaveLength(gifts.card + gifts.sepa);
  expect(await count('select count(*) n from regular_gift_payment where due_on = $1', [due])).toBe(total);
}

describe('a month of 200 monthly gifts, killed in the middle', () => {
  it('records every charge once after kill -9 and a restart', async () => {
    const first = advance(firstDue);
    // Killed once the charges have begun and before they are done.
    let paidAtKill = 0;
    const exited = first.done.then(() => 'exited' as const);
    for (;;) {
      paidAtKill = await count(`select count(*) n from simulated_invoice where status = 'paid'`);
      if (paidAtKill >= 40) break;
      if ((await Promise.race([exited, new Promise((r) => setTimeout(r, 5, 'waiting'))])) === 'exited') break;
    }
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.code, killed.out).toBeNull();
    expect(paidAtKill).toBeGreaterThan(0);
    const recordedAtKill = await count('select count(*) n from regular_gift_payment');
    expect(recordedAtKill).toBeLessThan(total);

    const restart = advance(firstDue);
    const { code, out } = await restart.done;
    expect(code, out).toBe(0);
    await expectEveryChargeRecordedOnce(firstDue);
    expect(await count(`select count(*) n from regular_gift where state = 'failing'`)).toBe(
      gifts.failingCard + gifts.failingSepa,
    );
    // Each failure mailed once, whatever the kill interrupted.
    const failureMails = await client.query<{ to: string; n: string }>(
      `select data->>'to' as to, count(*) n from pgboss.job where name = 'mail'
        and data->>'subject' like '%n’a pas abouti%' group by 1`,
    );
    expect(failureMails.rows).toHaveLength(gifts.failingCard + gifts.failingSepa);
    expect(failureMails.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    console.log(
      `dons mensuels : tué après ${paidAtKill} débits (${recordedAtKill} paiements enregistrés), relancé : ${out.trim()}`,
    );
  });

  it('runs the next month of 200 gifts whole, and prints its time', async () => {
    const started = Date.now();
    const { code, out } = await advance(nextDue).done;
    expect(code, out).toBe(0);
    const ms = Date.now() - started;
    await expectEveryChargeRecordedOnce(nextDue);
    console.log(
      `dons mensuels : un mois de ${total} dons en ${ms} ms avec le démarrage du processus ; le passage : ${out.trim()}`,
    );
  });
});
