import { churchRow, listChurches, removeChurch, writeChurch, type ChurchRow } from '../churches/index.ts';
import type { Ctx } from '../context.ts';
import { siteChanged } from '../../platform/site-changes.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/**
 * The churches in the back office (issue 18 item 5, decision 0044): the list as /eglises orders it, a church's
 * stored fields, created, changed and deleted with the journal's record in the same transaction. A change shows on
 * /eglises at once: the map reads the database on every visit, and the anonymous visitors' page cache is emptied.
 */
export async function listChurchesForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  return (await listChurches(ctx)).map(({ id, slug, nom, codePostal, ville, pays, popup, latitude, longitude }) => ({
    id,
    slug,
    nom,
    codePostal,
    ville,
    pays,
    popup,
    latitude,
    longitude,
  }));
}

export async function getChurchForStaff(ctx: Ctx, staff: Staff | null, id: number): Promise<ChurchRow> {
  assertStaff(staff);
  return churchRow(ctx.db, id);
}

/** Creates (id null) or changes a church; the popup HTML sanitised, the change recorded and shown at once. */
export async function saveChurchAsStaff(
  ctx: Ctx,
  staff: Staff | null,
  id: number | null,
  input: unknown,
): Promise<{ id: number; slug: string; message: string }> {
  assertStaff(staff);
  const saved = await ctx.db.transaction(async (tx) => {
    const { before, after } = await writeChurch(ctx, tx, id, input);
    await recordStaffChange(tx, staff, {
      action: id === null ? 'church.create' : 'church.update',
      subjectType: 'church',
      subjectId: after.id,
      before,
      after,
    });
    return after;
  });
  siteChanged();
  return {
    id: saved.id,
    slug: saved.slug,
    message: id === null ? `L’église « ${saved.nom} » a été créée.` : `L’église « ${saved.nom} » a été enregistrée.`,
  };
}

/** Deletes a church (one that magazines are delivered to is kept); recorded with its fields before. */
export async function deleteChurchAsStaff(ctx: Ctx, staff: Staff | null, id: number): Promise<{ message: string }> {
  assertStaff(staff);
  const before = await ctx.db.transaction(async (tx) => {
    const removed = await removeChurch(tx, id);
    await recordStaffChange(tx, staff, {
      action: 'church.delete',
      subjectType: 'church',
      subjectId: id,
      before: removed,
      after: null,
    });
    return removed;
  });
  siteChanged();
  return { message: `L’église « ${before.nom} » a été supprimée.` };
}
