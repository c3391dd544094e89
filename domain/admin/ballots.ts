import type { Ctx } from '../context.ts';
import { downloadReport, findBallot, reportOverview, scheduleBallot } from '../votes/index.ts';
import { knownSlug, parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { ballotScheduleFormSchema, parisLocalTime } from './forms.ts';

/**
 * The ballots in the back office (issue 18 item 5, decision 0041): every ballot with its dates and turnout, its dates
 * changed as `ballot:schedule` does, its report downloaded as the vote administrators do.
 */
export async function listBallotsForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  return reportOverview(ctx, { reader: staff });
}

/** The wall-clock time of Paris at `local` (AAAA-MM-JJTHH:MM) as an ISO instant. */
function parisInstant(local: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  const offsetAt = (t: number) => Date.parse(`${parisLocalTime(new Date(t))}:00Z`) - t;
  // Twice: the offset at the guessed instant may differ across a change of summer time.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** Changes when a ballot opens and closes (Paris time in the form), recorded with the dates before and after. */
export async function scheduleBallotAsStaff(
  ctx: Ctx,
  staff: Staff | null,
  slug: string,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const { opens, closes } = parseInput(ballotScheduleFormSchema, input);
  knownSlug(slug, 'Vote inconnu');
  const view = await ctx.db.transaction(async (tx) => {
    const before = await findBallot(ctx, slug, tx);
    const after = await scheduleBallot(ctx, { slug, opens: parisInstant(opens), closes: parisInstant(closes) }, tx);
    await recordStaffChange(tx, staff, {
      action: 'ballot.schedule',
      subjectType: 'ballot',
      subjectId: slug,
      before: { opensAt: before.opensAt, closesAt: before.closesAt },
      after: { opensAt: after.opensAt, closesAt: after.closesAt },
    });
    return after;
  });
  return { message: `Les dates du vote « ${view.title} » sont enregistrées.` };
}

/** The ballot's report (who voted, counts, receipt codes) as a workbook; the download is recorded. */
export async function ballotReportForStaff(ctx: Ctx, staff: Staff | null, slug: string) {
  assertStaff(staff);
  knownSlug(slug, 'Vote inconnu');
  const file = await downloadReport(ctx, { scrutin: slug, reader: staff });
  await recordStaffChange(ctx.db, staff, {
    action: 'ballot.report.download',
    subjectType: 'ballot',
    subjectId: slug,
    before: null,
    after: null,
  });
  return file;
}
