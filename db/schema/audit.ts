import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The staff journal (issue 18 item 6): one row per change made by a member of staff, written by
 * domain/admin/audit.ts in the same transaction as the change. Nothing on the site updates or deletes a row.
 * The staff member's e-mail is copied so the record still says who when the account is gone.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done: `media.create`, `media.update`, `member.role.grant`… */
    action: text('action').notNull(),
    /** What it was done to: `media`, `member`… and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_subject_idx').on(t.subjectType, t.subjectId),
    index('staff_audit_actor_idx').on(t.actorId),
  ],
);
