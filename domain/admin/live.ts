import type { Ctx } from '../context.ts';
import {
  liveMeetingsForStaff,
  REUNION_INFORMATION_KEY,
  reunionInformationForStaff,
  writeLiveMeeting,
  writeReunionInformation,
} from '../live/index.ts';
import { siteChanged } from '../../platform/site-changes.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/**
 * The live meetings and the information meeting's item in the back office (issue 18 item 5; decisions 0045, 0046):
 * the same changes as `live:set`, recorded in the journal in their transaction.
 */
export async function getLiveForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const [meetings, information] = await Promise.all([liveMeetingsForStaff(ctx), reunionInformationForStaff(ctx)]);
  return { meetings, information };
}

/** Sets the fields of a meeting (`reunion` or `pastorale`), as `live:set` does. */
export async function saveLiveMeetingAsStaff(
  ctx: Ctx,
  staff: Staff | null,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const reunion = await ctx.db.transaction(async (tx) => {
    const { reunion, before, after } = await writeLiveMeeting(ctx, tx, input);
    await recordStaffChange(tx, staff, {
      action: 'live.update',
      subjectType: 'live_meeting',
      subjectId: reunion,
      before: { ...before },
      after: { ...after },
    });
    return reunion;
  });
  siteChanged();
  return {
    message:
      reunion === 'pastorale' ? 'La pastorale en direct est enregistrée.' : 'La réunion en direct est enregistrée.',
  };
}

/** Sets the value of "ag-reunion-information" (documents, audio, video), checked field by field. */
export async function saveReunionInformationAsStaff(
  ctx: Ctx,
  staff: Staff | null,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  await ctx.db.transaction(async (tx) => {
    const { before, after } = await writeReunionInformation(tx, input);
    await recordStaffChange(tx, staff, {
      action: 'keyvalue.update',
      subjectType: 'key_value',
      subjectId: REUNION_INFORMATION_KEY,
      before,
      after,
    });
  });
  return { message: 'Les informations de la réunion sont enregistrées.' };
}
