import { customType, date, index, integer, pgTable, smallint, text, boolean } from 'drizzle-orm/pg-core';
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
    /** lower(unaccent(title, subtitle, authors)): what prefix and typo matching (pg_trgm) read. */
    norm: text('norm').notNull(),
    /** lower(unaccent(title)), for sorting by title and the title bonus of the ranking. */
    titreNorm: text('titre_norm').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    index('search_document_tsv_idx').using('gin', t.tsv),
    index('search_document_type_idx').on(t.mediaTypeId),
    index('search_document_categories_idx').using('gin', t.categories),
  ],
);
