import { eq, lt, sql } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import type { Ctx } from './context.ts';
import { TooManyRequests } from './errors.ts';

/**
 * Fixed-window counters kept in the database, so every process on the same PostgreSQL shares them
 * (docs/decisions: rate-limit storage). Sign-in checks them before any password hashing.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

const t = schema.rateLimits;

function retryAfter(windowStart: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

/** Counts one more event; throws TooManyRequests once the window holds more than max. */
export async function consume(ctx: Ctx, limit: Limit): Promise<void> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const nowIso = now.toISOString();
  const [row] = await ctx.db
    .insert(t)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else ${t.windowStart} end`,
      },
    })
    .returning();
  if (Math.random() < 0.01) await purge(ctx);
  if (row.count > limit.max) throw new TooManyRequests(limit.message, retryAfter(row.windowStart, limit.windowMs, now));
}

/** Throws TooManyRequests if the window already holds max events, without counting one. */
export async function check(ctx: Ctx, limit: Limit): Promise<void> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(t).where(eq(t.key, limit.key));
  if (!row || row.windowStart.getTime() <= now.getTime() - limit.windowMs) return;
  if (row.count >= limit.max)
    throw new TooManyRequests(limit.message, retryAfter(row.windowStart, limit.windowMs, now));
}

/** Counts one event without refusing (failures are counted after the fact). */
export async function record(ctx: Ctx, limit: Limit): Promise<void> {
  await consume(ctx, { ...limit, max: Number.MAX_SAFE_INTEGER });
}

/** Windows older than a day are of no use to any limit. */
async function purge(ctx: Ctx): Promise<void> {
  await ctx.db.delete(t).where(lt(t.windowStart, new Date(ctx.clock.now().getTime() - 24 * 3600_000)));
}
