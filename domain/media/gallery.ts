import { and, asc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { fileUrl } from './urls.ts';
import { FileTypeId } from './kinds.ts';

const { media, mediaFichiers, fichiers } = schema;

/** One picture of a lightbox gallery (spec part 1 §7 GET /public/gallery/{id}). */
export interface GalleryPhoto {
  id: number;
  nom: string;
  description: string | null;
  sharedLink: string;
  thumbnail_std: { sharedLink: string };
  largeur: number | null;
  hauteur: number | null;
}

/** The public pictures (file type 1) of a public media, usually a photo album (type 9), in rank order. */
export async function getGallery(ctx: Ctx, id: number): Promise<GalleryPhoto[]> {
  const [owner] = await ctx.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), eq(media.publique, true)));
  if (!owner) throw new NotFound('Galerie introuvable');
  const rows = await ctx.db
    .select({
      id: fichiers.id,
      nom: fichiers.nom,
      extension: fichiers.extension,
      description: fichiers.description,
      thumbnailKey: fichiers.thumbnailKey,
      largeur: fichiers.width,
      hauteur: fichiers.height,
    })
    .from(mediaFichiers)
    .innerJoin(fichiers, eq(fichiers.id, mediaFichiers.fichierId))
    .where(
      and(
        eq(mediaFichiers.mediaId, id),
        eq(mediaFichiers.visiblePublic, true),
        eq(fichiers.fichierTypeId, FileTypeId.IMAGE),
      ),
    )
    .orderBy(asc(mediaFichiers.rang), asc(fichiers.id));
  return rows.map(({ thumbnailKey, extension, ...f }) => {
    const sharedLink = fileUrl({ ...f, extension });
    return {
      ...f,
      sharedLink,
      thumbnail_std: { sharedLink: thumbnailKey ? `${sharedLink}?taille=vignette` : sharedLink },
    };
  });
}
