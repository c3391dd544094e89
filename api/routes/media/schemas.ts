import { z } from 'zod';

/** The answers of the media calls, as the domain's types give them (domain/media). */
const link = z.object({ sharedLink: z.string() });

export const mediaSummarySchema = z.object({
  id: z.number(),
  titre: z.string(),
  sousTitre: z.string().nullable(),
  contenu: z.string().nullable(),
  datePublication: z.string().nullable(),
  mediaType: z.object({ id: z.number(), nom: z.string() }).nullable(),
  couverture: link.extend({ thumbnail_std: z.object({ publicLink: z.string() }) }).nullable(),
});

export const listedMediaSchema = mediaSummarySchema.extend({
  audios: z.array(z.looseObject({ fichierId: z.number(), url: z.string() })),
});

export const galleryPhotoSchema = z.object({
  id: z.number(),
  nom: z.string(),
  description: z.string().nullable(),
  sharedLink: z.string(),
  thumbnail_std: link,
  largeur: z.number().nullable(),
  hauteur: z.number().nullable(),
});

export const courseItemSchema = z.object({
  lien: z.string(),
  titre: z.string(),
  contenu: z.string().nullable(),
  couleurTitre: z.string().nullable(),
  annee: z.number().nullable(),
});

export const positionSchema = z.object({ fichierId: z.number(), position: z.number(), updatedAt: z.string() });

export const dailyReadingSchema = z.object({
  date: z.string(),
  titre: z.string().nullable(),
  lien: z.string().nullable(),
});

const bibleBook = z.object({
  id: z.number(),
  numLivre: z.number(),
  nom: z.string(),
  testament: z.enum(['AT', 'NT']),
  couleur: z.string(),
  idMediaLivre: z.number().nullable(),
});
export const bibleBooksSchema = z.object({ ancien: z.array(bibleBook), nouveau: z.array(bibleBook) });

export const mediaFullSchema = z.object({
  media: z.looseObject({ id: z.number(), titre: z.string() }),
  auteurs: z.array(z.object({ auteur: z.looseObject({ id: z.number(), nom: z.string() }) })),
  fichiers: z.array(
    z.looseObject({ rang: z.number(), fichier: z.looseObject({ id: z.number(), sharedLink: z.string() }) }),
  ),
  livreBibles: z.array(z.looseObject({ id: z.number(), ref: z.string().nullable() })),
  mediaMedias: z.array(z.looseObject({ rang: z.number() })),
});
