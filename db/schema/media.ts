import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { searchText } from './search-text.ts';

/**
 * The media library (spec part 2 §3). Ids are integers because the site links to fixed ids
 * (137, 153, 1449–1515, 1967, 1983, 1984); the seed inserts them explicitly and moves the sequence on.
 */

/** Catalogue codes 1–15 and the other kinds the product names (16 cantique, 17 album CD, 18 recueil…). */
export const mediaTypes = pgTable('media_type', {
  id: integer('id').primaryKey(),
  nom: text('nom').notNull(),
  code: text('code').notNull().unique(),
});

export const revueNames = pgTable('revue_nom', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

export const series = pgTable('serie', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

export const origines = pgTable('origine', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

export const arrangements = pgTable('arrangement', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

/** Who set a hymn's harmony (spec part 2 §2 "harmonisations"). */
export const harmonisations = pgTable('harmonisation', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

export const typeCantiques = pgTable('type_cantique', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull().unique(),
});

/** 2 video, 4 and 6 audio, 5 document (spec part 2 §3 "File type ids"). */
export const fichierTypes = pgTable('fichier_type', {
  id: integer('id').primaryKey(),
  nom: text('nom').notNull(),
  downloadable: boolean('downloadable').notNull().default(false),
});

/** A stored file: its bytes live in the file store under storageKey. */
export const fichiers = pgTable('fichier', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull(),
  extension: text('extension').notNull(),
  description: text('description'),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  fichierTypeId: integer('fichier_type_id')
    .notNull()
    .references(() => fichierTypes.id),
  durationSeconds: integer('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  /** A smaller picture of an image file, for lists (thumbnail_std). */
  thumbnailKey: text('thumbnail_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the staff's search on a media reads: its title and subtitle (decision 0161). */
export const mediaSearchText = (t: { titre: SQLWrapper; sousTitre: SQLWrapper }) =>
  searchText(t.titre, sql`coalesce(${t.sousTitre}, '')`);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    titre: text('titre').notNull(),
    sousTitre: text('sous_titre'),
    /** Sanitised HTML. */
    contenu: text('contenu'),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    nbrPages: integer('nbr_pages'),
    isbn: text('isbn'),
    dateEdition: date('date_edition'),
    /** Price in cents. */
    prixCentimes: integer('prix_centimes'),
    lienLjc: text('lien_ljc'),
    revueNomId: integer('revue_nom_id').references(() => revueNames.id),
    numRevue: integer('num_revue'),
    serieId: integer('serie_id').references(() => series.id),
    datePublication: date('date_publication'),
    dateEvenement: date('date_evenement'),
    couvertureId: integer('couverture_id').references(() => fichiers.id),
    origineId: integer('origine_id').references(() => origines.id),
    typeObjet: text('type_objet'),
    /** Sub-classification used by the list pages (toutLesLivres, exhortationsAudio, Enseignement-Dieu…). */
    categories: text('categories').array().notNull().default([]),
    /** Theme of a magazine article (Exhortation, Histoire, Témoignage…). */
    theme: text('theme'),
    /** A book's or a magazine's place in the bookshop's catalogue, from the widest shelf to the narrowest. */
    niveau1: text('niveau_1'),
    niveau2: text('niveau_2'),
    niveau3: text('niveau_3'),
    /** disponible, epuise or a_paraitre (media-kinds.ts: mediaAvailabilities). */
    disponibilite: text('disponibilite').$type<'disponible' | 'epuise' | 'a_paraitre'>(),
    publique: boolean('publique').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_type_idx').on(t.mediaTypeId),
    // Whether a file is a public media's cover, asked for every cover and thumbnail served (domain/media/files.ts).
    index('media_couverture_idx').on(t.couvertureId),
    // A list's media: `categories @> array[…]`, the form this index serves (decision 0158).
    index('media_categories_idx').using('gin', t.categories),
    index('media_date_publication_idx').on(t.datePublication),
    // The staff's list (domain/admin/media.ts): its default order (last changed first), the order by title, and the
    // search inside titles and subtitles (one lowered text, LIKE '%…%' read through trigrams: domain/admin/media.ts).
    index('media_updated_at_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('media_titre_idx').on(t.titre, t.id),
    index('media_texte_trgm_idx').using('gin', sql`(${mediaSearchText(t)}) gin_trgm_ops`),
  ],
);

export const mediaArrangements = pgTable(
  'media_arrangement',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.arrangementId] })],
);

export const mediaHarmonisations = pgTable(
  'media_harmonisation',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    harmonisationId: integer('harmonisation_id')
      .notNull()
      .references(() => harmonisations.id),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.harmonisationId] })],
);

export const mediaTypeCantiques = pgTable(
  'media_type_cantique',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    typeCantiqueId: integer('type_cantique_id')
      .notNull()
      .references(() => typeCantiques.id),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.typeCantiqueId] })],
);

export const auteurs = pgTable('auteur', {
  id: serial('id').primaryKey(),
  prenom: text('prenom'),
  nom: text('nom').notNull(),
  pays: text('pays'),
  annees: text('annees'),
  origine: text('origine'),
});

export const mediaAuteurs = pgTable(
  'media_auteur',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    auteurId: integer('auteur_id')
      .notNull()
      .references(() => auteurs.id),
    rang: smallint('rang').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.auteurId] }), index('media_auteur_auteur_idx').on(t.auteurId)],
);

export const mediaFichiers = pgTable(
  'media_fichier',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    fichierId: integer('fichier_id')
      .notNull()
      .references(() => fichiers.id),
    rang: smallint('rang').notNull().default(0),
    classement: text('classement'),
    couverture: boolean('couverture').notNull().default(false),
    visiblePublic: boolean('visible_public').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.fichierId] }), index('media_fichier_fichier_idx').on(t.fichierId)],
);

/** The 66 books; idMediaLivre is the reading media of the Bible-in-a-year podcast (1449–1515). */
export const livreBibles = pgTable('livre_bible', {
  id: integer('id').primaryKey(),
  numLivre: smallint('num_livre').notNull().unique(),
  nom1: text('nom1').notNull(),
  nomSimple3: text('nom_simple3').notNull(),
  testament: text('testament', { enum: ['AT', 'NT'] }).notNull(),
  couleur: text('couleur').notNull(),
  idMediaLivre: integer('id_media_livre'),
});

export const mediaLivreBibles = pgTable(
  'media_livre_bible',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    livreBibleId: integer('livre_bible_id')
      .notNull()
      .references(() => livreBibles.id),
    ref: text('ref'),
  },
  (t) => [index('media_livre_bible_media_idx').on(t.mediaId), index('media_livre_bible_livre_idx').on(t.livreBibleId)],
);

/** Parent/child links: a collection and its items, a book and its chapters, a news carousel and its news. */
export const mediaMedias = pgTable(
  'media_media',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    mediaChildId: integer('media_child_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    rang: smallint('rang').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.mediaChildId] }),
    index('media_media_child_idx').on(t.mediaChildId),
    index('media_media_parent_rang_idx').on(t.mediaId, t.rang),
  ],
);

export const videoYoutubes = pgTable('video_youtube', {
  id: serial('id').primaryKey(),
  idYoutube: text('id_youtube').notNull().unique(),
  titre: text('titre'),
});

export const mediaVideoYoutubes = pgTable(
  'media_video_youtube',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    videoYoutubeId: integer('video_youtube_id')
      .notNull()
      .references(() => videoYoutubes.id),
    rang: smallint('rang').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.videoYoutubeId] })],
);

export const notes = pgTable(
  'note',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    numNote: smallint('num_note').notNull(),
    contenu: text('contenu').notNull(),
  },
  (t) => [uniqueIndex('note_media_num_idx').on(t.mediaId, t.numNote)],
);

/** Daily readings of the three reading plans (bibleEnUnAn, parleTonServiteurEcoute, sagesseProverbes). */
export const dailyReadings = pgTable(
  'daily_reading',
  {
    id: serial('id').primaryKey(),
    plan: text('plan', { enum: ['bibleEnUnAn', 'parleTonServiteurEcoute', 'sagesseProverbes'] }).notNull(),
    /** Day of the year as MM-DD: a plan repeats every year. */
    jour: text('jour').notNull(),
    titre: text('titre').notNull(),
    fichierId: integer('fichier_id').references(() => fichiers.id),
  },
  (t) => [uniqueIndex('daily_reading_plan_jour_idx').on(t.plan, t.jour)],
);

/** Lists by course-data key (formation-cours-audios, formation-devoirs-bibliques…). */
export const courseItems = pgTable(
  'course_item',
  {
    id: serial('id').primaryKey(),
    cle: text('cle').notNull(),
    titre: text('titre').notNull(),
    contenu: text('contenu'),
    lien: text('lien').notNull(),
    couleurTitre: text('couleur_titre'),
    annee: smallint('annee'),
    rang: smallint('rang').notNull().default(0),
  },
  (t) => [index('course_item_cle_idx').on(t.cle, t.rang)],
);

/**
 * Key-value items (ag-reunion-information…): valeur is JSON, answered as a JSON string (spec part 2 §3). An item
 * with roles is answered only to a caller holding one of them (ROLE_ADMIN passes); without roles, to anyone.
 */
export const keyValuePublics = pgTable('key_value_public', {
  cle: text('cle').primaryKey(),
  valeur: jsonb('valeur').notNull(),
  roles: text('roles').array().notNull().default([]),
});
