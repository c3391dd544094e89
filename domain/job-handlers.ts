import type { JobHandlers } from '../platform/jobs.ts';
import { sendLinkMail } from './accounts/index.ts';
import type { Ctx } from './context.ts';
import { DONATION_PURPOSE, sendReceiptMail, settlePayment } from './donations/index.ts';
import type { JobData, QueueName } from './jobs.ts';
import { sendSurveyInvitation } from './surveys/index.ts';
import { reconcileOpenPayments, type Payment } from './payments/index.ts';
import type { PaymentIntent } from '../platform/payments/index.ts';

/** What settles a card payment, by what it pays for (donations; magazine subscriptions will add theirs). */
const settlers: Record<string, (ctx: Ctx, payment: Payment, intent: PaymentIntent) => Promise<unknown>> = {
  [DONATION_PURPOSE]: settlePayment,
};

/** What each queue of domain/jobs.ts does. */
export function jobHandlers(ctx: Ctx): JobHandlers {
  const handlers: { [Q in QueueName]: (data: JobData[Q]) => Promise<void> } = {
    mail: (message) => ctx.mail.send(message),
    'account-link-mail': (job) => sendLinkMail(ctx, job),
    'receipt-mail': (job) => sendReceiptMail(ctx, job),
    'survey-invitation-mail': (job) => sendSurveyInvitation(ctx, job),
    'payments-reconcile': async () => {
      await reconcileOpenPayments(ctx, (payment, intent) => settlers[payment.purpose]?.(ctx, payment, intent));
    },
  };
  return handlers as JobHandlers;
}
