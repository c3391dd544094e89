import { schema } from '../client.ts';
import type { Seeder } from './index.ts';

/** Catalogue codes 1–15 (spec part 2 §3) and the other kinds the product names. */
export const MEDIA_TYPES = [
  [1, 'exhortation', 'Exhortation'],
  [2, 'cantique', 'Cantique'],
  [3, 'temoignage', 'Témoignage'],
  [4, 'conference', 'Conférence'],
  [5, 'formation', 'Cours de formation'],
  [6, 'revue', 'Revue'],
  [7, 'article', 'Article de revue'],
  [8, 'album-cd', 'Album CD'],
  [9, 'album-photo', 'Album photo'],
  [10, 'ouvrage', 'Ouvrage'],
  [11, 'collection', 'Collection'],
  [12, 'page', 'Page du site'],
  [13, 'blog', 'Blog'],
  [14, 'lecture', 'Lecture'],
  [15, 'actualite', 'Actualité'],
  [16, 'recueil', 'Recueil'],
  [17, 'chapitre', 'Chapitre'],
] as const;

export const FICHIER_TYPES = [
  [1, 'Image', false],
  [2, 'Vidéo', false],
  [4, 'Audio', true],
  [5, 'Document', true],
  [6, 'Audio (flux)', false],
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
    for (const [id, nom, downloadable] of FICHIER_TYPES) {
      await db.insert(schema.fichierTypes).values({ id, nom, downloadable }).onConflictDoUpdate({
        target: schema.fichierTypes.id,
        set: { nom, downloadable },
      });
    }
  },
};
