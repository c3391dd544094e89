import { inOneTrip, type Db } from '../db/client.ts';
import type { ReceiptSnapshot } from '../db/schema/donations.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { FileStore } from '../platform/files.ts';
import type { JobQueue } from '../platform/jobs.ts';
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
  documents: Documents;
  /** Durable background work (domain/jobs.ts). */
  jobs: JobQueue;
}

/**
 * Runs a page's reads with their statements sent to the database together: start them all before the first wait
 * (`Promise.all`), and the page pays one round trip instead of one per statement (decision 0154). A read that needs
 * another's answer waits for it on the same connection; a transaction inside takes one of the pool's.
 */
export function readTogether<T>(ctx: Ctx, reads: () => Promise<T>): Promise<T> {
  return inOneTrip(ctx.db, reads);
}

/**
 * Documents the domain has drawn. Drawing a receipt takes about 20 ms of CPU: the server draws them on a worker
 * thread (server/documents.ts) so that other requests are not held up; tests and scripts may draw in place.
 */
export interface Documents {
  receiptPdf(document: ReceiptDocument): Promise<Uint8Array>;
}

/**
 * What a receipt's PDF is drawn from (the drawing is server/receipt-pdf.ts). Defined with the port that draws it, so
 * that the context does not depend on the donations area, which depends on the context.
 */
export interface ReceiptDocument {
  code: string;
  issuedAt: Date;
  snapshot: ReceiptSnapshot;
  /** The code of the receipt this one corrects, if any. */
  replaces: string | null;
}
