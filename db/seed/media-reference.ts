import { schema } from '../client.ts';
import { downloadableFileTypes, FileTypeId, MediaTypeId } from '../schema/media-kinds.ts';
import type { Seeder } from './seeder.ts';

/** Catalogue codes 1–15 (spec part 2 §3) and the other kinds the product names. */
const MEDIA_TYPES = [
  [MediaTypeId.EXHORTATION, 'exhortation', 'Exhortation'],
  [MediaTypeId.HYMN, 'cantique', 'Cantique'],
  [MediaTypeId.TESTIMONY, 'temoignage', 'Témoignage'],
  [MediaTypeId.TALK, 'conference', 'Conférence'],
  [MediaTypeId.COURSE, 'formation', 'Cours de formation'],
  [MediaTypeId.MAGAZINE, 'revue', 'Revue'],
  [MediaTypeId.ARTICLE, 'article', 'Article de revue'],
  [MediaTypeId.CD_ALBUM, 'album-cd', 'Album CD'],
  [MediaTypeId.PHOTO_ALBUM, 'album-photo', 'Album photo'],
  [MediaTypeId.BOOK, 'ouvrage', 'Ouvrage'],
  [MediaTypeId.COLLECTION, 'collection', 'Collection'],
  [MediaTypeId.PAGE, 'page', 'Page du site'],
  [MediaTypeId.BLOG, 'blog', 'Blog'],
  [MediaTypeId.READING, 'lecture', 'Lecture'],
  [MediaTypeId.NEWS, 'actualite', 'Actualité'],
  [MediaTypeId.HYMNBOOK, 'recueil', 'Recueil'],
  [MediaTypeId.CHAPTER, 'chapitre', 'Chapitre'],
] as const;

const FICHIER_TYPES = [
  [FileTypeId.IMAGE, 'Image'],
  [FileTypeId.VIDEO, 'Vidéo'],
  [FileTypeId.AUDIO, 'Audio'],
  [FileTypeId.DOCUMENT, 'Document'],
  [FileTypeId.AUDIO_STREAM, 'Audio (flux)'],
] as const;

export const mediaReference: Seeder = {
  name: 'types de médias et de fichiers',
  async run({ db }) {
    for (const [id, code, nom] of MEDIA_TYPES) {
      await db.insert(schema.mediaTypes).values({ id, code, nom }).onConflictDoUpdate({
        target: schema.mediaTypes.id,
        set: { code, nom },
      });
    }
    for (const [id, nom] of FICHIER_TYPES) {
      const downloadable = downloadableFileTypes.includes(id);
      await db.insert(schema.fichierTypes).values({ id, nom, downloadable }).onConflictDoUpdate({
        target: schema.fichierTypes.id,
        set: { nom, downloadable },
      });
    }
  },
};
