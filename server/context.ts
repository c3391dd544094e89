import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import type { Ctx } from '../domain/context.ts';
import { systemClock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import { openFileStore } from '../platform/file-stores.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { createMailer, linksMayBeLogged } from '../platform/mail.ts';
import { outboxWriter } from '../domain/accounts/index.ts';
import { simulatedLedger } from '../domain/payments/index.ts';
import { createPaymentProvider } from '../platform/payments/index.ts';
import { workerDocuments } from './documents.ts';
import { queueSpecs } from '../domain/jobs.ts';
import { openJobQueue } from '../platform/jobs.ts';
import { lockDataFolder } from './lock.ts';

export interface Runtime {
  ctx: Ctx;
  database: Database;
  /** Closes the database and releases the folder lock. */
  close(): Promise<void>;
}

/** Opens what a process needs (database, adapters) from the configuration. Used by the server and the scripts. */
export async function openRuntime(
  config: Config,
  log: Logger = createLogger(config),
  options: { maintainJobs?: boolean } = {},
): Promise<Runtime> {
  const dbDir = path.resolve(config.DATA_DIR, 'db');
  const release = config.DATABASE_URL ? null : await lockDataFolder(dbDir);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: dbDir,
      poolSize: config.DATABASE_POOL_SIZE,
      thread: true,
    });
    const files = await openFileStore(config, path.resolve(config.DATA_DIR, 'files'));
    const mail = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log,
      outbox: outboxWriter(database.db),
      logLinks: linksMayBeLogged(config),
    });
    const payments = createPaymentProvider(config, simulatedLedger(database.db));
    const documents = workerDocuments({ regular: config.PDF_FONT, bold: config.PDF_FONT_BOLD });
    const jobs = await openJobQueue({
      sql: database.sql,
      log,
      queues: queueSpecs({
        expireInSeconds: config.JOBS_EXPIRE_SECONDS,
        retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
      }),
      maintain: options.maintainJobs,
      maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
    });
    const ctx: Ctx = { db: database.db, config, log, clock: systemClock, files, mail, payments, documents, jobs };
    return {
      ctx,
      database,
      async close() {
        await jobs.stop();
        await documents.close();
        await database.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
