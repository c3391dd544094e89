import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages sent through the contact form (spec part 1 §3 "Contact message"), kept and mailed to the staff. The staff
 * mark one handled in the back office (who did is in the staff journal).
 */
export const contactMessages = pgTable(
  'contact_message',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    nom: text('nom').notNull(),
    adresseEmail: text('adresse_email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the staff marked it handled; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_message_created_idx').on(t.createdAt),
    // The messages still waiting, counted on the staff's dashboard (decision 0160).
    index('contact_message_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);
