import { inArray } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';
import { FileTypeId } from '../schema/media-kinds.ts';
import type { FileStore } from '../../platform/files.ts';
import { generateWav, wavDurationSeconds } from './audio.ts';
import { seedFile } from './files.ts';
import type { Seeder } from './seeder.ts';
import { simplePdf } from './media-pdf.ts';

/** The private file route's address (domain/private-files privateFileUrl). */
const privateUrl = (id: number, nom: string, extension: string) =>
  `/fichiers-prives/${id}/${encodeURIComponent(nom)}.${extension}`;

async function privateFile(
  db: Db,
  files: FileStore,
  input: { key: string; nom: string; titre: string; data: Uint8Array; fichierTypeId: number; durationSeconds?: number },
  listing: { role: string; rubrique: string; rang: number },
): Promise<number> {
  const id = await seedFile(db, files, {
    key: input.key,
    nom: input.nom,
    description: input.titre,
    data: input.data,
    fichierTypeId: input.fichierTypeId,
    durationSeconds: input.durationSeconds,
  });
  const values = { role: listing.role, rubrique: listing.rubrique, titre: input.titre, rang: listing.rang };
  await db
    .insert(schema.privateFiles)
    .values({ fichierId: id, ...values })
    .onConflictDoUpdate({ target: schema.privateFiles.fichierId, set: values });
  return id;
}

const bibliques = [
  [
    'Devoir 1 — L’Évangile selon Marc, chapitres 1 à 4',
    'Questions sur l’appel des premiers disciples et les paraboles du royaume.',
    '#1d4e89',
  ],
  [
    'Devoir 2 — Le livre des Actes, chapitres 1 à 8',
    'La naissance de l’Église à Jérusalem : relevez les discours et leur plan.',
    '#355e3b',
  ],
  [
    'Devoir 3 — L’épître aux Romains, chapitres 3 à 8',
    'La justification par la foi : définitions, versets clés et application.',
    '#6b3a1f',
  ],
  ['Devoir 4 — Le livre de Ruth', 'Lecture suivie : la fidélité de Dieu dans l’histoire d’une famille.', '#4b2c6f'],
] as const;

const dogmatiques = [
  [
    'Devoir 1 — L’inspiration de l’Écriture',
    'Étudiez 2 Timothée 3.16-17 et 2 Pierre 1.20-21 ; rédigez une synthèse d’une page.',
    '#7a2e2e',
  ],
  [
    'Devoir 2 — La Trinité',
    'Relevez dans les Évangiles les textes où le Père, le Fils et l’Esprit sont nommés ensemble.',
    '#1d4e89',
  ],
  ['Devoir 3 — Le salut par grâce', 'Comparez Éphésiens 2.8-10 et Jacques 2.14-26 : foi et œuvres.', '#355e3b'],
] as const;

const audios = [
  [2020, 'Cours audio 2020 — Introduction à l’Ancien Testament', 'Les livres de la Loi, leur plan et leur message.'],
  [2020, 'Cours audio 2020 — Les prophètes', 'Ésaïe, Jérémie et Ézéchiel dans leur temps.'],
  [2019, 'Cours audio 2019 — L’homilétique', 'Préparer une prédication fidèle au texte.'],
  [2019, 'Cours audio 2019 — La relation d’aide', 'Écouter, prier, orienter.'],
  [2018, 'Cours audio 2018 — L’histoire de l’Église', 'Des apôtres à la Réforme.'],
  [2018, 'Cours audio 2018 — Les épîtres pastorales', '1 et 2 Timothée, Tite : le ministère dans l’Église.'],
] as const;

const bands = [
  ['3-4', '3 à 4 ans'],
  ['5-6', '5 à 6 ans'],
  ['7-10', '7 à 10 ans'],
  ['autres', 'Autres ressources'],
] as const;

const lessons = ['La création', 'Noé et l’arche', 'David et Goliath'];

/**
 * The candidates' course material (course_item rows whose links are private files for ROLE_CANDIDAT) and the
 * children's teaching sheets (private files for ROLE_ENSEIGNEMENT_ENFANTS), by age band.
 */
export const trainingSeeder: Seeder = {
  name: 'cours des candidats et enseignement des enfants',
  async run({ db, files }) {
    const keys = ['formation-devoirs-bibliques', 'formation-devoirs-dogmatique', 'formation-cours-audios'];
    const items: (typeof schema.courseItems.$inferInsert)[] = [];
    const candidat = (rubrique: string, rang: number) => ({ role: 'ROLE_CANDIDAT', rubrique, rang });
    for (const [cle, list, folder] of [
      ['formation-devoirs-bibliques', bibliques, 'devoirs-bibliques'],
      ['formation-devoirs-dogmatique', dogmatiques, 'devoirs-dogmatiques'],
    ] as const) {
      for (const [i, [titre, contenu, couleur]] of list.entries()) {
        const nom = `${folder}-${i + 1}`;
        const data = simplePdf({
          titre,
          entete: 'Formation missionnaire — espace candidats',
          html: `<p>${contenu}</p>`,
        });
        const id = await privateFile(
          db,
          files,
          { key: `formation/${folder}/${nom}.pdf`, nom, titre, data, fichierTypeId: FileTypeId.DOCUMENT },
          candidat(cle, i),
        );
        items.push({ cle, titre, contenu, lien: privateUrl(id, nom, 'pdf'), couleurTitre: couleur, rang: i });
      }
    }
    for (const [i, [annee, titre, contenu]] of audios.entries()) {
      const nom = `cours-audio-${annee}-${i + 1}`;
      const data = generateWav({ seed: 7000 + i, seconds: 4, sampleRate: 4000 });
      const id = await privateFile(
        db,
        files,
        {
          key: `formation/cours-audio/${nom}.wav`,
          nom,
          titre,
          data,
          fichierTypeId: FileTypeId.AUDIO,
          durationSeconds: Math.round(wavDurationSeconds(data)),
        },
        candidat('formation-cours-audios', i),
      );
      items.push({ cle: 'formation-cours-audios', titre, contenu, lien: privateUrl(id, nom, 'wav'), annee, rang: i });
    }
    await db.delete(schema.courseItems).where(inArray(schema.courseItems.cle, keys));
    await db.insert(schema.courseItems).values(items);

    for (const [band, label] of bands) {
      for (const [i, lesson] of lessons.entries()) {
        for (const [kind, kindLabel] of [
          ['cahier', 'Cahier de l’enfant'],
          ['fiche', 'Fiche du moniteur'],
        ] as const) {
          const nom = `${kind}-${band}-${i + 1}`;
          const titre = `${kindLabel} — ${lesson}`;
          const data = simplePdf({
            titre,
            sousTitre: label,
            entete: 'Enseignement des enfants',
            html: `<p>${lesson}.</p>`,
          });
          await privateFile(
            db,
            files,
            { key: `enfants/${band}/${nom}.pdf`, nom, titre, data, fichierTypeId: FileTypeId.DOCUMENT },
            { role: 'ROLE_ENSEIGNEMENT_ENFANTS', rubrique: band, rang: i * 2 + (kind === 'cahier' ? 0 : 1) },
          );
        }
      }
    }
  },
};
