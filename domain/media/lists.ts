import { and, arrayContains, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { hasRole } from '../accounts/index.ts';
import { Forbidden, NotFound, Unauthorized } from '../errors.ts';
import { categoryGroups, gospelCategory } from './categories.ts';
import { mediaSummarySelect, toMediaSummary, type MediaSummary } from './summary.ts';
import { fileUrl } from './urls.ts';
import { audioFileTypes } from './kinds.ts';

const { media, mediaTypes, fichiers, mediaFichiers, courseItems } = schema;

/** Also read by the podcast feeds. */
export { audioFileTypes };

/** One playable audio file of a media, in the order the player advances. */
export interface AudioTrack {
  fichierId: number;
  mediaId: number;
  titre: string;
  description: string | null;
  url: string;
  durationSeconds: number | null;
  sizeBytes: number;
  contentType: string;
  rang: number;
}

export interface ListedMedia extends MediaSummary {
  audios: AudioTrack[];
}

/** Every category a list page or its API may ask for (categories.ts); anything else is unknown. */
const listCategories: ReadonlySet<string> = new Set(categoryGroups.flatMap((g) => g.categories));

/** The public audio files of some media, by media then rank (hidden links are left out). */
export async function audioTracksOf(ctx: Ctx, mediaIds: number[]): Promise<AudioTrack[]> {
  if (mediaIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      fichierId: fichiers.id,
      mediaId: mediaFichiers.mediaId,
      nom: fichiers.nom,
      extension: fichiers.extension,
      description: fichiers.description,
      durationSeconds: fichiers.durationSeconds,
      sizeBytes: fichiers.sizeBytes,
      contentType: fichiers.contentType,
      rang: mediaFichiers.rang,
    })
    .from(mediaFichiers)
    .innerJoin(fichiers, eq(fichiers.id, mediaFichiers.fichierId))
    .where(
      and(
        inArray(mediaFichiers.mediaId, mediaIds),
        eq(mediaFichiers.visiblePublic, true),
        inArray(fichiers.fichierTypeId, [...audioFileTypes]),
      ),
    )
    .orderBy(asc(mediaFichiers.mediaId), asc(mediaFichiers.rang), asc(fichiers.id));
  return rows.map((r) => ({
    fichierId: r.fichierId,
    mediaId: r.mediaId,
    titre: r.nom,
    description: r.description,
    url: fileUrl({ id: r.fichierId, nom: r.nom, extension: r.extension }),
    durationSeconds: r.durationSeconds,
    sizeBytes: r.sizeBytes,
    contentType: r.contentType,
    rang: r.rang,
  }));
}

/** Attaches each media's audio files; media keep their order. */
async function withAudios(ctx: Ctx, items: MediaSummary[]): Promise<ListedMedia[]> {
  const tracks = await audioTracksOf(
    ctx,
    items.map((m) => m.id),
  );
  return items.map((m) => ({ ...m, audios: tracks.filter((t) => t.mediaId === m.id) }));
}

function summaries(ctx: Ctx) {
  return ctx.db
    .select(mediaSummarySelect)
    .from(media)
    .leftJoin(mediaTypes, eq(mediaTypes.id, media.mediaTypeId))
    .leftJoin(fichiers, eq(fichiers.id, media.couvertureId));
}

/**
 * The public media of one list category (exhortationsAudio, Enseignement-Dieu, livres-commentaires…),
 * newest first, with their audio files. An unknown category is NotFound.
 */
export async function listMediaByCategory(ctx: Ctx, category: string): Promise<ListedMedia[]> {
  if (!listCategories.has(category)) throw new NotFound('Liste inconnue');
  const rows = await categoryStatement(ctx, category);
  return withAudios(ctx, rows.map(toMediaSummary));
}

/** The statement that reads a list's media (its plan is tested: a member's list pages run it on every load). */
export const categoryStatement = (ctx: Ctx, category: string) =>
  summaries(ctx)
    .where(and(eq(media.publique, true), arrayContains(media.categories, [category])))
    .orderBy(desc(sql`coalesce(${media.datePublication}, ${media.dateEdition})`), desc(media.id));

/** One public media with its audio files in rank order (a daily meditation, a reading), or NotFound. */
export async function getMediaWithAudios(ctx: Ctx, id: number): Promise<ListedMedia> {
  const [row] = await summaries(ctx).where(and(eq(media.id, id), eq(media.publique, true)));
  if (!row) throw new NotFound('Média introuvable');
  const [listed] = await withAudios(ctx, [toMediaSummary(row)]);
  return listed;
}

/** Course item (spec part 2 §3). */
export interface CourseItem {
  lien: string;
  titre: string;
  contenu: string | null;
  couleurTitre: string | null;
  annee: number | null;
}

/** Course-data keys (spec part 2 §7); the formation ones are for candidates only. */
const courseDataKeys = [
  'formation-cours-audios',
  'formation-devoirs-bibliques',
  'formation-devoirs-dogmatique',
  'decouvrir-l-evangile-messages-audios',
] as const;

const publicCourseDataKeys: ReadonlySet<string> = new Set(['decouvrir-l-evangile-messages-audios']);

/**
 * The items of one course-data key, in rank order. The gospel audio messages are public and built from the media
 * of their category (one item per audio file), so the list and the section page never disagree; the formation
 * keys read course_item rows and need ROLE_CANDIDAT (401 for a visitor, 403 for another member).
 */
export async function listCourseData(ctx: Ctx, key: string, roles: readonly string[]): Promise<CourseItem[]> {
  if (!(courseDataKeys as readonly string[]).includes(key)) throw new NotFound('Liste inconnue');
  if (!publicCourseDataKeys.has(key) && !hasRole(roles, ['ROLE_CANDIDAT'])) {
    throw roles.includes('ROLE_CONNECTED') ? new Forbidden() : new Unauthorized();
  }
  if (key === 'decouvrir-l-evangile-messages-audios') {
    const items = await listMediaByCategory(ctx, gospelCategory('messages audios'));
    return items.flatMap((m) =>
      m.audios.map((a) => ({
        lien: a.url,
        titre: m.titre,
        contenu: a.description ?? m.sousTitre,
        couleurTitre: null,
        annee: m.datePublication ? Number(m.datePublication.slice(0, 4)) : null,
      })),
    );
  }
  return ctx.db
    .select({
      lien: courseItems.lien,
      titre: courseItems.titre,
      contenu: courseItems.contenu,
      couleurTitre: courseItems.couleurTitre,
      annee: courseItems.annee,
    })
    .from(courseItems)
    .where(eq(courseItems.cle, key))
    .orderBy(desc(courseItems.annee), asc(courseItems.rang), asc(courseItems.id));
}

/** The four fixed gospel pages (spec part 2 §2) and the site-page media (type 12) each one shows. */
export const gospelPages = {
  'decouvrir-l-evangile-l-esperance-chretienne': 2411,
  'decouvrir-l-evangile-au-sein-de-la-detresse': 2412,
  'decouvrir-l-evangile-a-ceux-qui-aiment-la-lumiere': 2413,
  'decouvrir-l-evangile-l-evangile-de-jean': 2414,
} as const;
export type GospelPage = keyof typeof gospelPages;

/** Some public media by id, in the order of the ids given (missing or hidden ones are left out). */
export async function mediaSummariesByIds(ctx: Ctx, ids: number[]): Promise<MediaSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaries(ctx).where(and(inArray(media.id, ids), eq(media.publique, true)));
  const byId = new Map(rows.map((r) => [r.id, toMediaSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
