import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { fichiers } from './media.ts';

/**
 * The association's own pages (history, confession of faith, the sect question, governance): their French text as
 * structured data, loaded from content/pages by the seed, and the PDFs the project draws from it
 * (stored files under pages/<slug>/).
 */
export const editorialPages = pgTable('page_editoriale', {
  slug: text('slug').primaryKey(),
  contenu: jsonb('contenu').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored file kept from the public: served by /fichiers-prives only to the holders of `role` (course material
 * for ROLE_CANDIDAT, children's teaching sheets for ROLE_ENSEIGNEMENT_ENFANTS). The public file route refuses it.
 */
export const privateFiles = pgTable('fichier_prive', {
  fichierId: integer('fichier_id')
    .primaryKey()
    .references(() => fichiers.id),
  role: text('role').notNull(),
  /** Where it is listed: the children's age band (3-4, 5-6, 7-10, autres) or the course key. */
  rubrique: text('rubrique').notNull(),
  titre: text('titre').notNull(),
  rang: integer('rang').notNull().default(0),
});
