import type { Ctx } from '../domain/context.ts';
import { jobHandlers } from '../domain/job-handlers.ts';
import { enqueue } from '../domain/jobs.ts';
import type { Runtime } from './context.ts';

/**
 * The server's share of the background work (decision 0024): it runs the jobs of every queue, and asks for a
 * reconciliation of open card payments (and monthly giving's pass) at start (a process starting after a crash repairs what the crash left at
 * once) and then at RECONCILE_INTERVAL_SECONDS (once per interval for the whole site, see requestReconciliation).
 * Answers a function that stops asking.
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
 * Asks for a reconciliation of open card payments. The timers' asks make one per RECONCILE_INTERVAL_SECONDS slot for
 * the whole site, however many processes ask; a process's start always asks (the queue keeps one waiting at most, so
 * processes started together make one).
 */
export async function requestReconciliation(ctx: Ctx, reason: 'start' | 'timer'): Promise<void> {
  const once = reason === 'timer' ? { oncePerSeconds: ctx.config.RECONCILE_INTERVAL_SECONDS } : {};
  await enqueue(ctx, ctx.db, 'payments-reconcile', { reason }, once).catch((err: unknown) =>
    ctx.log.error({ err }, 'rapprochement des paiements non demandé'),
  );
  // Monthly giving's pass, in the same slots (its charges, late webhooks and SEPA notices: domain/giving/run.ts).
  await enqueue(ctx, ctx.db, 'giving-run', { reason }, once).catch((err: unknown) =>
    ctx.log.error({ err }, 'passage des dons mensuels non demandé'),
  );
}
