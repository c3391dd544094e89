import { siteChanged } from '../../platform/site-changes.ts';
import type { Ctx } from '../context.ts';
import { homeCardRow, listHomeCards, removeHomeCard, writeHomeCard, type HomeCardRow } from '../home/index.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/**
 * The home page's cards in the back office (decision 0079): listed by block and place, created, changed and deleted
 * with the journal's record in the same transaction, shown on / at once (the visitors' page cache emptied).
 */
export async function listHomeCardsForStaff(ctx: Ctx, staff: Staff | null): Promise<HomeCardRow[]> {
  assertStaff(staff);
  return listHomeCards(ctx);
}

export async function getHomeCardForStaff(ctx: Ctx, staff: Staff | null, id: number): Promise<HomeCardRow> {
  assertStaff(staff);
  return homeCardRow(ctx.db, id);
}

export async function saveHomeCard(
  ctx: Ctx,
  staff: Staff | null,
  id: number | null,
  input: unknown,
): Promise<{ id: number; message: string }> {
  assertStaff(staff);
  const saved = await ctx.db.transaction(async (tx) => {
    const written = await writeHomeCard(ctx, tx, id, input);
    await recordStaffChange(tx, staff, {
      action: id === null ? 'home_card.create' : 'home_card.update',
      subjectType: 'home_card',
      subjectId: written.id,
      before: written.before,
      after: written.after,
    });
    return written;
  });
  siteChanged();
  const titre = saved.after.textes.fr.titre;
  return {
    id: saved.id,
    message: id === null ? `La carte « ${titre} » a été créée.` : `La carte « ${titre} » a été enregistrée.`,
  };
}

export async function deleteHomeCard(ctx: Ctx, staff: Staff | null, id: number): Promise<{ message: string }> {
  assertStaff(staff);
  const before = await ctx.db.transaction(async (tx) => {
    const removed = await removeHomeCard(tx, id);
    await recordStaffChange(tx, staff, {
      action: 'home_card.delete',
      subjectType: 'home_card',
      subjectId: id,
      before: removed,
      after: null,
    });
    return removed;
  });
  siteChanged();
  return { message: `La carte « ${before.textes.fr.titre} » a été supprimée.` };
}
