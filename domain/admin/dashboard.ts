import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { PARIS } from '../../platform/dates.ts';
import { assertStaff, type Staff } from './access.ts';

export interface Dashboard {
  donations: { monthCents: number; monthCount: number; yearCents: number; yearCount: number };
  members: { total: number; activated: number; admins: number };
  /** The magazine's subscribers, and those with issues left to receive. */
  subscribers: { total: number; withCredit: number };
  /** Contact messages not yet marked handled. */
  recentMessages: number;
  /** Mail jobs kept as failed after their retries. */
  failedMails: number;
  nextBallot: { slug: string; title: string; closesAt: Date } | null;
}

const d = schema.donations;

/**
 * The gifts paid since the start of this month or year, Paris time as the association counts them, summed through
 * `donation_paid_idx` (decision 0160).
 */
export function paidSinceStatement(ctx: Ctx, period: 'month' | 'year', now: Date) {
  return ctx.db
    .select({
      cents: sql<number>`coalesce(sum(coalesce(${d.amountPaidCents}, ${d.amountCents})), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(d)
    .where(and(eq(d.etat, 'PAYE'), gte(d.paidAt, sql`date_trunc(${period}, ${now}::timestamptz, ${PARIS})`)));
}

/** What the back office's home shows: what the data allows today, read in one go. */
export async function getDashboard(ctx: Ctx, staff: Staff | null): Promise<Dashboard> {
  assertStaff(staff);
  const now = ctx.clock.now();
  const u = schema.users;
  const s = schema.subscribers;
  const [[month], [year], [members], [admins], [messages], jobCounts, [ballot], [subscribers]] = await Promise.all([
    paidSinceStatement(ctx, 'month', now),
    paidSinceStatement(ctx, 'year', now),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        activated: sql<number>`count(*) filter (where ${u.activated})::int`,
      })
      .from(u),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.role, 'ROLE_ADMIN')),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.contactMessages)
      .where(isNull(schema.contactMessages.handledAt)),
    ctx.jobs.counts(),
    ctx.db
      .select({ slug: schema.ballots.slug, title: schema.ballots.title, closesAt: schema.ballots.closesAt })
      .from(schema.ballots)
      .where(gt(schema.ballots.closesAt, now))
      .orderBy(asc(schema.ballots.closesAt))
      .limit(1),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        withCredit: sql<number>`count(*) filter (where ${s.nombreRevues} > 0)::int`,
      })
      .from(s),
  ]);
  return {
    donations: { monthCents: month.cents, monthCount: month.count, yearCents: year.cents, yearCount: year.count },
    members: { total: members.total, activated: members.activated, admins: admins.count },
    subscribers,
    recentMessages: messages.count,
    failedMails: jobCounts
      .filter((c) => c.state === 'failed' && c.queue.includes('mail'))
      .reduce((sum, c) => sum + c.count, 0),
    nextBallot: ballot ?? null,
  };
}
