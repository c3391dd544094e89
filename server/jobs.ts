import { jobHandlers } from '../domain/job-handlers.ts';
import { enqueue } from '../domain/jobs.ts';
import type { Runtime } from './context.ts';

/**
 * The server's share of the background work (decision 0024): it runs the jobs of every queue, and asks for a
 * reconciliation of open card payments at start and then at RECONCILE_INTERVAL_SECONDS (one waiting at most,
 * whichever process asks). Answers a function that stops asking.
 */
export async function startBackgroundWork({ ctx }: Runtime): Promise<() => void> {
  await ctx.jobs.work(jobHandlers(ctx));
  const reconcile = (reason: 'start' | 'timer') =>
    enqueue(ctx, ctx.db, 'payments-reconcile', { reason }).catch((err: unknown) =>
      ctx.log.error({ err }, 'rapprochement des paiements non demandé'),
    );
  await reconcile('start');
  const timer = setInterval(() => void reconcile('timer'), ctx.config.RECONCILE_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
