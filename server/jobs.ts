import type { Ctx } from '../domain/context.ts';
import { jobHandlers } from '../domain/job-handlers.ts';
import { enqueue } from '../domain/jobs.ts';
import type { Runtime } from './context.ts';

/**
 * The server's share of the background work (decision 0024): it runs the jobs of every queue, and asks for a
 * reconciliation of open card payments at start and then at RECONCILE_INTERVAL_SECONDS (once per interval for the
 * whole site, see requestReconciliation). Answers a function that
 * stops asking.
 */
export async function startBackgroundWork({ ctx }: Runtime): Promise<() => void> {
  await ctx.jobs.work(jobHandlers(ctx));
  await requestReconciliation(ctx, 'start');
  const timer = setInterval(
    () => void requestReconciliation(ctx, 'timer'),
    ctx.config.RECONCILE_INTERVAL_SECONDS * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Asks for a reconciliation of open card payments: one per RECONCILE_INTERVAL_SECONDS slot for the whole site, so
 * that every process asking at its start and on its own timer makes it run once per interval, not once per process.
 */
export function requestReconciliation(ctx: Ctx, reason: 'start' | 'timer'): Promise<void> {
  const oncePerSeconds = ctx.config.RECONCILE_INTERVAL_SECONDS;
  return enqueue(ctx, ctx.db, 'payments-reconcile', { reason }, { oncePerSeconds }).catch((err: unknown) =>
    ctx.log.error({ err }, 'rapprochement des paiements non demandé'),
  );
}
