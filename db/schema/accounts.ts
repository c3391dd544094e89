import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { searchText } from './search-text.ts';

/**
 * Members, their roles, sessions, one-time links, the mail outbox and the rate-limit counters (spec part 1 §3, §6).
 * Every secret (session, refresh and link tokens) is stored as its SHA-256 hash, never in clear.
 */

/** What the staff's search on a member reads: their names and e-mail (decision 0161). */
export const memberSearchText = (t: { lastname: SQLWrapper; firstname: SQLWrapper; email: SQLWrapper }) =>
  searchText(t.lastname, t.firstname, t.email);

/** A member (spec part 1 §3 "User"). The e-mail is stored lowercased, hence unique as it is. */
export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    email2: text('email2'),
    email3: text('email3'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    telMobile: text('tel_mobile'),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    lieuNaissance: text('lieu_naissance'),
    passwordHash: text('password_hash').notNull(),
    /** Bumped at every password change: one-time links carry the value they were issued under. */
    passwordVersion: integer('password_version').notNull().default(1),
    activated: boolean('activated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The staff's list of members, in the order it shows them (decision 0160), and its search (decision 0161).
    index('app_user_name_idx').on(t.lastname, t.firstname, t.id),
    index('app_user_search_trgm_idx').using('gin', sql`${memberSearchText(t)} gin_trgm_ops`),
  ],
);

/** Roles held by a member, as the spec's strings (ROLE_ADMIN…). ROLE_PUBLIC and ROLE_CONNECTED are implied. */
export const userRoles = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  // The staff's dashboard counts the administrators (decision 0160).
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_role_role_idx').on(t.role)],
);

/** One row per sign-in, browser (cookie) or API (header token with a rotating refresh token). */
export const sessions = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cookie', 'api'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').unique(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

/**
 * Refresh tokens already rotated, kept with their session: one that comes back was copied, and its session is revoked
 * (decision 0011).
 */
export const rotatedRefreshTokens = pgTable(
  'rotated_refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rotated_refresh_token_session_idx').on(t.sessionId)],
);

/** Activation and password-reset links: single use, expiring, dead once the password changes. */
export const oneTimeTokens = pgTable(
  'one_time_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    passwordVersion: integer('password_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_token_user_idx').on(t.userId)],
);

/** Mail kept instead of sent when no SMTP server is configured. Attachments are kept base64-encoded. */
export const outbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  from: text('mail_from').notNull(),
  to: text('mail_to').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every process on the database (sign-in, mails sent by visitors). */
export const rateLimits = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
