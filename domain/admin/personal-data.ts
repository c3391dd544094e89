import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { Ctx } from '../context.ts';
import { membersChanged } from '../accounts/index.ts';
import { Conflict, NotFound } from '../errors.ts';
import { assertStaff, type Staff } from './access.ts';
import { likeEscape, recordStaffChange } from './audit.ts';
import type { ExportSection } from './personal-data-map.ts';

/**
 * A member's personal data on request (issue 18 item 3, decision 0086): everything the site holds that names the
 * member, as JSON, and its erasure. Which table holds what, and what erasure does to it, is declared in
 * personal-data-map.ts (checked against the schema by its test).
 */

type Rows = Record<string, unknown>[];

export type MemberData = { exportedAt: string; account: Record<string, unknown>; roles: string[] } & {
  [K in Exclude<ExportSection, 'account' | 'roles' | 'subscriber'>]: Rows;
} & { subscriber: Record<string, unknown> | null };

interface Member {
  id: number;
  /** The account's e-mails, lowercased: rows of other tables are matched on any of them. */
  emails: string[];
}

async function findMember(
  db: DbOrTx,
  userId: number,
  lock = false,
): Promise<Member & { row: typeof schema.users.$inferSelect }> {
  const query = db.select().from(schema.users).where(eq(schema.users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('Membre introuvable');
  const emails = [row.email, row.email2, row.email3].filter((e): e is string => !!e).map((e) => e.toLowerCase());
  return { id: row.id, emails, row };
}

const byEmail = (column: AnyPgColumn, m: Member): SQL => inArray(sql`lower(${column})`, m.emails);

/** Rate-limit keys that name the member (domain/accounts/limits.ts): `…:{email}`, `…:{email}|{address}`, `mail:member:{id}`. */
function byCounterKey(m: Member): SQL {
  const k = schema.rateLimits.key;
  const named = m.emails.map((e) => sql`lower(split_part(${k}, '|', 1)) like ${`%:${likeEscape(e)}`}`);
  return or(eq(k, `mail:member:${m.id}`), ...named)!;
}

/** The member's monthly gifts with their payments (no provider ids). */
async function regularGiftsOf(db: DbOrTx, userId: number): Promise<Rows> {
  const g = schema.regularGifts;
  const gifts = await db.select().from(g).where(eq(g.userId, userId));
  return Promise.all(
    gifts.map(async ({ providerCustomerId: _c, providerSubscriptionId: _s, providerPaymentMethodId: _p, ...gift }) => ({
      ...gift,
      payments: await db
        .select({
          dueOn: schema.regularGiftPayments.dueOn,
          amountCents: schema.regularGiftPayments.amountCents,
          status: schema.regularGiftPayments.status,
          paidAt: schema.regularGiftPayments.paidAt,
        })
        .from(schema.regularGiftPayments)
        .where(eq(schema.regularGiftPayments.giftId, gift.id)),
    })),
  );
}

async function collect(ctx: Ctx, db: DbOrTx, userId: number): Promise<MemberData> {
  const m = await findMember(db, userId);
  const { passwordHash: _hash, passwordVersion: _version, ...account } = m.row;
  const s = schema;
  const d = s.donations;
  const a = s.subscriptions;
  const [roles, sessions, links, positions, ballots, donations, receipts, subscriber, subscriptions] =
    await Promise.all([
      db.select({ role: s.userRoles.role }).from(s.userRoles).where(eq(s.userRoles.userId, userId)),
      db
        .select({
          kind: s.sessions.kind,
          createdAt: s.sessions.createdAt,
          expiresAt: s.sessions.expiresAt,
          revokedAt: s.sessions.revokedAt,
        })
        .from(s.sessions)
        .where(eq(s.sessions.userId, userId)),
      db
        .select({
          purpose: s.oneTimeTokens.purpose,
          createdAt: s.oneTimeTokens.createdAt,
          expiresAt: s.oneTimeTokens.expiresAt,
          usedAt: s.oneTimeTokens.usedAt,
        })
        .from(s.oneTimeTokens)
        .where(eq(s.oneTimeTokens.userId, userId)),
      db
        .select({
          fichierId: s.listeningPositions.fichierId,
          positionSeconds: s.listeningPositions.positionSeconds,
          updatedAt: s.listeningPositions.updatedAt,
        })
        .from(s.listeningPositions)
        .where(eq(s.listeningPositions.userId, userId)),
      db
        .select({ ballotSlug: s.ballotParticipations.ballotSlug, votedAt: s.ballotParticipations.votedAt })
        .from(s.ballotParticipations)
        .where(eq(s.ballotParticipations.userId, userId)),
      db
        .select({
          publicId: d.publicId,
          amountCents: d.amountCents,
          etat: d.etat,
          choix: d.choix,
          civilite: d.civilite,
          nom: d.nom,
          prenom: d.prenom,
          adressePostale: d.adressePostale,
          codePostal: d.codePostal,
          ville: d.ville,
          pays: d.pays,
          tel: d.tel,
          email: d.email,
          createdAt: d.createdAt,
          paidAt: d.paidAt,
        })
        .from(d)
        .where(or(eq(d.userId, userId), byEmail(d.email, m))),
      db
        .select({
          code: s.receipts.code,
          year: s.receipts.year,
          email: s.receipts.email,
          issuedAt: s.receipts.issuedAt,
        })
        .from(s.receipts)
        .where(byEmail(s.receipts.email, m)),
      db.select().from(s.subscribers).where(eq(s.subscribers.userId, userId)),
      db
        .select({
          id: a.id,
          nom: a.nom,
          prenom: a.prenom,
          email: a.email,
          tel: a.tel,
          adressePostale: a.adressePostale,
          codePostal: a.codePostal,
          ville: a.ville,
          pays: a.pays,
          dateNaissance: a.dateNaissance,
          lieuNaissance: a.lieuNaissance,
          nombreRevues: a.nombreRevues,
          livraisonDomicile: a.livraisonDomicile,
          egliseId: a.egliseId,
          montantCents: a.montantCents,
          etat: a.etat,
          amountPaidCents: a.amountPaidCents,
          paidAt: a.paidAt,
          invoiceNumber: a.invoiceNumber,
          createdAt: a.createdAt,
        })
        .from(a)
        .where(eq(a.userId, userId)),
    ]);
  const sp = s.surveyParticipants;
  const c = s.contactMessages;
  const o = s.outbox;
  const j = s.staffAudit;
  const r = s.rateLimits;
  const [surveyAnswers, contactMessages, mails, staffJournal, rateLimits] = await Promise.all([
    db
      .select({
        survey: s.surveys.titre,
        email: sp.email,
        firstname: sp.firstname,
        lastname: sp.lastname,
        chorale: sp.chorale,
        orchestre: sp.orchestre,
        reponses: sp.reponses,
        answeredAt: sp.answeredAt,
      })
      .from(sp)
      .innerJoin(s.surveys, eq(s.surveys.id, sp.surveyId))
      .where(byEmail(sp.email, m)),
    db
      .select({ nom: c.nom, adresseEmail: c.adresseEmail, message: c.message, createdAt: c.createdAt })
      .from(c)
      .where(byEmail(c.adresseEmail, m)),
    // Subjects only: a body may carry a sign-in or password link, a secret no export hands out.
    db.select({ to: o.to, subject: o.subject, createdAt: o.createdAt }).from(o).where(byEmail(o.to, m)),
    // The changes the member made as staff, and the changes the staff made to the member.
    db
      .select({
        at: j.at,
        byMember: sql<boolean>`coalesce(${j.actorId} = ${userId}, false)`,
        actorEmail: j.actorEmail,
        action: j.action,
        subjectType: j.subjectType,
        subjectId: j.subjectId,
      })
      .from(j)
      .where(or(eq(j.actorId, userId), and(eq(j.subjectType, 'member'), eq(j.subjectId, String(userId)))))
      .orderBy(j.id),
    db.select({ key: r.key, windowStart: r.windowStart, count: r.count }).from(r).where(byCounterKey(m)),
  ]);
  const [sub] = subscriber;
  return {
    exportedAt: ctx.clock.now().toISOString(),
    account,
    roles: roles.map((r) => r.role).sort(),
    sessions,
    oneTimeLinks: links,
    listeningPositions: positions,
    ballotParticipations: ballots,
    donations,
    receipts,
    subscriber: sub ? (({ id: _id, userId: _u, ...rest }) => rest)(sub) : null,
    subscriptions,
    invoices: subscriptions
      .filter((x) => x.invoiceNumber)
      .map((x) => ({
        invoiceNumber: x.invoiceNumber,
        paidAt: x.paidAt,
        amountCents: x.amountPaidCents ?? x.montantCents,
        nombreRevues: x.nombreRevues,
      })),
    surveyAnswers,
    contactMessages,
    mails,
    staffJournal,
    rateLimits,
    regularGifts: await regularGiftsOf(db, userId),
  };
}

/** What erasure will delete and keep, shown to the member and to the staff before they confirm (decision 0086). */
export interface ErasurePreview {
  /** Issues paid and not yet shipped: they will not be sent (the subscriber's address goes). */
  issuesOwed: number;
  /** Kept ten years by law, detached from the account. */
  keptByLaw: { donations: number; receipts: number; invoices: number };
  /** Ballots the member took part in: the participation is counted still, without the member. */
  ballots: number;
  /** Changes the member made as staff: the journal keeps them, with the e-mail copied when written. */
  staffChanges: number;
  /** Monthly gifts not stopped: they hold the erasure back until stopped (see erase). */
  runningGifts: number;
}

/**
 * What erasing the member would keep and delete, counted in one statement beside their row (the account page shows it
 * on every load: one round trip, built once per database). Every subquery names its own table's columns and the
 * member's id alone (drizzle writes columns unqualified).
 */
export const erasureCounts = preparedStatement((db) => {
  const s = schema;
  const u = s.users;
  const id = sql.placeholder('id');
  // The member's addresses, as `byEmail` takes them: lower-cased, the empty ones left out. An array compared with
  // `= any`, so that the indexes on lower(email) find the rows (with `in (select …)` every row was read: decision 0157).
  const emails = sql`array(select lower(nullif(member_email, '')) from ${u},
    unnest(array[${u.email}, ${u.email2}, ${u.email3}]) as member_email where ${eq(u.id, id)})`;
  const count = (table: AnyPgTable, where: SQL | undefined) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  return db
    .select({
      issuesOwed: sql<number | null>`(select ${s.subscribers.nombreRevues} from ${s.subscribers}
        where ${eq(s.subscribers.userId, id)} limit 1)`,
      donations: count(s.donations, sql`${eq(s.donations.userId, id)} or lower(${s.donations.email}) = any(${emails})`),
      receipts: count(s.receipts, sql`lower(${s.receipts.email}) = any(${emails})`),
      invoices: count(s.subscriptions, and(eq(s.subscriptions.userId, id), isNotNull(s.subscriptions.invoiceNumber))),
      ballots: count(s.ballotParticipations, eq(s.ballotParticipations.userId, id)),
      staffChanges: count(s.staffAudit, eq(s.staffAudit.actorId, id)),
      runningGifts: count(s.regularGifts, and(eq(s.regularGifts.userId, id), ne(s.regularGifts.state, 'stopped'))),
    })
    .from(u)
    .where(eq(u.id, id))
    .prepare('erasure_counts');
});

export async function erasurePreview(ctx: Ctx, userId: number): Promise<ErasurePreview> {
  const [row] = await erasureCounts(ctx.db).execute({ id: userId });
  if (!row) throw new NotFound('Membre introuvable');
  return {
    issuesOwed: row.issuesOwed ?? 0,
    keptByLaw: { donations: row.donations, receipts: row.receipts, invoices: row.invoices },
    ballots: row.ballots,
    staffChanges: row.staffChanges,
    runningGifts: row.runningGifts,
  };
}

/**
 * Erases the member as personal-data-map.ts declares, in one transaction: donations and paid subscriptions (invoices)
 * are kept and detached, the invoices without the phone and birth they do not print; unpaid subscriptions, the
 * subscriber record (its shipment lines; its home parcels stay, detached), survey answers, contact messages, mails
 * kept for the member and the rate-limit counters named after them are deleted; then the account row, whose foreign keys take roles, sessions, one-time
 * links and listening positions with it and detach the staff journal's rows.
 */
async function erase(tx: DbOrTx, userId: number) {
  const m = await findMember(tx, userId, true);
  // Locked first: a card payment settled meanwhile (which locks its subscription) is erased with the rest, never
  // left half-detached.
  await tx
    .select({ id: schema.subscriptions.id })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId))
    .for('update');
  const roles = (
    await tx.select({ role: schema.userRoles.role }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId))
  )
    .map((r) => r.role)
    .sort();
  const s = schema;
  // A running monthly gift would go on being charged: it is stopped first (by the member or the staff).
  const [running] = await tx
    .select({ id: s.regularGifts.id })
    .from(s.regularGifts)
    .where(and(eq(s.regularGifts.userId, userId), ne(s.regularGifts.state, 'stopped')));
  if (running) throw new Conflict('Ce membre a un don mensuel en cours : arrêtez-le avant d’effacer le compte');
  // The donor's name and address stay for the receipts (kept like a donation's); the phone, printed nowhere, goes.
  await tx.update(s.regularGifts).set({ userId: null, tel: null }).where(eq(s.regularGifts.userId, userId));
  const donations = await tx
    .update(s.donations)
    .set({ userId: null })
    .where(eq(s.donations.userId, userId))
    .returning({ id: s.donations.id });
  const invoices = await tx
    .update(s.subscriptions)
    .set({ userId: null, tel: '', dateNaissance: null, lieuNaissance: null })
    .where(and(eq(s.subscriptions.userId, userId), isNotNull(s.subscriptions.invoiceNumber)))
    .returning({ id: s.subscriptions.id });
  await tx
    .delete(s.subscriptions)
    .where(and(eq(s.subscriptions.userId, userId), isNull(s.subscriptions.invoiceNumber)));
  const [subscriber] = await tx
    .select({ id: s.subscribers.id })
    .from(s.subscribers)
    .where(eq(s.subscribers.userId, userId));
  if (subscriber) {
    await tx.delete(s.shipmentLines).where(eq(s.shipmentLines.subscriberId, subscriber.id));
    await tx
      .update(s.shipmentParcels)
      .set({ subscriberId: null })
      .where(eq(s.shipmentParcels.subscriberId, subscriber.id));
    await tx.delete(s.subscribers).where(eq(s.subscribers.id, subscriber.id));
  }
  await tx.delete(s.surveyParticipants).where(byEmail(s.surveyParticipants.email, m));
  await tx.delete(s.contactMessages).where(byEmail(s.contactMessages.adresseEmail, m));
  await tx.delete(s.outbox).where(byEmail(s.outbox.to, m));
  await tx.delete(s.rateLimits).where(byCounterKey(m));
  await tx.delete(s.users).where(eq(s.users.id, userId));
  return { roles, donationsDetached: donations.length, invoicesDetached: invoices.length };
}

export async function exportMemberData(ctx: Ctx, staff: Staff | null, userId: number): Promise<MemberData> {
  assertStaff(staff);
  return ctx.db.transaction(async (tx) => {
    const data = await collect(ctx, tx, userId);
    await recordStaffChange(tx, staff, {
      action: 'member.data.export',
      subjectType: 'member',
      subjectId: userId,
      before: null,
      after: null,
    });
    return data;
  });
}

export async function deleteMemberData(ctx: Ctx, staff: Staff | null, userId: number): Promise<{ message: string }> {
  assertStaff(staff);
  await ctx.db.transaction(async (tx) => {
    const erased = await erase(tx, userId);
    await recordStaffChange(tx, staff, {
      action: 'member.data.delete',
      subjectType: 'member',
      subjectId: userId,
      before: erased,
      after: null,
    });
  });
  membersChanged(ctx, userId);
  return {
    message: 'Les données du membre ont été supprimées ; ses dons, reçus fiscaux et factures sont conservés, détachés.',
  };
}

/** The member's own export, from /mon-compte. */
export function exportOwnData(ctx: Ctx, userId: number): Promise<MemberData> {
  return collect(ctx, ctx.db, userId);
}

/** The member's own erasure, from /mon-compte. */
export async function deleteOwnAccount(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.transaction((tx) => erase(tx, userId));
  membersChanged(ctx, userId);
}
