import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';
import { FileTypeId, MediaTypeId } from '../schema/media-kinds.ts';
import type { FileStore } from '../../platform/files.ts';
import { generateWav, wavDurationSeconds } from './audio.ts';
import { contentDir, seedFile } from './files.ts';
import type { Seeder } from './seeder.ts';
import {
  bibleInAYear,
  bookTracks,
  describeChapters,
  proverbsPlan,
  speakLordPlan,
  trackLabel,
  type Chapter,
  type PlannedReading,
} from './readings-plan.ts';

/** The demo tracks' length. */
/** Short tracks at a low sample rate: the 300 or so demo tracks weigh about 3 MB. */
const trackAudio = (seed: number, seconds = 1.5) => generateWav({ seed, seconds, sampleRate: 4000 });

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(path.join(contentDir, 'readings', file), 'utf8')) as T;

interface MediaSeed {
  id: number;
  titre: string;
  sousTitre?: string;
  contenu?: string;
  mediaTypeId: number;
  datePublication?: string;
  categories?: string[];
}

async function upsertMedia(db: Db, m: MediaSeed) {
  const values = {
    titre: m.titre,
    sousTitre: m.sousTitre ?? null,
    contenu: m.contenu ?? null,
    mediaTypeId: m.mediaTypeId,
    datePublication: m.datePublication ?? null,
    categories: m.categories ?? [],
  };
  await db
    .insert(schema.media)
    .values({ id: m.id, ...values })
    .onConflictDoUpdate({ target: schema.media.id, set: values });
}

/** Stores one audio track and links it to its media at `rang`. Returns the fichier id. */
async function addTrack(
  db: Db,
  files: FileStore,
  t: { key: string; mediaId: number; rang: number; nom: string; description?: string; seed: number; seconds?: number },
) {
  const data = trackAudio(t.seed, t.seconds);
  const fichierId = await seedFile(db, files, {
    key: t.key,
    nom: t.nom,
    data,
    fichierTypeId: FileTypeId.AUDIO,
    description: t.description,
    durationSeconds: Math.round(wavDurationSeconds(data)),
  });
  await db
    .insert(schema.mediaFichiers)
    .values({ mediaId: t.mediaId, fichierId, rang: t.rang })
    .onConflictDoUpdate({
      target: [schema.mediaFichiers.mediaId, schema.mediaFichiers.fichierId],
      set: { rang: t.rang },
    });
  return fichierId;
}

/** « de Ruth », « d’Ésaïe »: a book's name after « du livre ». */
export function ofBook(name: string): string {
  return /^[aeiouyéèêh]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** The 66 reading media of the Bible-in-a-year podcast (ids from livre_bible.id_media_livre) and their chapter tracks. */
async function seedBookReadings(db: Db, files: FileStore, chapterCounts: number[]) {
  const books = await db.select().from(schema.livreBibles).orderBy(asc(schema.livreBibles.numLivre));
  const trackOf = new Map<string, number>();
  for (const book of books) {
    if (book.idMediaLivre == null) continue;
    await upsertMedia(db, {
      id: book.idMediaLivre,
      titre: book.nom1,
      sousTitre: 'La Bible en un an',
      contenu: `<p>Lecture intégrale du livre ${ofBook(book.nom1)} dans la version Louis Segond 1910.</p>`,
      mediaTypeId: MediaTypeId.READING,
    });
    for (const [i, t] of bookTracks(book.numLivre, chapterCounts[book.numLivre - 1]).entries()) {
      const label = trackLabel(book.nom1, t);
      const id = await addTrack(db, files, {
        key: `lectures/bible/${String(book.numLivre).padStart(2, '0')}-${t.first}.wav`,
        mediaId: book.idMediaLivre,
        rang: i + 1,
        nom: label,
        description:
          t.first === t.last
            ? `${book.nom1}, chapitre ${t.first} : lecture intégrale (Louis Segond 1910)`
            : `${book.nom1}, chapitres ${t.first} à ${t.last} : lecture intégrale (Louis Segond 1910)`,
        seed: book.numLivre * 1000 + t.first,
      });
      for (let c = t.first; c <= t.last; c++) trackOf.set(`${book.numLivre}:${c}`, id);
    }
  }
  return { names: new Map(books.map((b) => [b.numLivre, b.nom1])), trackOf };
}

/** One row per day and plan; the day's audio is the track of its first chapter. */
async function seedDailyReadings(
  db: Db,
  plans: Record<'bibleEnUnAn' | 'parleTonServiteurEcoute' | 'sagesseProverbes', PlannedReading[]>,
  names: Map<number, string>,
  trackOf: Map<string, number>,
) {
  const name = (n: number) => names.get(n) ?? String(n);
  const first = (chapters: Chapter[]) => trackOf.get(`${chapters[0].numLivre}:${chapters[0].chapter}`) ?? null;
  for (const [plan, days] of Object.entries(plans) as [keyof typeof plans, PlannedReading[]][]) {
    const rows = days.map((d) => ({
      plan,
      jour: d.jour,
      titre: describeChapters(d.chapters, name),
      fichierId: first(d.chapters),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insert(schema.dailyReadings)
        .values(rows.slice(i, i + 200))
        .onConflictDoUpdate({
          target: [schema.dailyReadings.plan, schema.dailyReadings.jour],
          set: { titre: sql`excluded.titre`, fichierId: sql`excluded.fichier_id` },
        });
    }
  }
}

interface MeditationsFile {
  meditations: (MediaSeed & { episodes: { nom: string; description: string }[] })[];
}
interface PromotedFile {
  lectures: (MediaSeed & { page: string; chapitres: { nom: string; description: string }[] })[];
}

/** The two daily meditations (137, 153) and the six promoted readings (2401–2406), each with its tracks. */
async function seedMediaWithTracks(db: Db, files: FileStore) {
  const { meditations } = await readJson<MeditationsFile>('meditations.json');
  for (const m of meditations) {
    await upsertMedia(db, { ...m, mediaTypeId: MediaTypeId.EXHORTATION });
    for (const [i, e] of m.episodes.entries()) {
      await addTrack(db, files, {
        key: `meditations/${m.id}-${i + 1}.wav`,
        mediaId: m.id,
        rang: i + 1,
        nom: e.nom,
        description: e.description,
        seed: m.id * 100 + i,
        seconds: 3,
      });
    }
  }
  const { lectures } = await readJson<PromotedFile>('promoted.json');
  for (const l of lectures) {
    await upsertMedia(db, { ...l, mediaTypeId: MediaTypeId.READING });
    for (const [i, c] of l.chapitres.entries()) {
      await addTrack(db, files, {
        key: `lectures/${l.page}-${i + 1}.wav`,
        mediaId: l.id,
        rang: i + 1,
        nom: c.nom,
        description: c.description,
        seed: l.id * 100 + i,
      });
    }
  }
}

/** The square covers of the podcast feeds (PNG, as podcast directories ask). */
async function seedFeedCovers(db: Db, files: FileStore) {
  for (const [section, nom] of [
    ['meditation-quotidienne', 'Méditation quotidienne'],
    ['exhortations-audio', 'Exhortations audio'],
    ['bible-en-un-an', 'La Bible en un an'],
  ]) {
    await seedFile(db, files, {
      key: `podcasts/${section}.png`,
      nom,
      data: `readings/podcasts/${section}.png`,
      fichierTypeId: FileTypeId.IMAGE,
    });
  }
}

export const readings: Seeder = {
  name: 'lectures, méditations quotidiennes et plans de lecture',
  async run({ db, files }) {
    const { chapitres } = await readJson<{ chapitres: number[] }>('chapitres.json');
    await seedMediaWithTracks(db, files);
    const { names, trackOf } = await seedBookReadings(db, files, chapitres);
    await seedDailyReadings(
      db,
      {
        bibleEnUnAn: bibleInAYear(chapitres),
        parleTonServiteurEcoute: speakLordPlan(chapitres),
        sagesseProverbes: proverbsPlan(),
      },
      names,
      trackOf,
    );
    await seedFeedCovers(db, files);
    // Media were inserted with their fixed ids: move the sequence past them.
    await db.execute(sql`select setval(pg_get_serial_sequence('media', 'id'), (select max(id) from media))`);
  },
};
