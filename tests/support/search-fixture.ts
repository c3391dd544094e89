import { schema } from '../../db/client.ts';
import { seedFile } from '../../db/seed/files.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import type { Ctx } from '../../domain/context.ts';

/**
 * A little catalogue for the search tests: three teaching media, a book, two magazines with an article each, a hidden
 * media and a news item, with authors, Bible books and a series. The search documents follow by themselves (triggers).
 */
export async function seedSearchFixture(ctx: Ctx) {
  const { db, files } = ctx;
  await mediaReference.run({ db, files, log: ctx.log, demoAccounts: false });
  await db.insert(schema.livreBibles).values([
    { id: 1, numLivre: 1, nom1: 'Genèse', nomSimple3: 'Gen', testament: 'AT', couleur: '#aa0000' },
    { id: 43, numLivre: 43, nom1: 'Jean', nomSimple3: 'Jea', testament: 'NT', couleur: '#0000aa' },
  ]);
  const [rocher, lambert, fabre] = await db
    .insert(schema.auteurs)
    .values([
      { prenom: 'Daniel', nom: 'Rocher' },
      { prenom: 'Pierre', nom: 'Lambert' },
      { prenom: 'Jean-Baptiste', nom: 'Fabre' },
    ])
    .returning({ id: schema.auteurs.id });
  const [serie] = await db.insert(schema.series).values({ nom: 'Les épîtres' }).returning({ id: schema.series.id });
  const long =
    'Dans les jours difficiles, nous regardons en avant. Le croyant vit de promesses : il attend, il persévère, il ' +
    'garde courage, car son espérance ne repose pas sur ce qu’il voit mais sur la fidélité de Dieu, qui ne ment pas. ' +
    'Cette espérance est une ancre de l’âme, sûre et solide.';
  await db.insert(schema.media).values([
    {
      id: 10,
      titre: 'L’espérance chrétienne',
      sousTitre: 'Une ancre pour l’âme',
      mediaTypeId: 1,
      contenu: '<p>Un message sur la foi.</p>',
      datePublication: '2024-05-01',
      serieId: serie.id,
    },
    {
      id: 11,
      titre: 'Commentaire de l’évangile de Jean',
      mediaTypeId: 10,
      contenu: '<p>Verset après verset.</p>',
      datePublication: '2023-02-01',
    },
    { id: 12, titre: 'La grâce suffisante', mediaTypeId: 4, contenu: `<p>${long}</p>`, datePublication: '2023-09-01' },
    { id: 13, titre: 'Le Phare n° 13', mediaTypeId: 6, datePublication: '2021-03-01' },
    { id: 14, titre: 'Le Phare n° 14', mediaTypeId: 6, datePublication: '2021-06-01' },
    {
      id: 15,
      titre: 'Abraham, le père des croyants',
      mediaTypeId: 7,
      theme: 'Étude Biblique',
      contenu: '<p>Ouvrons nos Bibles.</p>',
      datePublication: '2021-03-01',
    },
    {
      id: 16,
      titre: 'Sorti de la nuit',
      mediaTypeId: 7,
      theme: 'Témoignage',
      contenu: '<p>Je n’aurais jamais pensé écrire ces lignes.</p>',
      datePublication: '2021-06-01',
    },
    { id: 17, titre: 'Espérance cachée', mediaTypeId: 1, publique: false },
    { id: 18, titre: 'Espérance en nouvelles', mediaTypeId: 15, datePublication: '2024-01-01' },
  ]);
  await db.insert(schema.mediaMedias).values([
    { mediaId: 13, mediaChildId: 15, rang: 0 },
    { mediaId: 14, mediaChildId: 16, rang: 0 },
  ]);
  await db.insert(schema.mediaAuteurs).values([
    { mediaId: 10, auteurId: rocher.id },
    { mediaId: 11, auteurId: lambert.id },
    { mediaId: 12, auteurId: rocher.id },
    { mediaId: 15, auteurId: lambert.id },
    { mediaId: 16, auteurId: fabre.id },
  ]);
  await db.insert(schema.mediaLivreBibles).values([
    { mediaId: 10, livreBibleId: 43, ref: 'Jean 11' },
    { mediaId: 11, livreBibleId: 43 },
    { mediaId: 15, livreBibleId: 1, ref: 'Genèse 12' },
  ]);
  const audio = await seedFile(db, files, {
    key: 't/esperance.mp3',
    nom: 'L’espérance chrétienne',
    data: new Uint8Array(900).fill(7),
    fichierTypeId: 4,
    durationSeconds: 3,
  });
  await db.insert(schema.mediaFichiers).values({ mediaId: 10, fichierId: audio, rang: 0 });
  return { audio, rocher: rocher.id, lambert: lambert.id, fabre: fabre.id, serie: serie.id };
}
