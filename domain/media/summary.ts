import { schema } from '../../db/client.ts';
import { fileUrl } from './urls.ts';

const { media, mediaTypes, fichiers } = schema;

/** The columns a card or a list needs; join media_type and the cover fichier. */
export const mediaSummarySelect = {
  id: media.id,
  titre: media.titre,
  sousTitre: media.sousTitre,
  contenu: media.contenu,
  datePublication: media.datePublication,
  publique: media.publique,
  mediaTypeId: mediaTypes.id,
  mediaTypeNom: mediaTypes.nom,
  coverId: fichiers.id,
  coverNom: fichiers.nom,
  coverExtension: fichiers.extension,
  coverThumbnailKey: fichiers.thumbnailKey,
};

type SummaryRow = {
  [K in keyof typeof mediaSummarySelect]: (typeof mediaSummarySelect)[K]['_']['data'] | null;
};

export interface MediaSummary {
  id: number;
  titre: string;
  sousTitre: string | null;
  contenu: string | null;
  datePublication: string | null;
  mediaType: { id: number; nom: string } | null;
  couverture: { sharedLink: string; thumbnail_std: { publicLink: string } } | null;
}

export function toMediaSummary(row: SummaryRow): MediaSummary {
  const cover =
    row.coverId != null && row.coverNom != null && row.coverExtension != null
      ? fileUrl({ id: row.coverId, nom: row.coverNom, extension: row.coverExtension })
      : null;
  return {
    id: row.id!,
    titre: row.titre!,
    sousTitre: row.sousTitre,
    contenu: row.contenu,
    datePublication: row.datePublication,
    mediaType: row.mediaTypeId != null ? { id: row.mediaTypeId, nom: row.mediaTypeNom! } : null,
    couverture: cover
      ? {
          sharedLink: cover,
          thumbnail_std: {
            publicLink: row.coverThumbnailKey ? `${cover}?taille=vignette` : cover,
          },
        }
      : null,
  };
}
