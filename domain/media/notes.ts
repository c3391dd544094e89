import { eq, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { sanitizeHtml } from '../../platform/html.ts';
import type { Ctx } from '../context.ts';

const { notes } = schema;

/**
 * Cleans the notes stored before they were cleaned on write (media contents always were): every client of
 * GET /public/mediaFull gets clean HTML, not only the page that cleaned them when drawing. Run at start; a note
 * already clean is left alone, so a second run (or a second process) changes nothing. Answers how many changed.
 */
export async function cleanStoredNotes(ctx: Ctx): Promise<number> {
  const rows = await ctx.db
    .select({ id: notes.id, contenu: notes.contenu })
    .from(notes)
    .where(sql`${notes.contenu} ~ '[<>&]'`);
  let changed = 0;
  for (const row of rows) {
    const clean = sanitizeHtml(row.contenu);
    if (clean === row.contenu) continue;
    await ctx.db.update(notes).set({ contenu: clean }).where(eq(notes.id, row.id));
    changed++;
  }
  return changed;
}
