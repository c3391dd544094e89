import { desc } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { magazineIssues } from '../magazine/index.ts';
import { reportOverview } from '../votes/index.ts';
import { assertStaff, type Staff } from './access.ts';
import { donationYears } from './money.ts';
import { parisYear } from '../../platform/dates.ts';

/**
 * The downloads area /df (spec part 2 §2, ROLE_ADMIN): every export in one place — the gifts of each year for the
 * accounts, the ballots' reports, the surveys' answers, the magazine's shipments (labels and lists).
 */
export async function downloadsOverview(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const [years, { ballots }, surveys, shipments] = await Promise.all([
    donationYears(ctx, staff),
    reportOverview(ctx, { reader: staff }),
    ctx.db
      .select({ slug: schema.surveys.slug, titre: schema.surveys.titre, createdAt: schema.surveys.createdAt })
      .from(schema.surveys)
      .orderBy(desc(schema.surveys.createdAt)),
    shipmentsForDownloads(ctx),
  ]);
  const thisYear = parisYear(ctx.clock.now());
  return {
    donationYears: years.includes(thisYear) ? years : [thisYear, ...years],
    ballots: ballots.map((b) => ({ slug: b.slug, title: b.title, closesAt: b.closesAt, state: b.state })),
    surveys,
    shipments,
  };
}

/** The issues shipped, newest first: each one's labels and list. */
async function shipmentsForDownloads(ctx: Ctx) {
  return (await magazineIssues(ctx))
    .filter((issue) => issue.parcels > 0)
    .map((issue) => ({ id: issue.id, numero: issue.numero, titre: issue.titre, shippedAt: issue.shippedAt }));
}
