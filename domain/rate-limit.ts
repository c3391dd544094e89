import { eq, inArray, lt, sql } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import type { Ctx } from './context.ts';
import { TooManyRequests } from './errors.ts';

/**
 * Counters kept in the database, so every process on the same PostgreSQL shares them (decisions 0013, 0033).
 * Two kinds: fixed windows that refuse past a maximum, and backoffs that make a key wait longer after each failure.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  /** The French refusal, given the wait in words (see waitInWords). */
  message: (wait: string) => string;
}

/** Failures of one key earn a wait that doubles with each failure past the free ones, up to maxMs. */
export interface Backoff {
  key: string;
  free: number;
  baseMs: number;
  maxMs: number;
  message: (wait: string) => string;
}

const t = schema.rateLimits;
/** Rows untouched for a day are of no use to any limit or backoff. */
const keepMs = 24 * 3600_000;

/** A wait in French words, rounded up to the second, then to the minute: "1 seconde", "2 minutes", "1 heure". */
export function waitInWords(seconds: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
  if (seconds < 60) return plural(Math.max(1, seconds), 'seconde');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${plural(hours, 'heure')} ${plural(minutes % 60, 'minute')}` : plural(hours, 'heure');
}

function refusal(message: (wait: string) => string, waitMs: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new TooManyRequests(message(waitInWords(seconds)), seconds);
}

/** Counts one more event in the key's window and answers the count (a window past its end starts again). */
async function increment(ctx: Ctx, key: string, windowMs: number) {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const nowIso = now.toISOString();
  const [row] = await ctx.db
    .insert(t)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else ${t.windowStart} end`,
      },
    })
    .returning();
  if (Math.random() < 0.01) await purge(ctx);
  return row;
}

/** Counts one more event; throws TooManyRequests, with the exact wait, once the window holds more than max. */
export async function consume(ctx: Ctx, limit: Limit): Promise<void> {
  const row = await increment(ctx, limit.key, limit.windowMs);
  const waitMs = row.windowStart.getTime() + limit.windowMs - ctx.clock.now().getTime();
  if (row.count > limit.max) throw refusal(limit.message, waitMs);
}

/** Counts one event without refusing; answers how many the window now holds. */
export async function record(ctx: Ctx, limit: Pick<Limit, 'key' | 'windowMs'>): Promise<number> {
  return (await increment(ctx, limit.key, limit.windowMs)).count;
}

/** How many events the window holds now, without counting one. */
export async function peek(ctx: Ctx, limit: Pick<Limit, 'key' | 'windowMs'>): Promise<number> {
  const [row] = await ctx.db.select().from(t).where(eq(t.key, limit.key));
  if (!row || row.windowStart.getTime() <= ctx.clock.now().getTime() - limit.windowMs) return 0;
  return row.count;
}

/**
 * Throws TooManyRequests, with the exact wait, while the key's window already holds `max` events; counts nothing
 * (the events are counted apart with `record`, e.g. failures only).
 */
export async function refuseWhenFull(ctx: Ctx, limit: Limit): Promise<void> {
  const [row] = await ctx.db.select().from(t).where(eq(t.key, limit.key));
  const waitMs = row ? row.windowStart.getTime() + limit.windowMs - ctx.clock.now().getTime() : 0;
  if (row && waitMs > 0 && row.count >= limit.max) throw refusal(limit.message, waitMs);
}

/** The wait earned by a number of failures: none for the free ones, then baseMs doubling up to maxMs. */
export function backoffDelayMs(backoff: Backoff, failures: number, free = backoff.free): number {
  if (failures <= free) return 0;
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failures - free - 1, 30));
}

/**
 * Throws TooManyRequests while the wait earned by the key's failures, counted from the last one, is not over.
 * `free` lowers the free failures (an account under attack).
 */
export async function awaitBackoff(ctx: Ctx, backoff: Backoff, free = backoff.free): Promise<void> {
  const [row] = await ctx.db.select().from(t).where(eq(t.key, backoff.key));
  if (!row) return;
  const waitMs = row.windowStart.getTime() + backoffDelayMs(backoff, row.count, free) - ctx.clock.now().getTime();
  if (waitMs > 0) throw refusal(backoff.message, waitMs);
}

/** One more failure for the key; the row's window start is the time of the last failure (forgotten after a day). */
export async function recordFailure(ctx: Ctx, backoff: Backoff): Promise<void> {
  const now = ctx.clock.now();
  const forgotten = new Date(now.getTime() - keepMs).toISOString();
  await ctx.db
    .insert(t)
    .values({ key: backoff.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowStart} <= ${forgotten}::timestamptz then 1 else ${t.count} + 1 end`,
        windowStart: sql`${now.toISOString()}::timestamptz`,
      },
    });
}

/** Forgets the keys (a success wipes the failures of its pair). */
export async function clear(ctx: Ctx, ...keys: string[]): Promise<void> {
  await ctx.db.delete(t).where(inArray(t.key, keys));
}

async function purge(ctx: Ctx): Promise<void> {
  await ctx.db.delete(t).where(lt(t.windowStart, new Date(ctx.clock.now().getTime() - keepMs)));
}
