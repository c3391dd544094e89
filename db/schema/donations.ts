import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MINIMUM_DONATION_CENTS } from './donation-limits.ts';
import { payments } from './payments.ts';
import { searchText } from './search-text.ts';

/**
 * Donations (spec part 1 §3 "Donation form", "Donation record") and their tax receipts (Cerfa n° 11580*05).
 * Amounts are integer cents. The id given to browsers is `publicId`, a random UUID, so ids cannot be guessed.
 */
export const civilites = ['M.', 'Mme', 'Mlle'] as const;
export const paymentChoices = ['RIB', 'CHEQUE', 'CARTE'] as const;
/** See domain/donations/states.ts for the transitions. */
export const donationStates = ['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE', 'PAYE'] as const;

/** What the staff's search on a gift reads: the donor's names and address (decision 0161). */
export const donationSearchText = (t: { nom: SQLWrapper; prenom: SQLWrapper; email: SQLWrapper }) =>
  searchText(t.nom, t.prenom, t.email);

export const donations = pgTable(
  'donation',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    civilite: text('civilite', { enum: civilites }).notNull(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    amountCents: integer('amount_cents').notNull(),
    adressePostale: text('adresse_postale').notNull(),
    ville: text('ville').notNull(),
    pays: text('pays').notNull(),
    codePostal: text('code_postal').notNull(),
    tel: text('tel').notNull(),
    email: text('email').notNull(),
    etat: text('etat', { enum: donationStates }).notNull().default('NOUVEAU'),
    choix: text('choix', { enum: paymentChoices }),
    paymentId: integer('payment_id').references(() => payments.id),
    amountPaidCents: integer('amount_paid_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The member signed in when giving (app_user.id), if any. */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Looked up by lower(email), as a member's addresses are (their data, what erasing them keeps): decision 0157.
    index('donation_email_idx').on(sql`lower(${t.email})`),
    index('donation_user_idx').on(t.userId),
    // The staff's list of gifts, newest first; the dashboard's and the accounts' paid gifts by date (decision 0160).
    index('donation_created_idx').on(t.createdAt, t.id),
    index('donation_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.etat} = 'PAYE'`),
    // The staff's search on the donor (decision 0161).
    index('donation_search_trgm_idx').using('gin', sql`${donationSearchText(t)} gin_trgm_ops`),
    check('donation_amount_min', sql`${t.amountCents} >= ${sql.raw(String(MINIMUM_DONATION_CENTS))}`),
  ],
);

/** One row per year: the last receipt number issued, locked while the next one is taken. */
export const receiptCounters = pgTable('receipt_counter', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/** What a receipt certifies, copied at issue time so the receipt never changes afterwards. */
export interface ReceiptSnapshot {
  donateur: {
    civilite: string;
    nom: string;
    prenom: string;
    adresse: string;
    codePostal: string;
    ville: string;
    pays: string;
  };
  email: string;
  montantCentimes: number;
  dateDon: string;
  mode: 'CARTE' | 'RIB' | 'CHEQUE';
  /** An annual receipt of regular gifts (decision 0120): the year and each payment it certifies. */
  reguliers?: { annee: number; paiements: RegularPaymentLine[] };
  beneficiaire: { nom: string; adresse: string; objet: string; type: string };
  signataire: { nom: string; qualite: string };
}

/** One payment of a regular gift as its annual receipt lists it. */
export interface RegularPaymentLine {
  /** When it was paid (ISO). */
  date: string;
  montantCentimes: number;
  moyen: 'card' | 'sepa_debit';
}

/**
 * Tax receipts: immutable once issued (a trigger refuses updates and deletes). A correction is a new
 * receipt with the next number that names the one it replaces.
 */
export const receipts = pgTable(
  'receipt',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    /** The printed number, e.g. 2026-000042. */
    code: text('code').notNull().unique(),
    /** The one-off gift certified; null for an annual receipt of regular gifts. */
    donationId: integer('donation_id').references(() => donations.id),
    /** An annual receipt of regular gifts: the donor (member id, kept as a number after an erasure) and the year. */
    givingUserId: integer('giving_user_id'),
    givingYear: smallint('giving_year'),
    replacesReceiptId: integer('replaces_receipt_id').references((): AnyPgColumn => receipts.id),
    email: text('email').notNull(),
    snapshot: jsonb('snapshot').$type<ReceiptSnapshot>().notNull(),
    /** Key of the PDF in the file store. */
    fileKey: text('file_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('receipt_year_number_unique').on(t.year, t.number),
    index('receipt_donation_idx').on(t.donationId),
    index('receipt_email_idx').on(sql`lower(${t.email})`),
    // Whether a receipt is in force (no other replaces it), for every gift the staff list (decision 0160).
    index('receipt_replaces_idx')
      .on(t.replacesReceiptId)
      .where(sql`${t.replacesReceiptId} is not null`),
    // One annual receipt per donor and year; its corrections name the one they replace (decision 0120).
    uniqueIndex('receipt_giving_once')
      .on(t.givingUserId, t.givingYear)
      .where(sql`${t.replacesReceiptId} is null`),
    check(
      'receipt_kind',
      sql`(${t.donationId} is null) = (${t.givingYear} is not null) and (${t.givingYear} is null) = (${t.givingUserId} is null)`,
    ),
  ],
);
