import { sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { TooManyRequests } from '../errors.ts';

const t = schema.rateLimits;

/**
 * One more event in a fixed window of the shared rate_limit table (every process sees the same counts);
 * throws TooManyRequests past `max`.
 */
export async function consume(ctx: Ctx, key: string, max: number, windowMs: number): Promise<void> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const [row] = await ctx.db
    .insert(t)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${t.windowStart} <= ${cutoff}::timestamptz then ${now.toISOString()}::timestamptz else ${t.windowStart} end`,
      },
    })
    .returning();
  if (row.count > max) {
    const retry = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new TooManyRequests('Trop de messages envoyés, veuillez réessayer plus tard', retry);
  }
}
