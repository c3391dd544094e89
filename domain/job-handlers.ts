import type { JobHandlers } from '../platform/jobs.ts';
import { sendLinkMail } from './accounts/index.ts';
import type { Ctx } from './context.ts';
import { sendReceiptMail } from './donations/index.ts';
import { issueLastYearsReceipts, runGiving } from './giving/index.ts';
import { settlePayment } from './payment-events.ts';
import { sendShipmentMails } from './magazine/index.ts';
import type { JobData, QueueName } from './jobs.ts';
import { sendSurveyInvitation } from './surveys/index.ts';
import { reconcileOpenPayments } from './payments/index.ts';
import { sendBallotReceipt } from './votes/index.ts';

/** What each queue of domain/jobs.ts does. */
export function jobHandlers(ctx: Ctx): JobHandlers {
  const handlers: { [Q in QueueName]: (data: JobData[Q]) => Promise<void> } = {
    mail: (message) => ctx.mail.send(message),
    'account-link-mail': (job) => sendLinkMail(ctx, job),
    'receipt-mail': (job) => sendReceiptMail(ctx, job),
    'survey-invitation-mail': (job) => sendSurveyInvitation(ctx, job),
    'shipment-mails': (job) => sendShipmentMails(ctx, job),
    'ballot-receipt-mail': (job) => sendBallotReceipt(ctx, job),
    'payments-reconcile': async () => {
      await reconcileOpenPayments(ctx, (payment, intent) => settlePayment(ctx, payment, intent));
    },
    'giving-run': async () => {
      await runGiving(ctx);
    },
    'annual-receipts': async () => {
      await issueLastYearsReceipts(ctx);
    },
  };
  return handlers as JobHandlers;
}
