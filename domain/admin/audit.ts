import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { isCalendarDate } from '../fields.ts';
import { fromParisDay, untilParisDayEnd } from '../paris-periods.ts';
import { text } from '../text.ts';
import { parseInput } from '../validation.ts';
import { siteChanged } from '../../platform/site-changes.ts';
import { assertStaff, type Staff } from './access.ts';

/** A change as the journal keeps it: what was done, to what, and the subject's fields before and after. */
export interface StaffChange {
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The one way a staff change is recorded (issue 18 item 6): every staff operation calls it inside the transaction
 * of its change, so a change and its record are kept or lost together. Rows are never changed afterwards (the
 * migration's trigger refuses it). The pages kept for a few seconds are forgotten (a page rendered in the moment
 * before the commit may still show the old state until it expires).
 */
export async function recordStaffChange(tx: DbOrTx, staff: Staff, change: StaffChange): Promise<void> {
  siteChanged();
  await tx.insert(schema.staffAudit).values({
    actorId: staff.id,
    actorEmail: staff.email,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: String(change.subjectId),
    before: change.before ? jsonSafe(change.before) : null,
    after: change.after ? jsonSafe(change.after) : null,
  });
}

/** Dates become ISO strings, as the record stores JSON. */
function jsonSafe(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export const journalPageSize = 50;

const optionalDate = z.string().refine(isCalendarDate).optional().catch(undefined);

/** The journal's filters, as the page's address carries them; anything unreadable is ignored. */
export const journalQuerySchema = z.object({
  action: text().max(100).optional().catch(undefined),
  subjectType: text().max(50).optional().catch(undefined),
  subjectId: text().max(50).optional().catch(undefined),
  actor: text().max(200).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type JournalQuery = z.output<typeof journalQuerySchema>;

export interface JournalEntry {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The journal, newest first, filtered: action and staff e-mail by part, subject exactly, days of Paris inclusive. */
export async function listJournal(
  ctx: Ctx,
  staff: Staff | null,
  input: unknown,
): Promise<{ entries: JournalEntry[]; total: number; query: JournalQuery }> {
  assertStaff(staff);
  const query = parseInput(journalQuerySchema, input);
  const t = schema.staffAudit;
  const where: SQL[] = [];
  if (query.action) where.push(ilike(t.action, `%${likeEscape(query.action)}%`));
  if (query.subjectType) where.push(eq(t.subjectType, query.subjectType));
  if (query.subjectId) where.push(eq(t.subjectId, query.subjectId));
  if (query.actor) where.push(ilike(t.actorEmail, `%${likeEscape(query.actor)}%`));
  if (query.from) where.push(fromParisDay(t.at, query.from));
  if (query.to) where.push(untilParisDayEnd(t.at, query.to));
  const condition = where.length ? and(...where) : undefined;
  const [entries, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(condition)
      .orderBy(desc(t.at), desc(t.id))
      .limit(journalPageSize)
      .offset((query.page - 1) * journalPageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(condition),
  ]);
  return {
    entries: entries.map(({ actorId: _actorId, ...entry }) => entry),
    total,
    query,
  };
}

export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
