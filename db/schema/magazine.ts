import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { churches } from './churches.ts';
import { payments } from './payments.ts';
import { searchText } from './search-text.ts';

/** What the staff's search on a subscriber reads: their names, e-mail and town (decision 0161). */
export const subscriberSearchText = (t: {
  nom: SQLWrapper;
  prenom: SQLWrapper;
  email: SQLWrapper;
  ville: SQLWrapper;
}) => searchText(t.nom, t.prenom, t.email, t.ville);

/**
 * The printed magazine (spec part 3 §3 "Subscriber record"): one subscriber per member, with the delivery address or
 * church and the remaining issue credit. Paid subscriptions add to the credit; each shipment takes one issue off.
 */
export const subscribers = pgTable(
  'abonne',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    lieuNaissance: text('lieu_naissance'),
    adressePostale: text('adresse_postale').notNull(),
    ville: text('ville').notNull(),
    pays: text('pays').notNull(),
    codePostal: text('code_postal').notNull(),
    tel: text('tel').notNull(),
    email: text('email').notNull(),
    /** Delivery church; null when delivered at home. */
    egliseId: integer('eglise_id').references(() => churches.id),
    livraisonDomicile: boolean('livraison_domicile').notNull().default(false),
    /** Remaining issue credit. */
    nombreRevues: integer('nombre_revues').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff's search (decision 0161).
  (t) => [index('abonne_search_trgm_idx').using('gin', sql`${subscriberSearchText(t)} gin_trgm_ops`)],
);

/**
 * One subscription as posted by the wizard (spec part 3 §3 "Subscription draft"), its amounts computed on the server
 * from the formula and the delivery choice. `creditedAt` is set once, when its issues are added to the credit.
 */
export const subscriptions = pgTable(
  'abonnement',
  {
    id: serial('id').primaryKey(),
    /** Null once the member is erased: a paid subscription is an invoice, kept detached (decision 0086). */
    userId: integer('user_id').references(() => users.id),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull(),
    tel: text('tel').notNull(),
    adressePostale: text('adresse_postale').notNull(),
    codePostal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    pays: text('pays').notNull(),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    lieuNaissance: text('lieu_naissance'),
    nombreRevues: integer('nombre_revues').notNull(),
    livraisonDomicile: boolean('livraison_domicile').notNull(),
    egliseId: integer('eglise_id').references(() => churches.id),
    recevoirDerniereRevue: boolean('recevoir_derniere_revue').notNull().default(false),
    /** The formula's price, in cents. */
    montantAbonnementCents: integer('montant_abonnement_cents').notNull(),
    /** What is paid: the formula plus home delivery, in cents. */
    montantCents: integer('montant_cents').notNull(),
    etat: text('etat', { enum: ['NOUVEAU', 'PAYE'] })
      .notNull()
      .default('NOUVEAU'),
    paymentId: integer('payment_id').references(() => payments.id),
    amountPaidCents: integer('amount_paid_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Invoice number, per year of payment: 2026-0001. */
    invoiceNumber: text('invoice_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abonnement_user_idx').on(t.userId),
    // A member's paid subscriptions (their invoices), read without the unpaid attempts of the form (decision 0160).
    index('abonnement_paid_user_idx')
      .on(t.userId)
      .where(sql`${t.invoiceNumber} is not null`),
  ],
);

/** The last invoice number given each year. */
export const subscriptionInvoiceCounters = pgTable('abonnement_facture_compteur', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Shipments of one issue (a magazine media id): one line per subscriber shipped (so a second run ships no one twice),
 * grouped in parcels: one per home subscriber, one per delivery church. Each parcel has a confirmation code.
 */
export const shipmentParcels = pgTable(
  'expedition_colis',
  {
    id: serial('id').primaryKey(),
    revueId: integer('revue_id').notNull(),
    /** Home parcel: the subscriber; church parcel: null. Null with no church: its subscriber was erased. */
    subscriberId: integer('subscriber_id').references(() => subscribers.id),
    egliseId: integer('eglise_id').references(() => churches.id),
    count: integer('count').notNull(),
    code: text('code').notNull().unique(),
    /** When the recipient last confirmed receipt, and of how many copies (a church parcel grows on a later run). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedCount: integer('confirmed_count').notNull().default(0),
    /** When the recipient was last mailed the confirmation link (by the shipment-mails job), and for how many copies
     *  in all: a later run that adds copies to a church parcel leaves `count - mailed_count` to mail. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailedCount: integer('mailed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expedition_colis_home_idx').on(t.revueId, t.subscriberId),
    uniqueIndex('expedition_colis_church_idx').on(t.revueId, t.egliseId),
  ],
);

export const shipmentLines = pgTable(
  'expedition_ligne',
  {
    revueId: integer('revue_id').notNull(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => shipmentParcels.id),
    /** The subscriber was left with one issue: the renewal reminder is due (sent by the shipment-mails job). */
    reminderDue: boolean('rappel_du').notNull().default(false),
    remindedAt: timestamp('rappel_envoye_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.revueId, t.subscriberId] })],
);
