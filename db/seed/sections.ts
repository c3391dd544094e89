import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { schema } from '../client.ts';
import { FileTypeId, MediaTypeId } from '../schema/media-kinds.ts';
import { generateWav, wavDurationSeconds } from './audio.ts';
import { contentDir, seedFile } from './files.ts';
import type { Seeder } from './seeder.ts';

interface GospelFile {
  pages: {
    page: string;
    id: number;
    titre: string;
    sousTitre: string;
    contenu: string;
    audio: { nom: string; description: string };
  }[];
}

/** The four fixed "Découvrir l'Évangile" pages: a site-page media each, with its audio message. */
export const sections: Seeder = {
  name: "pages « Découvrir l'Évangile »",
  async run({ db, files }) {
    const { pages } = JSON.parse(
      await readFile(path.join(contentDir, 'sections', 'evangile.json'), 'utf8'),
    ) as GospelFile;
    for (const p of pages) {
      const values = { titre: p.titre, sousTitre: p.sousTitre, contenu: p.contenu, mediaTypeId: MediaTypeId.PAGE };
      await db
        .insert(schema.media)
        .values({ id: p.id, ...values })
        .onConflictDoUpdate({ target: schema.media.id, set: values });
      const data = generateWav({ seed: p.id, seconds: 4, sampleRate: 4000 });
      const fichierId = await seedFile(db, files, {
        key: `pages/${p.page}.wav`,
        nom: p.audio.nom,
        description: p.audio.description,
        data,
        fichierTypeId: FileTypeId.AUDIO,
        durationSeconds: Math.round(wavDurationSeconds(data)),
      });
      await db.insert(schema.mediaFichiers).values({ mediaId: p.id, fichierId, rang: 1 }).onConflictDoNothing();
    }
  },
};
