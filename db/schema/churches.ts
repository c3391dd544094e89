import { boolean, doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The churches attached to the mission (spec part 2 §3 "Church entry", /eglises and /eglises/{slug}). The popup's
 * HTML is sanitised before it is stored (domain/churches/sanitize.ts). The magazine's church delivery uses id, nom,
 * codePostal, ville and email.
 */
export const churches = pgTable(
  'eglise',
  {
    id: serial('id').primaryKey(),
    /** The church page's address: /eglises/{slug}. */
    slug: text('slug').notNull().unique(),
    nom: text('nom').notNull(),
    adresse: text('adresse').notNull().default(''),
    codePostal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    /** ISO 3166-1 alpha-2: FR, BE, CH, LU, BG, MG, GN. */
    pays: text('pays').notNull(),
    /** The church's own website, opened in a new tab when it has no popup. */
    lien: text('lien'),
    popup: boolean('popup').notNull().default(false),
    /** Pre-authored HTML shown in the modal, sanitised when stored. */
    popupValue: text('popup_value'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Meeting times, one per line (French, as the association writes them). */
    horaires: text('horaires').notNull().default(''),
    /** Choirs, one per line. */
    chorales: text('chorales').notNull().default(''),
    /** The church's contact address (magazine delivery, visitors). */
    email: text('email'),
    telephone: text('telephone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eglise_pays_nom_idx').on(t.pays, t.nom)],
);
