import { sql } from 'drizzle-orm';
import { schema } from '../client.ts';
import { FileTypeId, MediaTypeId } from '../schema/media-kinds.ts';
import { seedFile } from './files.ts';
import type { Seeder } from './seeder.ts';

/** The home's "À LA UNE": collection 1967 and its news (type 15), ids 2001–2006, each with a cover drawn for the site. */
const COLLECTION = { id: 1967, titre: 'À la une', sousTitre: "Les actualités mises en avant sur la page d'accueil" };

const NEWS = [
  {
    id: 2001,
    cover: 'camp-ete',
    titre: "Camps d'été 2026 : les inscriptions sont ouvertes",
    sousTitre: 'Trois semaines sous la tente, au pied des Cévennes',
    datePublication: '2026-03-02',
    contenu:
      "<p>Cette année encore, la mission accueillera enfants, adolescents et familles pour trois semaines de camp, du 6 au 27 juillet. Au programme : lecture de la Bible chaque matin, randonnées, jeux, veillées autour du feu et temps de chant.</p><p>Les places sont limitées : inscrivez-vous avant le 15 mai. Une aide financière est possible pour les familles qui en ont besoin ; n'hésitez pas à nous en parler.</p>",
  },
  {
    id: 2002,
    cover: 'formation',
    titre: 'Rentrée du centre de formation biblique',
    sousTitre: 'Une nouvelle promotion de douze étudiants',
    datePublication: '2026-09-14',
    contenu:
      "<p>Douze étudiants venus de France, de Suisse, de Belgique et de Madagascar ont commencé leur année de formation. Au fil des mois, ils étudieront l'Ancien et le Nouveau Testament, l'histoire de l'Église et la prédication, et participeront à la vie de la maison d'accueil.</p><p>Merci de les porter dans vos prières tout au long de cette année.</p>",
  },
  {
    id: 2003,
    cover: 'chorale',
    titre: 'La chorale et l’orchestre en concert à Nîmes',
    sousTitre: 'Des cantiques anciens et nouveaux, entrée libre',
    datePublication: '2026-05-18',
    contenu:
      "<p>Le samedi 13 juin à 20 heures, la chorale et l'orchestre de la mission donneront un concert de cantiques au temple de la rue de l'Agau. Le programme mêle des chants de la Réforme, des cantiques du Réveil et des compositions récentes.</p><p>L'entrée est libre ; une collecte sera faite à la sortie au profit de la maison d'accueil.</p>",
  },
  {
    id: 2004,
    cover: 'maison',
    titre: "Travaux à la maison d'accueil : merci !",
    sousTitre: 'La toiture est refaite avant l’hiver',
    datePublication: '2026-10-05',
    contenu:
      "<p>Grâce à vos dons et au travail de nombreux bénévoles, la toiture de la maison d'accueil a été entièrement refaite en septembre. Les six chambres du premier étage peuvent de nouveau recevoir les personnes que nous accompagnons tout au long de l'année.</p><p>Il reste à isoler les combles : chaque don, même modeste, nous aide à achever ce chantier.</p>",
  },
  {
    id: 2005,
    cover: 'madagascar',
    titre: 'Nouvelles de Madagascar',
    sousTitre: 'Un groupe biblique devenu Église à Antsirabe',
    datePublication: '2026-07-20',
    contenu:
      "<p>Le petit groupe biblique d'Antsirabe, soutenu par la mission depuis plusieurs années, se réunit désormais chaque dimanche dans un local qu'il a pu louer. Une quarantaine de personnes y participent, et une école du dimanche a commencé pour les enfants.</p><p>Nos frères et sœurs vous saluent et vous remercient pour votre soutien fraternel.</p>",
  },
  {
    id: 2006,
    cover: 'paques',
    titre: 'Rencontre de Pâques 2026',
    sousTitre: 'Trois jours pour méditer la Parole ensemble',
    datePublication: '2026-04-06',
    contenu:
      "<p>Plus de deux cents personnes se sont retrouvées du vendredi au dimanche de Pâques pour trois jours d'enseignement, de prière et de louange. Les messages sur la résurrection sont disponibles dans la rubrique « Parole partagée ».</p><p>Un grand merci aux équipes de cuisine, d'accueil et de technique qui ont rendu ces journées possibles.</p>",
  },
] as const;

export const home: Seeder = {
  name: "actualités de la page d'accueil",
  async run({ db, files }) {
    await db
      .insert(schema.media)
      .values({ ...COLLECTION, mediaTypeId: MediaTypeId.COLLECTION })
      .onConflictDoUpdate({
        target: schema.media.id,
        set: { titre: COLLECTION.titre, sousTitre: COLLECTION.sousTitre },
      });

    // Newest first in the carousel.
    const byDate = [...NEWS].sort((a, b) => b.datePublication.localeCompare(a.datePublication));
    for (const [rank, item] of byDate.entries()) {
      const couvertureId = await seedFile(db, files, {
        key: `media/covers/news-${item.id}.svg`,
        nom: item.titre,
        data: `images/news/${item.cover}.svg`,
        fichierTypeId: FileTypeId.IMAGE,
        width: 800,
        height: 500,
      });
      const values = {
        titre: item.titre,
        sousTitre: item.sousTitre,
        contenu: item.contenu,
        datePublication: item.datePublication,
        mediaTypeId: MediaTypeId.NEWS,
        couvertureId,
      };
      await db
        .insert(schema.media)
        .values({ id: item.id, ...values })
        .onConflictDoUpdate({ target: schema.media.id, set: values });
      await db
        .insert(schema.mediaMedias)
        .values({ mediaId: COLLECTION.id, mediaChildId: item.id, rang: rank + 1 })
        .onConflictDoUpdate({
          target: [schema.mediaMedias.mediaId, schema.mediaMedias.mediaChildId],
          set: { rang: rank + 1 },
        });
    }
    // Fixed ids were inserted: move the sequence past them.
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('media', 'id'), (SELECT max(id) FROM media))`);
  },
};
