import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { siteChanged } from '../../platform/site-changes.ts';
import { churchRow, countryOrder, removeChurch, writeChurch, type ChurchRow } from '../churches/index.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { likeEscape, recordStaffChange } from './audit.ts';
import { churchListQuerySchema } from './forms.ts';

/**
 * The churches in the back office (issue 18 item 5, decision 0044): the list searched, sorted and paged, a church's
 * stored fields, created, changed and deleted with the journal's record in the same transaction. A change shows on
 * /eglises at once: the map reads the database on every visit, and the anonymous visitors' page cache is emptied.
 */
const churchesPageSize = 25;
const e = schema.churches;

export async function listChurchesForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(churchListQuerySchema, input);
  const q = query.q?.trim();
  const like = q ? `%${likeEscape(q)}%` : '';
  const condition = q ? or(ilike(e.nom, like), ilike(e.ville, like), ilike(e.codePostal, like)) : undefined;
  const dir = query.ordre === 'asc' ? asc : desc;
  // By country: the order of /eglises (France first…), then town and name as there.
  const country = sql`array_position(${sql.raw(`array[${countryOrder.map((c) => `'${c}'`).join(',')}]`)}::text[], ${e.pays})`;
  const order = {
    pays: [dir(country), asc(e.ville), asc(e.nom)],
    ville: [dir(e.ville), asc(e.nom)],
    nom: [dir(e.nom)],
  }[query.tri];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: e.id,
        slug: e.slug,
        nom: e.nom,
        codePostal: e.codePostal,
        ville: e.ville,
        pays: e.pays,
        latitude: e.latitude,
        longitude: e.longitude,
      })
      .from(e)
      .where(condition)
      .orderBy(...order, asc(e.id))
      .limit(churchesPageSize)
      .offset((query.page - 1) * churchesPageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .where(condition),
  ]);
  return { rows, total, query, pageSize: churchesPageSize };
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
