import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, pgTable, smallint, text, boolean } from 'drizzle-orm/pg-core';
import { media } from './media.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * One search document per media (domain/search): what the search reads, built from the media library by the SQL
 * function search_document_refresh(media_id), which triggers on media and its links call in the same transaction
 * (migration, hand-written part). Never written by application code; `npm run admin -- search:reindex` rebuilds it.
 */
export const searchDocuments = pgTable(
  'search_document',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    publique: boolean('publique').notNull(),
    mediaTypeId: integer('media_type_id').notNull(),
    mediaTypeNom: text('media_type_nom').notNull(),
    titre: text('titre').notNull(),
    sousTitre: text('sous_titre'),
    /** Plain text of the content (HTML removed), for snippets. */
    texte: text('texte').notNull().default(''),
    auteurIds: integer('auteur_ids').array().notNull().default([]),
    /** "Prénom Nom" in rank order, as shown and as the authors' facet values. */
    auteurs: text('auteurs').array().notNull().default([]),
    livreIds: integer('livre_ids').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    revue: text('revue'),
    numRevue: integer('num_revue'),
    serie: text('serie'),
    theme: text('theme'),
    datePublication: date('date_publication'),
    annee: smallint('annee'),
    couvertureId: integer('couverture_id'),
    hasAudio: boolean('has_audio').notNull().default(false),
    /** The catalogue facets of a book or a magazine (decision 0113); null for the other media. */
    collection: text('collection'),
    anneeParution: smallint('annee_parution'),
    nombreDePages: integer('nombre_de_pages'),
    prixVenteCentimes: integer('prix_vente_centimes'),
    disponibleEnLibrairie: boolean('disponible_en_librairie'),
    niveau1: text('niveau_1'),
    niveau2: text('niveau_2'),
    niveau3: text('niveau_3'),
    disponibilite: text('disponibilite'),
    /** lower(unaccent(title, subtitle, authors)): what prefix and typo matching (pg_trgm) read. */
    norm: text('norm').notNull(),
    /** lower(unaccent(title)), for sorting by title and the title bonus of the ranking. */
    titreNorm: text('titre_norm').notNull(),
    /** Every word: title (A), subtitle, authors, magazine, series, theme, type (B), text (C). Stored out of line. */
    tsv: tsvector('tsv').notNull(),
    /** The title (A) and the short fields (B) alone, kept in the row: what the relevance ranking reads. */
    tsvHead: tsvector('tsv_head')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // A short pending list: a search scans it whole, and PGlite has no autovacuum to empty it.
    index('search_document_tsv_idx').using('gin', t.tsv).with({ gin_pending_list_limit: 64 }),
    index('search_document_type_idx').on(t.mediaTypeId),
    // With the type's index, what a search with a year and another selection intersects with the words' documents
    // (decision 0073).
    index('search_document_annee_idx').on(t.annee),
    index('search_document_categories_idx').using('gin', t.categories),
  ],
);

/**
 * One row: a number that a statement trigger on search_document raises in the transaction of every write to it. A
 * search without text is cached by the engine with the number it was computed at (decision 0072).
 */
export const searchState = pgTable('search_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
