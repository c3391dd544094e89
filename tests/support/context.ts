import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import type { Ctx } from '../../domain/context.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { loadConfig, type Config } from '../../platform/config.ts';
import { openFileStore } from '../../platform/file-stores.ts';
import { createLogger } from '../../platform/logger.ts';
import { createMailer } from '../../platform/mail.ts';
import { followSiteChanges } from '../../platform/site-changes.ts';
import { followMemberChanges, outboxWriter } from '../../domain/accounts/index.ts';
import { simulatedBillingBook } from '../../domain/giving/index.ts';
import { simulatedLedger } from '../../domain/payments/index.ts';
import { documentsInPlace, receiptAssets } from '../../server/receipt-pdf.ts';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import { openJobQueue } from '../../platform/jobs.ts';
import { queueSpecs } from '../../domain/jobs.ts';
import { jobHandlers } from '../../domain/job-handlers.ts';
import { adminQuery } from './global-setup.ts';
import { startLocalS3, type StoreKind } from './s3.ts';

export interface TestContext {
  ctx: Ctx;
  database: Database;
  /** The folder of the test's file store (ctx.files) when it is the local one. */
  filesDir: string;
  /** Runs the background jobs that are due (mails, receipts…), as the server's worker would. Answers how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, copied from the run's template (tests/support/global-setup.ts):
 * a PGlite folder by default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped at close).
 * Files go to a temporary folder, or with `store: 's3'` to a bucket of a local S3-protocol server (tests/support/s3.ts).
 */
export async function createTestContext(
  options: { env?: Record<string, string>; clock?: Clock; store?: StoreKind } = {},
): Promise<TestContext> {
  const s3 = options.store === 's3' ? await startLocalS3() : null;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The ballot's key (decision 0085), so that no key file is written in ./data.
    BALLOT_SECRET: randomBytes(32).toString('base64'),
    ...s3?.env,
    ...options.env,
  });
  const filesDir = mkdtempSync(path.join(tmpdir(), 'mission-files-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let removeDatabase: () => Promise<void>;
  let database: Database;
  if (serverUrl) {
    const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    // Without FORCE: the server waits (up to 5 s) for the pool's last connections to finish closing, where FORCE
    // would cut them and make them throw in the test process.
    removeDatabase = () => adminQuery(serverUrl, `drop database if exists ${name}`);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-db-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
    removeDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const log = createLogger(config);
  const jobs = await openJobQueue({ sql: database.sql, log, queues: queueSpecs() });
  const ctx: Ctx = {
    db: database.db,
    config,
    log,
    clock: options.clock ?? systemClock,
    files: await openFileStore(config, filesDir),
    // Mail lands in the mail_outbox table (read it with readOutbox), or goes over SMTP when the test sets SMTP_URL.
    mail: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log, outbox: outboxWriter(database.db) }),
    // The simulated provider unless the test sets STRIPE_* (then the real SDK, pointed where the test says).
    payments: createPaymentProvider(config, simulatedLedger(database.db), simulatedBillingBook(database.db)),
    documents: documentsInPlace(receiptAssets(config)),
    jobs,
  };
  // On a server, members are kept in memory as the site keeps them, so every test also checks that changes reach it.
  const stopFollowing = await followMemberChanges(ctx, database);
  const stopFollowingSite = await followSiteChanges(database.listen, log);
  return {
    ctx,
    database,
    filesDir,
    runJobs: () => jobs.drain(jobHandlers(ctx)),
    async close() {
      await stopFollowing();
      await stopFollowingSite();
      await jobs.stop();
      await database.close();
      await removeDatabase();
      rmSync(filesDir, { recursive: true, force: true });
      await s3?.close();
    },
  };
}

/**
 * Another process's view of the test's database (PostgreSQL runs): a connection of its own, whose writes reach the
 * test context only as another process's would (through the database, its triggers and notifications).
 */
export async function otherConnection(t: TestContext): Promise<pg.Client> {
  const { rows } = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** True once `check` holds, tried every 20 ms for at most `ms`: a change told by another process. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return false;
}
