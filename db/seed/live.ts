import { schema } from '../client.ts';
import { FileTypeId } from '../schema/media-kinds.ts';
import { generateWav, wavDurationSeconds } from './audio.ts';
import { seedFile } from './files.ts';
import { simplePdf } from './media-pdf.ts';
import type { Seeder } from './seeder.ts';

/** The information meeting's files are for its members and voters: their private address (decisions 0050, 0088). */
const fileUrl = (id: number, name: string, extension: string) => `/fichiers-prives/${id}/${name}.${extension}`;

/**
 * The live meetings' first state (announcement set, no broadcast: staff change them with `live:set`, which a
 * re-run of the seed never undoes) and the information meeting's item "ag-reunion-information" with its documents.
 */
export const liveSeeder: Seeder = {
  name: 'réunions en direct',
  async run({ db, files }) {
    await db
      .insert(schema.liveMeetings)
      .values([
        {
          reunion: 'reunion',
          annonceReuDirect:
            'La prochaine réunion sera retransmise en direct samedi à 14 h 30, depuis la grande salle d’Anduze. Le lecteur apparaîtra sur cette page quelques minutes avant le début.\nPensez à vérifier le son de votre appareil avant la réunion.',
          reuDirectYoutubeUrl: 'https://www.youtube.com/live/lePhareLive',
          reuDirectUrl: 'https://direct.mission-lephare.example/reunion.mp3',
          lastRetransmissionReunionUrl: 'https://www.youtube.com/watch?v=lePhareRe01',
        },
        {
          reunion: 'pastorale',
          annonceReuDirect:
            'La pastorale de dimanche commencera à 9 h 30. Les pasteurs et diacres qui ne peuvent pas se déplacer la suivront ici.',
          reuDirectYoutubeUrl: 'https://www.youtube.com/live/lePharePast',
          reuDirectUrl: 'https://direct.mission-lephare.example/pastorale.mp3',
          lastRetransmissionReunionUrl: 'https://www.youtube.com/watch?v=lePharePa01',
        },
      ])
      .onConflictDoNothing();

    const documents = [
      {
        key: 'reunion-information/ordre-du-jour.pdf',
        nom: 'Ordre du jour de la réunion d’information',
        slug: 'ordre-du-jour-de-la-reunion-d-information',
        html: '<p>1. Accueil et prière.</p><p>2. Nouvelles des églises de France, de Belgique et de Suisse.</p><p>3. Nouvelles de Bulgarie, de Guinée et de Madagascar.</p><p>4. Les camps de l’été et la maison d’accueil.</p><p>5. Questions diverses, puis prière de clôture.</p>',
      },
      {
        key: 'reunion-information/rapport-missionnaire.pdf',
        nom: 'Rapport missionnaire de l’année',
        slug: 'rapport-missionnaire-de-l-annee',
        html: '<p>Cette année, deux nouveaux groupes bibliques se sont formés, l’un près de Liège, l’autre à Plovdiv. Les équipes de Conakry et d’Antsirabe ont poursuivi l’alphabétisation et l’école du dimanche.</p><p>« Allez, faites de toutes les nations des disciples » (Matthieu 28.19).</p>',
      },
    ];
    const fichiersATelecharger = [];
    for (const d of documents) {
      const id = await seedFile(db, files, {
        key: d.key,
        nom: d.nom,
        data: simplePdf({ titre: d.nom, entete: 'Mission Évangélique Le Phare — réunion d’information', html: d.html }),
        fichierTypeId: FileTypeId.DOCUMENT,
      });
      fichiersATelecharger.push({ nom: d.nom, lien: fileUrl(id, d.slug, 'pdf') });
    }
    const wav = generateWav({ seed: 77, seconds: 8 });
    const audioId = await seedFile(db, files, {
      key: 'reunion-information/enregistrement.wav',
      nom: 'Enregistrement de la réunion d’information',
      data: wav,
      fichierTypeId: FileTypeId.AUDIO,
      durationSeconds: wavDurationSeconds(wav),
    });
    const item = {
      cle: 'ag-reunion-information',
      valeur: {
        fichiersATelecharger,
        lienAudio: fileUrl(audioId, 'enregistrement-de-la-reunion-d-information', 'wav'),
        lienYoutube: 'https://www.youtube.com/watch?v=lePhareAG24',
      },
      roles: ['ROLE_REUNION_MISSIONNAIRE', 'ROLE_AG_VOTE'],
    };
    await db
      .insert(schema.keyValuePublics)
      .values(item)
      .onConflictDoUpdate({ target: schema.keyValuePublics.cle, set: item });
  },
};
