import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { mediaSearchText } from '../../db/schema/media.ts';
import { sanitizeHtml } from '../../platform/html.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { fileUrl, forgetMediaCaches, mediaChanged } from '../media/index.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { matchesSearch } from './staff-search.ts';
import { mediaFormSchema, mediaListQuerySchema, type MediaFormValues, type MediaListQuery } from './forms.ts';

const mediaPageSize = 25;

type PgTableWithId = typeof schema.mediaTypes | typeof schema.revueNames | typeof schema.series;

export interface StaffMediaRow {
  id: number;
  titre: string;
  type: string;
  mediaTypeId: number;
  datePublication: string | null;
  publique: boolean;
  updatedAt: Date;
}

const m = schema.media;
const sortColumns = {
  id: m.id,
  titre: m.titre,
  type: schema.mediaTypes.nom,
  datePublication: m.datePublication,
  updatedAt: m.updatedAt,
};

/**
 * Every media, hidden ones too, for the staff: searched (title, subtitle, id), filtered by type, visibility and
 * publication date, sorted and cut into pages on the server.
 */
export async function listMediaForStaff(
  ctx: Ctx,
  staff: Staff | null,
  input: unknown,
): Promise<{ rows: StaffMediaRow[]; total: number; query: MediaListQuery; pageSize: number }> {
  assertStaff(staff);
  const query = parseInput(mediaListQuerySchema, input);
  const where: SQL[] = [];
  if (query.q?.trim()) {
    const q = query.q.trim();
    // Through the trigram index media_texte_trgm_idx: one indexed LIKE instead of two ILIKE read row by row.
    const byText = matchesSearch(mediaSearchText(m), q);
    where.push(/^\d{1,9}$/.test(q) ? or(eq(m.id, Number(q)), byText)! : byText!);
  }
  if (query.type) where.push(eq(m.mediaTypeId, query.type));
  if (query.visibilite) where.push(eq(m.publique, query.visibilite === 'publique'));
  if (query.du) where.push(gte(m.datePublication, query.du));
  if (query.au) where.push(lte(m.datePublication, query.au));
  const condition = where.length ? and(...where) : undefined;
  const column = sortColumns[query.tri];
  const order = query.ordre === 'asc' ? asc(column) : desc(column);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: m.id,
        titre: m.titre,
        type: schema.mediaTypes.nom,
        mediaTypeId: m.mediaTypeId,
        datePublication: m.datePublication,
        publique: m.publique,
        updatedAt: m.updatedAt,
      })
      .from(m)
      .innerJoin(schema.mediaTypes, eq(schema.mediaTypes.id, m.mediaTypeId))
      .where(condition)
      .orderBy(order, desc(m.id))
      .limit(mediaPageSize)
      .offset((query.page - 1) * mediaPageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(m)
      .where(condition),
  ]);
  return { rows, total, query, pageSize: mediaPageSize };
}

/** The choices of the media form: types, magazines, series. */
export async function mediaFormChoices(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const [types, revues, series] = await Promise.all([
    ctx.db.select().from(schema.mediaTypes).orderBy(asc(schema.mediaTypes.id)),
    ctx.db.select().from(schema.revueNames).orderBy(asc(schema.revueNames.nom)),
    ctx.db.select().from(schema.series).orderBy(asc(schema.series.nom)),
  ]);
  return { types, revues, series };
}

/** The form's fields of a media, as stored. */
export type StaffMedia = MediaFormValues & { id: number };

const editable = {
  id: m.id,
  titre: m.titre,
  sousTitre: m.sousTitre,
  mediaTypeId: m.mediaTypeId,
  contenu: m.contenu,
  datePublication: m.datePublication,
  dateEvenement: m.dateEvenement,
  theme: m.theme,
  categories: m.categories,
  revueNomId: m.revueNomId,
  numRevue: m.numRevue,
  serieId: m.serieId,
  isbn: m.isbn,
  nbrPages: m.nbrPages,
  niveau1: m.niveau1,
  niveau2: m.niveau2,
  niveau3: m.niveau3,
  disponibilite: m.disponibilite,
  publique: m.publique,
};

export async function getMediaForStaff(
  ctx: Ctx,
  staff: Staff | null,
  id: number,
): Promise<StaffMedia & { updatedAt: Date }> {
  assertStaff(staff);
  const [row] = await ctx.db
    .select({ ...editable, updatedAt: m.updatedAt })
    .from(m)
    .where(eq(m.id, id));
  if (!row) throw new NotFound('Média introuvable');
  return row;
}

/** The chosen type, magazine and series exist (a bad id is the field's error, not a database failure). */
async function assertReferences(tx: DbOrTx, values: MediaFormValues): Promise<void> {
  const checks: [string, PgTableWithId, number | null][] = [
    ['mediaTypeId', schema.mediaTypes, values.mediaTypeId],
    ['revueNomId', schema.revueNames, values.revueNomId],
    ['serieId', schema.series, values.serieId],
  ];
  for (const [field, table, id] of checks) {
    if (id === null) continue;
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw new Invalid({ [field]: 'Choix inconnu' });
  }
}

/**
 * Creates a media (id null) or changes one: the HTML is sanitised before it is stored, the change recorded in the
 * journal, announced to the library (mediaChanged: caches, search), and visible on the public page at once.
 */
export async function saveMedia(
  ctx: Ctx,
  staff: Staff | null,
  id: number | null,
  input: unknown,
): Promise<{ id: number; message: string }> {
  assertStaff(staff);
  const values = parseInput(mediaFormSchema, input);
  const stored = { ...values, contenu: values.contenu ? sanitizeHtml(values.contenu) : null };
  const saved = await ctx.db.transaction(async (tx) => {
    await assertReferences(tx, values);
    let before: StaffMedia | null = null;
    let mediaId: number;
    if (id === null) {
      const [row] = await tx.insert(m).values(stored).returning({ id: m.id });
      mediaId = row.id;
    } else {
      [before] = await tx.select(editable).from(m).where(eq(m.id, id)).for('update');
      if (!before) throw new NotFound('Média introuvable');
      await tx
        .update(m)
        .set({ ...stored, updatedAt: ctx.clock.now() })
        .where(eq(m.id, id));
      mediaId = id;
    }
    await recordStaffChange(tx, staff, {
      action: id === null ? 'media.create' : 'media.update',
      subjectType: 'media',
      subjectId: mediaId,
      before,
      after: { id: mediaId, ...stored },
    });
    await mediaChanged(ctx, tx, mediaId);
    return mediaId;
  });
  forgetMediaCaches(ctx);
  return { id: saved, message: id === null ? 'Le média a été créé.' : 'Le média a été enregistré.' };
}

/** A stored file of a media, as the staff's form lists it. */
export interface StaffMediaFile {
  id: number;
  nom: string;
  extension: string;
  contentType: string;
  sizeBytes: number;
  url: string;
  thumbnailUrl: string | null;
  rang: number;
  visiblePublic: boolean;
}

/** A media's files in their order, and its cover. */
export async function mediaFilesForStaff(
  ctx: Ctx,
  staff: Staff | null,
  id: number,
): Promise<{ files: StaffMediaFile[]; cover: StaffMediaFile | null }> {
  assertStaff(staff);
  const f = schema.fichiers;
  const mf = schema.mediaFichiers;
  const columns = {
    id: f.id,
    nom: f.nom,
    extension: f.extension,
    contentType: f.contentType,
    sizeBytes: f.sizeBytes,
    thumbnailKey: f.thumbnailKey,
  };
  const shape = (
    row: {
      id: number;
      nom: string;
      extension: string;
      contentType: string;
      sizeBytes: number;
      thumbnailKey: string | null;
    },
    rang = 0,
    visiblePublic = true,
  ): StaffMediaFile => {
    const { thumbnailKey, ...rest } = row;
    const url = fileUrl(rest);
    return { ...rest, url, thumbnailUrl: thumbnailKey ? `${url}?taille=vignette` : null, rang, visiblePublic };
  };
  const [linked, covers] = await Promise.all([
    ctx.db
      .select({ ...columns, rang: mf.rang, visiblePublic: mf.visiblePublic })
      .from(mf)
      .innerJoin(f, eq(f.id, mf.fichierId))
      .where(eq(mf.mediaId, id))
      .orderBy(asc(mf.rang), asc(f.id)),
    ctx.db.select(columns).from(m).innerJoin(f, eq(f.id, m.couvertureId)).where(eq(m.id, id)),
  ]);
  return {
    files: linked.map(({ rang, visiblePublic, ...row }) => shape(row, rang, visiblePublic)),
    cover: covers[0] ? shape(covers[0]) : null,
  };
}
