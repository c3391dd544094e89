import { schema } from '../../db/client.ts';
import { seedFile } from '../../db/seed/files.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import type { Ctx } from '../../domain/context.ts';

/** A small audio-like payload: the feed and list tests only need distinct bytes of a known length. */
function bytes(n: number, fill = 7): Uint8Array {
  return new Uint8Array(n).fill(fill);
}

/**
 * A little catalogue for the section tests: two audio exhortations (one with two tracks), a written one,
 * a hidden one, the two daily meditations, two Bible books with their reading media and a few daily readings.
 */
export async function seedSectionsFixture(ctx: Ctx) {
  const { db, files } = ctx;
  await mediaReference.run({ db, files, log: ctx.log, demoAccounts: false });
  const audio = (key: string, nom: string, size: number, description?: string) =>
    seedFile(db, files, { key, nom, data: bytes(size), fichierTypeId: 4, durationSeconds: 2, description });
  const a1 = await audio('t/a1.mp3', 'La foi qui sauve', 1000);
  const a2a = await audio('t/a2a.mp3', 'Première partie', 1200);
  const a2b = await audio('t/a2b.mp3', 'Deuxième partie', 1300);
  const hidden = await audio('t/hidden.mp3', 'Brouillon', 900);
  const m1 = await audio('t/m1.mp3', 'Méditation du 1er jour', 800);
  const m2 = await audio('t/m2.mp3', 'Pensée du soir', 700);
  const gen1 = await audio(
    't/gen1.mp3',
    'Genèse 1',
    500,
    'Au commencement, Dieu créa les cieux et la terre, et toute leur armée',
  );
  const gen2 = await audio('t/gen2.mp3', 'Genèse 2', 600, 'Le jardin d’Éden');
  const mat1 = await audio('t/mat1.mp3', 'Matthieu 1', 550);
  await seedFile(db, files, {
    key: 'podcasts/exhortations-audio.png',
    nom: 'Exhortations audio',
    data: bytes(64),
    fichierTypeId: 1,
  });

  await db.insert(schema.media).values([
    {
      id: 1,
      titre: 'La foi qui sauve',
      mediaTypeId: 1,
      categories: ['exhortationsAudio'],
      datePublication: '2026-03-01',
    },
    {
      id: 2,
      titre: 'Marcher par l’Esprit',
      sousTitre: 'En deux parties',
      mediaTypeId: 1,
      categories: ['exhortationsAudio'],
      datePublication: '2026-04-01',
    },
    { id: 3, titre: 'Lettre aux jeunes', mediaTypeId: 1, categories: ['exhortationsEcrite'], contenu: '<p>Texte</p>' },
    { id: 4, titre: 'Brouillon', mediaTypeId: 1, categories: ['exhortationsAudio'], publique: false },
    { id: 137, titre: 'Méditation du matin', mediaTypeId: 1, datePublication: '2026-01-01' },
    { id: 153, titre: 'Pensée du soir', mediaTypeId: 1, datePublication: '2026-01-02' },
    { id: 1449, titre: 'Genèse', mediaTypeId: 14 },
    { id: 1488, titre: 'Matthieu', mediaTypeId: 14 },
    {
      id: 20,
      titre: 'Jésus, le bon berger',
      mediaTypeId: 1,
      categories: ['decouvrir-l-evangile-messages audios'],
      datePublication: '2025-05-05',
    },
  ]);
  await db.insert(schema.mediaFichiers).values([
    { mediaId: 1, fichierId: a1, rang: 1 },
    { mediaId: 2, fichierId: a2b, rang: 2 },
    { mediaId: 2, fichierId: a2a, rang: 1 },
    { mediaId: 4, fichierId: hidden, rang: 1 },
    { mediaId: 137, fichierId: m1, rang: 1 },
    { mediaId: 153, fichierId: m2, rang: 1 },
    { mediaId: 1449, fichierId: gen1, rang: 1 },
    { mediaId: 1449, fichierId: gen2, rang: 2 },
    { mediaId: 1488, fichierId: mat1, rang: 1 },
    { mediaId: 20, fichierId: a1, rang: 1 },
  ]);
  await db.insert(schema.livreBibles).values([
    { id: 1, numLivre: 1, nom1: 'Genèse', nomSimple3: 'Gen', testament: 'AT', couleur: '#8a5a10', idMediaLivre: 1449 },
    {
      id: 40,
      numLivre: 40,
      nom1: 'Matthieu',
      nomSimple3: 'Mat',
      testament: 'NT',
      couleur: '#1d3557',
      idMediaLivre: 1488,
    },
  ]);
  await db.insert(schema.dailyReadings).values([
    { plan: 'bibleEnUnAn', jour: '01-01', titre: 'Genèse 1, Genèse 2, Matthieu 1', fichierId: gen1 },
    { plan: 'bibleEnUnAn', jour: '01-02', titre: 'Genèse 2', fichierId: gen2 },
    { plan: 'bibleEnUnAn', jour: '12-31', titre: 'Matthieu 1', fichierId: mat1 },
    { plan: 'sagesseProverbes', jour: '01-01', titre: 'Proverbes 1', fichierId: gen1 },
  ]);
  return { a1, a2a, a2b, hidden, gen1, gen2, mat1 };
}
