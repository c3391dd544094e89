import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, schema, type Db } from '../../db/client.ts';
import { askRunningSite } from '../../server/admin-socket.ts';
// The suite's `test`, not @playwright/test's: a test of another kind of worker waited for the end of the suite and ran
// its 25 s alone on one core.
import { expect, startOwnSite, test } from './support.ts';

/**
 * A process killed (kill -9) in the middle of a burst of card donations, then started again: every card the
 * provider charged ends in a paid donation with one receipt, mailed once (decision 0024). The site runs on its own
 * port and embedded database, from the browser tests' build; the database is read once the site has stopped.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-crash-'));

/**
 * This test's site; a job the killed process had taken runs again once its heartbeat is 10 s old. The living
 * process beats for every job of its batches, so a batch that takes long on a loaded machine is not taken again.
 */
const startSite = () =>
  startOwnSite({
    port,
    dataDir,
    env: {
      SEED_DEMO: 'false',
      JOBS_HEARTBEAT_SECONDS: '10',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
    },
  });

const json = { 'content-type': 'application/json', origin: base };

/** One donor's card donation from the form to the simulated card; answers whether the card was charged. */
async function donate(n: number): Promise<boolean> {
  const created = await fetch(`${base}/api/public/donations`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      civilite: 'Mme',
      nom: 'Rafale',
      prenom: 'Anne',
      montant: 10 + n,
      adressePostale: '1 rue du Port',
      ville: 'Sète',
      pays: 'France',
      codePostal: '34200',
      tel: '0601020304',
      email: `rafale-${n}@example.org`,
    }),
  });
  const { id } = (await created.json()) as { id: string };
  const intent = await fetch(`${base}/api/public/create-payment-intent/${id}`);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await fetch(`${base}/api/payments/simulated/confirm`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      clientSecret,
      numero: '4242 4242 4242 4242',
      expiration: '12/34',
      cryptogramme: '123',
      titulaire: 'Anne Rafale',
    }),
  });
  return ((await paid.json()) as { status: string }).status === 'succeeded';
}

/** The site of the moment, stopped after the test whatever happened. */
let site: ReturnType<typeof startSite> | undefined;
test.afterAll(async () => {
  await site?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 during a burst of card donations, then a restart: every charged card is a paid donation with one mailed receipt', async () => {
  test.setTimeout(240_000);
  const first = startSite();
  site = first;
  await first.ready(120_000);

  // Eight donors at a time; the process is killed once twenty cards have been charged.
  let next = 0;
  let charged = 0;
  let killed = false;
  const donor = async () => {
    while (!killed && next < 200) {
      const ok = await donate(next++).catch(() => false);
      if (ok && ++charged === 20) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, donor));
  expect(killed).toBe(true);
  await first.exited;
  // What the crash left to repair: charges not recorded, receipts not mailed.
  const left = await readDatabase(async (db) => ({
    charged: (await db.select().from(schema.simulatedIntents).where(eq(schema.simulatedIntents.status, 'succeeded')))
      .length,
    paid: (await db.select().from(schema.donations).where(eq(schema.donations.etat, 'PAYE'))).length,
    mailed: (await db.select().from(schema.outbox)).length,
  }));
  // (A crash that left nothing undone would prove nothing.)
  expect(left.paid < left.charged || left.mailed < 2 * left.charged, JSON.stringify(left)).toBe(true);

  const second = startSite();
  site = second;
  await second.ready(120_000);
  // The reconciler runs at start; the mails of the killed process's jobs are sent once their heartbeat is too old.
  const socket = path.join(dataDir, 'admin.sock');
  await expect
    .poll(async () => (await askRunningSite(socket, ['jobs:status']))?.text ?? '', {
      timeout: 60_000,
      intervals: [500],
    })
    .not.toMatch(/\b(created|retry|active)\b/);
  await second.stop();

  await readDatabase(async (db) => {
    const chargedIntents = await db
      .select()
      .from(schema.simulatedIntents)
      .where(eq(schema.simulatedIntents.status, 'succeeded'));
    expect(chargedIntents.length).toBeGreaterThanOrEqual(20);
    for (const intent of chargedIntents) {
      const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.intentId, intent.id));
      const [donation] = await db.select().from(schema.donations).where(eq(schema.donations.id, payment.subjectId));
      expect(donation, `don ${donation.id}`).toMatchObject({ etat: 'PAYE', amountPaidCents: intent.amountCents });
      const receipts = await db.select().from(schema.receipts).where(eq(schema.receipts.donationId, donation.id));
      expect(receipts, `reçus du don ${donation.id}`).toHaveLength(1);
      const mails = await db.select().from(schema.outbox).where(eq(schema.outbox.to, donation.email));
      expect(
        mails.map((m) => m.subject),
        `e-mails à ${donation.email}`,
      ).toEqual([expect.stringContaining('Merci pour votre don')]);
    }
    // No donation is paid without a charge.
    const paid = await db.select().from(schema.donations).where(eq(schema.donations.etat, 'PAYE'));
    expect(paid).toHaveLength(chargedIntents.length);
  });
});

/** Reads the site's embedded database while no site runs. */
async function readDatabase<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}
