import { asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { sanitizeHtml } from '../../platform/html.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { forgetMediaCaches, mediaChanged } from '../media/index.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { mediaLinksSchema } from './forms.ts';

const s = schema;

/** A media's relations as the form shows them (the textareas' lines). */
export interface StaffMediaLinks {
  auteurs: number[];
  arrangements: number[];
  references: string[];
  enfants: number[];
  videos: string[];
  notes: string[];
}

/** A name compared without case or accents ("Ésaïe" = "esaie"). */
const fold = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

async function readLinks(tx: DbOrTx, id: number): Promise<StaffMediaLinks> {
  const [authors, arrangements, refs, children, videos, notes] = await Promise.all([
    tx
      .select({ id: s.mediaAuteurs.auteurId })
      .from(s.mediaAuteurs)
      .where(eq(s.mediaAuteurs.mediaId, id))
      .orderBy(asc(s.mediaAuteurs.rang), asc(s.mediaAuteurs.auteurId)),
    tx
      .select({ id: s.mediaArrangements.arrangementId })
      .from(s.mediaArrangements)
      .where(eq(s.mediaArrangements.mediaId, id))
      .orderBy(asc(s.mediaArrangements.arrangementId)),
    tx
      .select({ nom: s.livreBibles.nom1, ref: s.mediaLivreBibles.ref })
      .from(s.mediaLivreBibles)
      .innerJoin(s.livreBibles, eq(s.livreBibles.id, s.mediaLivreBibles.livreBibleId))
      .where(eq(s.mediaLivreBibles.mediaId, id))
      .orderBy(asc(s.mediaLivreBibles.id)),
    tx
      .select({ id: s.mediaMedias.mediaChildId })
      .from(s.mediaMedias)
      .where(eq(s.mediaMedias.mediaId, id))
      .orderBy(asc(s.mediaMedias.rang), asc(s.mediaMedias.mediaChildId)),
    tx
      .select({ idYoutube: s.videoYoutubes.idYoutube, titre: s.videoYoutubes.titre })
      .from(s.mediaVideoYoutubes)
      .innerJoin(s.videoYoutubes, eq(s.videoYoutubes.id, s.mediaVideoYoutubes.videoYoutubeId))
      .where(eq(s.mediaVideoYoutubes.mediaId, id))
      .orderBy(asc(s.mediaVideoYoutubes.rang)),
    tx.select({ contenu: s.notes.contenu }).from(s.notes).where(eq(s.notes.mediaId, id)).orderBy(asc(s.notes.numNote)),
  ]);
  return {
    auteurs: authors.map((a) => a.id),
    arrangements: arrangements.map((a) => a.id),
    references: refs.map((r) => (r.ref ? `${r.nom} ${r.ref}` : r.nom)),
    enfants: children.map((c) => c.id),
    videos: videos.map((v) => (v.titre ? `${v.idYoutube} | ${v.titre}` : v.idYoutube)),
    notes: notes.map((n) => n.contenu),
  };
}

/** A media's relations, for its form. */
export async function getMediaLinks(ctx: Ctx, staff: Staff | null, id: number): Promise<StaffMediaLinks> {
  assertStaff(staff);
  const [found] = await ctx.db.select({ id: s.media.id }).from(s.media).where(eq(s.media.id, id));
  if (!found) throw new NotFound('Média introuvable');
  return readLinks(ctx.db, id);
}

/** The lists the relations are picked from: authors, arrangements, and the 66 books' names. */
export async function mediaLinkChoices(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const [auteurs, arrangements, livres] = await Promise.all([
    ctx.db
      .select({ id: s.auteurs.id, prenom: s.auteurs.prenom, nom: s.auteurs.nom })
      .from(s.auteurs)
      .orderBy(asc(s.auteurs.nom), asc(s.auteurs.prenom)),
    ctx.db.select().from(s.arrangements).orderBy(asc(s.arrangements.nom)),
    ctx.db.select({ nom: s.livreBibles.nom1 }).from(s.livreBibles).orderBy(asc(s.livreBibles.numLivre)),
  ]);
  return {
    auteurs: auteurs.map((a) => ({ id: a.id, nom: a.prenom ? `${a.nom} ${a.prenom}` : a.nom })),
    arrangements,
    livres: livres.map((l) => l.nom),
  };
}

/**
 * Replaces a media's relations (authors, arrangements, Bible references, children, YouTube videos, notes) in one
 * transaction: every id must exist (a bad one is its field's error, nothing changed), a media is never its own child;
 * the journal keeps the relations before and after; the public page and search follow at once (mediaChanged).
 */
export async function saveMediaLinks(
  ctx: Ctx,
  staff: Staff | null,
  id: number,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const values = parseInput(mediaLinksSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [media] = await tx.select({ id: s.media.id }).from(s.media).where(eq(s.media.id, id)).for('update');
    if (!media) throw new NotFound('Média introuvable');
    const errors: Record<string, string> = {};

    const known = async (table: typeof s.auteurs | typeof s.arrangements | typeof s.media, ids: number[]) =>
      ids.length
        ? new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id))
        : new Set<number>();
    const authors = await known(s.auteurs, values.auteurs);
    if (values.auteurs.some((a) => !authors.has(a))) errors.auteurs = 'Auteur inconnu';
    const arrangements = await known(s.arrangements, values.arrangements);
    if (values.arrangements.some((a) => !arrangements.has(a))) errors.arrangements = 'Arrangement inconnu';
    const children = await known(s.media, values.enfants);
    const missing = values.enfants.find((c) => !children.has(c));
    if (missing !== undefined) errors.enfants = `Le média n° ${missing} n’existe pas`;
    else if (values.enfants.includes(id)) errors.enfants = 'Un média ne peut pas être son propre enfant';

    // "Jean 3.16" → the book whose name starts the line (the longest that does: "1 Jean" before "Jean").
    const books = (await tx.select({ id: s.livreBibles.id, nom: s.livreBibles.nom1 }).from(s.livreBibles))
      .map((b) => ({ ...b, folded: fold(b.nom) }))
      .sort((a, b) => b.folded.length - a.folded.length);
    const references: { livreBibleId: number; ref: string | null }[] = [];
    for (const line of values.references) {
      const folded = fold(line);
      const book = books.find((b) => folded === b.folded || folded.startsWith(`${b.folded} `));
      if (!book) {
        errors.references = `Livre biblique inconnu : « ${line.slice(0, 40)} »`;
        break;
      }
      const rest = line.trim().slice(book.nom.length).trim();
      references.push({ livreBibleId: book.id, ref: rest || null });
    }
    if (Object.keys(errors).length) throw new Invalid(errors);

    const before = await readLinks(tx, id);
    await tx.delete(s.mediaAuteurs).where(eq(s.mediaAuteurs.mediaId, id));
    if (values.auteurs.length)
      await tx.insert(s.mediaAuteurs).values(values.auteurs.map((auteurId, rang) => ({ mediaId: id, auteurId, rang })));
    await tx.delete(s.mediaArrangements).where(eq(s.mediaArrangements.mediaId, id));
    if (values.arrangements.length)
      await tx
        .insert(s.mediaArrangements)
        .values(values.arrangements.map((arrangementId) => ({ mediaId: id, arrangementId })));
    await tx.delete(s.mediaLivreBibles).where(eq(s.mediaLivreBibles.mediaId, id));
    if (references.length) await tx.insert(s.mediaLivreBibles).values(references.map((r) => ({ mediaId: id, ...r })));
    await tx.delete(s.mediaMedias).where(eq(s.mediaMedias.mediaId, id));
    if (values.enfants.length)
      await tx
        .insert(s.mediaMedias)
        .values(values.enfants.map((mediaChildId, rang) => ({ mediaId: id, mediaChildId, rang })));
    await tx.delete(s.mediaVideoYoutubes).where(eq(s.mediaVideoYoutubes.mediaId, id));
    for (const [rang, video] of values.videos.entries()) {
      const [row] = await tx
        .insert(s.videoYoutubes)
        .values(video)
        .onConflictDoUpdate({
          target: s.videoYoutubes.idYoutube,
          set: { titre: sql`coalesce(excluded.titre, ${s.videoYoutubes.titre})` },
        })
        .returning({ id: s.videoYoutubes.id });
      await tx.insert(s.mediaVideoYoutubes).values({ mediaId: id, videoYoutubeId: row.id, rang }).onConflictDoNothing();
    }
    await tx.delete(s.notes).where(eq(s.notes.mediaId, id));
    if (values.notes.length)
      await tx
        .insert(s.notes)
        .values(values.notes.map((contenu, i) => ({ mediaId: id, numNote: i + 1, contenu: sanitizeHtml(contenu) })));
    await tx.update(s.media).set({ updatedAt: ctx.clock.now() }).where(eq(s.media.id, id));

    const after = await readLinks(tx, id);
    await recordStaffChange(tx, staff, {
      action: 'media.links',
      subjectType: 'media',
      subjectId: id,
      before: { ...before },
      after: { ...after },
    });
    await mediaChanged(ctx, tx, id);
  });
  forgetMediaCaches(ctx);
  return { message: 'Les liens du média ont été enregistrés.' };
}
