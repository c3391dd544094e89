import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/** The contact form's messages (domain/contact) in the back office: listed, read, marked handled (or not again). */
const messagesPageSize = 25;

export const messagesQuerySchema = z.object({
  etat: z.enum(['attente', 'traites']).optional().catch(undefined),
  tri: z.enum(['createdAt', 'nom']).catch('createdAt'),
  ordre: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** The one field of the "handled" button: '1' handled, '0' back to waiting. */
export const messageHandledSchema = z.object({
  handled: z.enum(['1', '0'], { error: 'Choix attendu (1 ou 0)' }).transform((v) => v === '1'),
});

const c = schema.contactMessages;

export async function listMessages(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(messagesQuerySchema, input);
  const condition: SQL | undefined =
    query.etat === 'attente' ? isNull(c.handledAt) : query.etat === 'traites' ? isNotNull(c.handledAt) : undefined;
  const dir = query.ordre === 'asc' ? asc : desc;
  const [rows, [{ total }], [{ waiting }]] = await Promise.all([
    ctx.db
      .select({
        id: c.id,
        nom: c.nom,
        adresseEmail: c.adresseEmail,
        domain: c.domain,
        excerpt: sql<string>`left(${c.message}, 120)`,
        createdAt: c.createdAt,
        handledAt: c.handledAt,
      })
      .from(c)
      .where(condition)
      .orderBy(...(query.tri === 'nom' ? [dir(c.nom), desc(c.createdAt)] : [dir(c.createdAt)]), desc(c.id))
      .limit(messagesPageSize)
      .offset((query.page - 1) * messagesPageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(c)
      .where(condition),
    ctx.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(c)
      .where(isNull(c.handledAt)),
  ]);
  return { rows, total, waiting, query, pageSize: messagesPageSize };
}

export async function getMessage(ctx: Ctx, staff: Staff | null, id: number) {
  assertStaff(staff);
  const [row] = await ctx.db.select().from(c).where(eq(c.id, id));
  if (!row) throw new NotFound('Message introuvable');
  return row;
}

/** Marks a message handled (now) or waiting again; the journal keeps the state before and after. */
export async function markMessageHandled(
  ctx: Ctx,
  staff: Staff | null,
  id: number,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const { handled } = parseInput(messageHandledSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ handledAt: c.handledAt }).from(c).where(eq(c.id, id)).for('update');
    if (!row) throw new NotFound('Message introuvable');
    const handledAt = handled ? (row.handledAt ?? ctx.clock.now()) : null;
    await tx
      .update(c)
      .set({ handledAt })
      .where(and(eq(c.id, id)));
    await recordStaffChange(tx, staff, {
      action: handled ? 'contact.handle' : 'contact.reopen',
      subjectType: 'contact_message',
      subjectId: id,
      before: { handledAt: row.handledAt },
      after: { handledAt },
    });
  });
  return { message: handled ? 'Le message est marqué traité.' : 'Le message est de nouveau en attente.' };
}
