import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { fileRolesSql } from '../private-files/index.ts';
import { timedCache } from '../timed-cache.ts';

const { fichiers, fichierTypes, mediaFichiers, media, dailyReadings } = schema;

/** What the file route needs to answer for one stored file. */
export interface ServableFile {
  id: number;
  nom: string;
  extension: string;
  storageKey: string;
  contentType: string;
  /** The file type allows a download (4 audio, 5 document). */
  downloadable: boolean;
}

/**
 * A file the public may fetch, or NotFound. A file is public when a public media shows it (a visible link or its
 * cover) or a daily reading plays it; a file no media refers to belongs to the site's own pages and is public too.
 * A file whose only links are hidden ones (private course material, a media not published) is refused as unknown,
 * so its existence is not revealed; so is a private file (fichier_prive, or named by a role-restricted item: served
 * by /fichiers-prives to its roles).
 */
export function getPublicFile(ctx: Ctx, id: number, variant?: 'vignette'): Promise<ServableFile> {
  return cache.get(ctx, `${id}:${variant ?? ''}`, () => loadPublicFile(ctx, id, variant));
}

const cache = timedCache<string, ServableFile>();

/**
 * Any stored file of the library, published or not (a draft's cover, a hidden file), or NotFound; never a private
 * file, which keeps its own route. For the staff only (`draftFileForStaff` of domain/admin checks who asks); not cached,
 * so a file just uploaded is found at once.
 */
export function getDraftFile(ctx: Ctx, id: number, variant?: 'vignette'): Promise<ServableFile> {
  return servable(fileStatement(ctx.db, id, sql`cardinality(${fileRolesSql(fichiers.id)}) = 0`), variant);
}

// A private file (course material, children's sheets, a file a role-restricted item names) is never public, whatever
// links it has.
const publiclyVisible = sql<boolean>`cardinality(${fileRolesSql(fichiers.id)}) = 0 and (
    exists (select 1 from ${mediaFichiers} mf join ${media} m on m.id = mf.media_id
            where mf.fichier_id = ${fichiers.id} and mf.visible_public and m.publique)
    or exists (select 1 from ${media} m where m.couverture_id = ${fichiers.id} and m.publique)
    or exists (select 1 from ${dailyReadings} d where d.fichier_id = ${fichiers.id})
    or not (exists (select 1 from ${mediaFichiers} mf where mf.fichier_id = ${fichiers.id})
            or exists (select 1 from ${media} m where m.couverture_id = ${fichiers.id}))
  )`;

function loadPublicFile(ctx: Ctx, id: number, variant?: 'vignette'): Promise<ServableFile> {
  return servable(publicFileStatement(ctx.db, id), variant);
}

/** The statement that finds a public file (its plan is tested: every cover served runs it). */
export const publicFileStatement = (db: Db, id: number) => fileStatement(db, id, publiclyVisible);

const fileStatement = (db: Db, id: number, visible: SQL) =>
  db
    .select({
      id: fichiers.id,
      nom: fichiers.nom,
      extension: fichiers.extension,
      storageKey: fichiers.storageKey,
      thumbnailKey: fichiers.thumbnailKey,
      contentType: fichiers.contentType,
      downloadable: fichierTypes.downloadable,
      visible: sql<boolean>`${visible}`,
    })
    .from(fichiers)
    .innerJoin(fichierTypes, eq(fichierTypes.id, fichiers.fichierTypeId))
    .where(and(eq(fichiers.id, id)));

async function servable(
  statement: ReturnType<typeof fileStatement>,
  variant: 'vignette' | undefined,
): Promise<ServableFile> {
  const [row] = await statement;
  if (!row || !row.visible) throw new NotFound('Fichier introuvable');
  const thumbnail = variant === 'vignette' && row.thumbnailKey;
  return {
    id: row.id,
    nom: row.nom,
    extension: row.extension,
    storageKey: thumbnail ? row.thumbnailKey! : row.storageKey,
    contentType: row.contentType,
    downloadable: row.downloadable,
  };
}
