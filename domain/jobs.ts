import { sqlExecutor, type DbOrTx } from '../db/client.ts';
import type { QueueSpec, SendOptions } from '../platform/jobs.ts';
import type { MailMessage } from '../platform/mail.ts';
import type { Ctx } from './context.ts';

/**
 * The background work of every area (decision 0024), each queue with its retry policy. A job is added inside the
 * transaction of the change it follows (`enqueue(ctx, tx, …)`), so it exists exactly when that change committed;
 * domain/job-handlers.ts says what each one does.
 */
const minute = 60;
/** Longer than the mailer's own limits (nodemailer: 2 min to connect, 10 min of silence): a slow send is not sent twice. */
const mailAttempt = 15 * minute;
/** The jobs of a process that died (killed, out of memory, its machine gone) run again after half a minute. */
const heartbeatSeconds = 30;
const jobQueues = {
  /** A rendered e-mail (contact message, donation promise…): retried for about two hours, then kept as failed. */
  mail: { name: 'mail', retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: mailAttempt },
  /** An account's one-time link, issued when the mail is sent so that no usable token waits in the queue. */
  accountLinkMail: { name: 'account-link-mail', retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: mailAttempt },
  /** A survey's personal link, issued when the mail is sent (like the accounts' links). */
  surveyInvitationMail: {
    name: 'survey-invitation-mail',
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: mailAttempt,
  },
  /** A voter's receipt code, derived again from the participation when the mail is sent (decision 0085). */
  ballotReceiptMail: {
    name: 'ballot-receipt-mail',
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: mailAttempt,
  },
  /** A tax receipt drawn and mailed to the donor or to the staff. */
  receiptMail: { name: 'receipt-mail', retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: mailAttempt },
  /** The mails after a magazine shipment: each recipient's confirmation link, the renewal reminders. */
  shipmentMails: { name: 'shipment-mails', retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: 4 * 60 * minute },
  /** Asks the payment provider about the card payments left open, and records what it answers. */
  reconcilePayments: {
    name: 'payments-reconcile',
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 10 * minute,
    single: true,
  },
  /**
   * Monthly giving's pass (domain/giving/run.ts): the simulated provider's billing, the gifts asked about, the SEPA
   * notices. One at a time for the whole site.
   */
  givingRun: { name: 'giving-run', retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 30 * minute, single: true },
  /**
   * The annual receipts of last year's regular gifts (domain/giving/receipts.ts), on January 20th: after the
   * provider's retries of December's charges (15 days). Issued once per donor and year whatever runs it.
   */
  annualReceipts: {
    name: 'annual-receipts',
    retryLimit: 3,
    retryDelaySeconds: 10 * minute,
    expireInSeconds: 30 * minute,
    single: true,
    cron: { expression: '0 6 20 1 *', tz: 'Europe/Paris' },
  },
} satisfies Record<string, QueueSpec>;

/** The queues whose jobs send mail: the back office's outbox lists them (domain/admin/outbox.ts). */
export const mailQueues = [
  jobQueues.mail.name,
  jobQueues.accountLinkMail.name,
  jobQueues.surveyInvitationMail.name,
  jobQueues.receiptMail.name,
  jobQueues.shipmentMails.name,
  jobQueues.ballotReceiptMail.name,
] as const;

/** A rendered e-mail without attachments (a job's data is JSON). */
export type QueuedMail = Omit<MailMessage, 'attachments'>;
export type AccountLinkJob = { userId: number; purpose: 'activation' | 'reset' };
export type SurveyInvitationJob = { participantId: number };
export type ReceiptMailJob = { receiptId: number; recipient: 'donor' | 'staff' };
export type ShipmentMailsJob = { revueId: number };
/** Only the participation: never the code nor the address, which together would name the paper. */
export type BallotReceiptJob = { participationId: string };

export interface JobData {
  mail: QueuedMail;
  'account-link-mail': AccountLinkJob;
  'receipt-mail': ReceiptMailJob;
  'survey-invitation-mail': SurveyInvitationJob;
  'shipment-mails': ShipmentMailsJob;
  'ballot-receipt-mail': BallotReceiptJob;
  'payments-reconcile': { reason: 'start' | 'timer' };
  'giving-run': { reason: 'start' | 'timer' | 'clock' };
  'annual-receipts': Record<string, never>;
}

export type QueueName = keyof JobData;

/** The queues to open, with the configuration's time for one attempt and first retry delay where it sets them. */
export function queueSpecs(
  overrides: { expireInSeconds?: number; retryDelaySeconds?: number; heartbeatSeconds?: number } = {},
): QueueSpec[] {
  return Object.values(jobQueues).map((q) => ({
    ...q,
    expireInSeconds: overrides.expireInSeconds ?? q.expireInSeconds,
    heartbeatSeconds: overrides.heartbeatSeconds ?? heartbeatSeconds,
    retryDelaySeconds: q.retryDelaySeconds && (overrides.retryDelaySeconds ?? q.retryDelaySeconds),
  }));
}

/** Adds a job in the caller's transaction (or on its own, given the database). */
export function enqueue<Q extends QueueName>(
  ctx: Ctx,
  tx: DbOrTx,
  queue: Q,
  data: JobData[Q],
  options?: SendOptions,
): Promise<void> {
  return ctx.jobs.send(sqlExecutor(tx), queue, data, options);
}

/** Mails a rendered message in the background, once the caller's transaction commits. */
export function queueMail(ctx: Ctx, tx: DbOrTx, message: QueuedMail): Promise<void> {
  return enqueue(ctx, tx, 'mail', message);
}
