import type { Db } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { FileStore } from '../platform/files.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import type { PaymentProvider } from '../platform/payments/index.ts';

/**
 * What every domain operation receives: the database and the adapters to the outside world.
 * Built once by the process (server.ts) or by a test, never by a route.
 */
export interface Ctx {
  db: Db;
  config: Config;
  log: Logger;
  clock: Clock;
  files: FileStore;
  mail: Mailer;
  payments: PaymentProvider;
}
