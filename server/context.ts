import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import type { Ctx } from '../domain/context.ts';
import { systemClock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import { openFileStore } from '../platform/file-stores.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { createMailer, linksMayBeLogged } from '../platform/mail.ts';
import { outboxWriter } from '../domain/accounts/index.ts';
import { simulatedBillingBook } from '../domain/giving/index.ts';
import { simulatedLedger } from '../domain/payments/index.ts';
import { createPaymentProvider } from '../platform/payments/index.ts';
import { workerDocuments } from './documents.ts';
import { receiptAssets } from './receipt-pdf.ts';
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
      startTimeoutMs: config.DATABASE_START_TIMEOUT_SECONDS * 1000,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
      onIdleError: (err) =>
        log.warn({ err }, 'connexion à la base perdue (redémarrage, coupure) : une autre sera ouverte'),
      onEngineStopped: (err) => {
        // Nothing brings the embedded engine back in place: the supervisor restarts the process.
        log.fatal({ err }, 'la base embarquée s’est arrêtée : arrêt du processus pour qu’il soit relancé');
        process.exit(1);
      },
    });
    const files = await openFileStore(config, path.resolve(config.DATA_DIR, 'files'));
    const mail = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log,
      outbox: outboxWriter(database.db),
      logLinks: linksMayBeLogged(config),
    });
    const payments = createPaymentProvider(config, simulatedLedger(database.db), simulatedBillingBook(database.db));
    const documents = workerDocuments(receiptAssets(config));
    // The job queue's own tables and queues are written under the same lock as the migrations (decision 0083).
    const jobs = await database.exclusive(() =>
      openJobQueue({
        sql: database.sql,
        log,
        queues: queueSpecs({
          expireInSeconds: config.JOBS_EXPIRE_SECONDS,
          retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
          heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
        }),
        maintain: options.maintainJobs,
        maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
      }),
    );
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
