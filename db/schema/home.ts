import { index, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A card's words in one interface language. */
export interface HomeCardText {
  titre: string;
  sousTitre: string;
  texte: string;
}

/**
 * The home page's cards (spec part 1 §9: two blocks of three), edited by the staff at /admin/accueil. The words are
 * kept per interface language, French always; another language without its words shows the French ones.
 */
export const homeCards = pgTable(
  'home_card',
  {
    id: serial('id').primaryKey(),
    /** 1 or 2: the block the card sits in. */
    bloc: smallint('bloc').notNull(),
    /** Its place in the block, smallest first. */
    rang: smallint('rang').notNull(),
    /** A page of the site (/eglises) or another site (https://…). */
    lien: text('lien').notNull(),
    /** A name of the site's icon set. */
    icone: text('icone').notNull(),
    /** The picture on top: a file of the site (/images/…) or an https address. */
    image: text('image').notNull(),
    textes: jsonb('textes').$type<Record<string, HomeCardText>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_card_bloc_rang_idx').on(t.bloc, t.rang, t.id)],
);
