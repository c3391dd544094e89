import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import { renewalMail, shipmentMail } from '../../emails/magazine.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { enqueue, type ShipmentMailsJob } from '../jobs.ts';

const { subscribers, shipmentParcels, shipmentLines, churches, media, revueNames } = schema;

/** A parcel of a shipment, as the labels, the church list and the spreadsheet show it. */
export interface Parcel {
  kind: 'domicile' | 'eglise';
  code: string;
  count: number;
  /** Addressee: the subscriber, or the church. */
  nom: string;
  adresse: string;
  codePostal: string;
  ville: string;
  pays: string;
  email: string | null;
  /** The page that confirms receipt: /exp/{code}/{idRevue}. */
  path: string;
}

export interface Shipment {
  revueId: number;
  numero: string;
  /** Parcels of this run only: a second run for the same issue ships no one twice. */
  parcels: Parcel[];
  subscribersShipped: number;
  renewalReminders: number;
}

/** An unguessable confirmation code (16 base32 characters). */
function newCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % 32]).join('');
}

const shipmentPath = (code: string, revueId: number) => `/exp/${code}/${revueId}`;

/**
 * Ships an issue of the magazine (npm run admin -- revue:ship ID_REVUE): every subscriber with credit not yet in
 * this issue's shipment is added once and their credit goes down by one; home subscribers get their own parcel,
 * each delivery church one parcel with its count. Each recipient (home subscriber, church contact) is mailed the
 * confirmation link; a subscriber left with one issue gets the renewal reminder. All in one transaction.
 */
export async function shipIssue(
  ctx: Ctx,
  revueIdInput: string | number,
  /** Runs in the shipment's transaction once it is written (the back office records its journal entry there). */
  within?: (tx: DbOrTx, shipment: Shipment) => Promise<void>,
): Promise<Shipment> {
  const revueId = Number(revueIdInput);
  if (!Number.isSafeInteger(revueId) || revueId <= 0 || revueId > 2 ** 31 - 1) throw new NotFound('Revue introuvable');
  const [issue] = await ctx.db
    .select({ id: media.id, numRevue: media.numRevue, titre: media.titre, nom: revueNames.nom })
    .from(media)
    .leftJoin(revueNames, eq(revueNames.id, media.revueNomId))
    .where(and(eq(media.id, revueId), eq(media.mediaTypeId, MediaTypeId.MAGAZINE)));
  if (!issue) throw new NotFound('Revue introuvable');
  const numero = issue.numRevue !== null ? `n° ${issue.numRevue}` : issue.titre;

  return ctx.db.transaction(async (tx) => {
    // One shipment of an issue at a time: a second one started meanwhile (another staff member, a double click)
    // waits for the first to commit, then finds its subscribers shipped. Locking the subscribers alone is not
    // enough: the second run's "not yet shipped" was read before the first committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('magazine.ship'), ${revueId})`);
    // Subscribers with credit not yet shipped this issue, locked so that a concurrent run waits.
    const due = await tx
      .select()
      .from(subscribers)
      .where(
        and(
          sql`${subscribers.nombreRevues} > 0`,
          sql`not exists (select 1 from ${shipmentLines} where ${shipmentLines.revueId} = ${revueId} and ${shipmentLines.subscriberId} = ${subscribers.id})`,
        ),
      )
      .orderBy(asc(subscribers.id))
      .for('update');
    const home = due.filter((s) => s.livraisonDomicile || s.egliseId === null);
    const byChurch = new Map<number, typeof due>();
    for (const s of due) {
      if (s.livraisonDomicile || s.egliseId === null) continue;
      byChurch.set(s.egliseId, [...(byChurch.get(s.egliseId) ?? []), s]);
    }

    const parcels: Parcel[] = [];
    const lines: { revueId: number; subscriberId: number; parcelId: number }[] = [];
    const chunk = 1000;
    for (let i = 0; i < home.length; i += chunk) {
      const part = home.slice(i, i + chunk);
      const rows = await tx
        .insert(shipmentParcels)
        .values(part.map((s) => ({ revueId, subscriberId: s.id, count: 1, code: newCode() })))
        .returning({ id: shipmentParcels.id, subscriberId: shipmentParcels.subscriberId, code: shipmentParcels.code });
      const bySubscriber = new Map(rows.map((r) => [r.subscriberId!, r]));
      for (const s of part) {
        const row = bySubscriber.get(s.id)!;
        lines.push({ revueId, subscriberId: s.id, parcelId: row.id });
        parcels.push({
          kind: 'domicile',
          code: row.code,
          count: 1,
          nom: `${s.prenom} ${s.nom}`,
          adresse: s.adressePostale,
          codePostal: s.codePostal,
          ville: s.ville,
          pays: s.pays,
          email: s.email,
          path: shipmentPath(row.code, revueId),
        });
      }
    }
    const churchRows = byChurch.size
      ? await tx
          .select()
          .from(churches)
          .where(inArray(churches.id, [...byChurch.keys()]))
          .orderBy(asc(churches.nom))
      : [];
    for (const church of churchRows) {
      const members = byChurch.get(church.id)!;
      const [row] = await tx
        .insert(shipmentParcels)
        .values({ revueId, egliseId: church.id, count: members.length, code: newCode() })
        .onConflictDoUpdate({
          target: [shipmentParcels.revueId, shipmentParcels.egliseId],
          set: { count: sql`${shipmentParcels.count} + ${members.length}` },
        })
        .returning({ id: shipmentParcels.id, code: shipmentParcels.code });
      for (const s of members) lines.push({ revueId, subscriberId: s.id, parcelId: row.id });
      parcels.push({
        kind: 'eglise',
        code: row.code,
        count: members.length,
        nom: church.nom,
        adresse: church.adresse,
        codePostal: church.codePostal,
        ville: church.ville,
        pays: church.pays,
        email: church.email,
        path: shipmentPath(row.code, revueId),
      });
    }
    // Credit down by one; a subscriber left with one issue is due the renewal reminder.
    const ids = lines.map((l) => l.subscriberId);
    const remind = new Set<number>();
    for (let i = 0; i < ids.length; i += chunk) {
      const updated = await tx
        .update(subscribers)
        .set({ nombreRevues: sql`${subscribers.nombreRevues} - 1`, updatedAt: new Date() })
        .where(inArray(subscribers.id, ids.slice(i, i + chunk)))
        .returning({ id: subscribers.id, n: subscribers.nombreRevues });
      for (const u of updated) if (u.n === 1) remind.add(u.id);
    }
    for (let i = 0; i < lines.length; i += chunk)
      await tx
        .insert(shipmentLines)
        .values(lines.slice(i, i + chunk).map((l) => ({ ...l, reminderDue: remind.has(l.subscriberId) })));
    // One job mails every recipient of the shipment and the reminders, once this commits.
    if (lines.length) await enqueue(ctx, tx, 'shipment-mails', { revueId });
    const shipment = { revueId, numero, parcels, subscribersShipped: lines.length, renewalReminders: remind.size };
    await within?.(tx, shipment);
    return shipment;
  });
}

/**
 * GET /public/expeditionRevue/{code}/{idRevue} and the page /exp/{code}/{idRevue}: true when the code is that
 * issue's parcel (its receipt is recorded the first time; confirming again is harmless), false otherwise.
 */
export async function confirmShipment(ctx: Ctx, code: string, revueId: string | number): Promise<boolean> {
  const id = Number(revueId);
  if (!/^[a-z0-9]{16}$/.test(code) || !Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return false;
  const [row] = await ctx.db
    .select({ id: shipmentParcels.id, count: shipmentParcels.count, confirmedCount: shipmentParcels.confirmedCount })
    .from(shipmentParcels)
    .where(and(eq(shipmentParcels.code, code), eq(shipmentParcels.revueId, id)));
  if (!row) return false;
  // A church parcel that a later run made larger is confirmed again for its new count.
  if (row.confirmedCount < row.count)
    await ctx.db
      .update(shipmentParcels)
      .set({ confirmedAt: ctx.clock.now(), confirmedCount: sql`${shipmentParcels.count}` })
      .where(and(eq(shipmentParcels.id, row.id), lt(shipmentParcels.confirmedCount, shipmentParcels.count)));
  return true;
}

/**
 * The job after a shipment: mails each parcel's recipient (home subscriber, church contact) the confirmation link,
 * and the renewal reminders due; each marked sent as it goes, so a retry sends only what is left. A church parcel
 * that a later run of the same issue made larger is mailed again, for the copies added only.
 */
export async function sendShipmentMails(ctx: Ctx, job: ShipmentMailsJob): Promise<void> {
  const { revueId } = job;
  const [issue] = await ctx.db
    .select({ numRevue: media.numRevue, titre: media.titre })
    .from(media)
    .where(eq(media.id, revueId));
  const numero = issue?.numRevue != null ? `n° ${issue.numRevue}` : (issue?.titre ?? String(revueId));
  const parcels = await ctx.db
    .select({
      id: shipmentParcels.id,
      code: shipmentParcels.code,
      count: shipmentParcels.count,
      mailedCount: shipmentParcels.mailedCount,
      subscriberEmail: subscribers.email,
      prenom: subscribers.prenom,
      nom: subscribers.nom,
      churchEmail: churches.email,
      churchName: churches.nom,
    })
    .from(shipmentParcels)
    .leftJoin(subscribers, eq(subscribers.id, shipmentParcels.subscriberId))
    .leftJoin(churches, eq(churches.id, shipmentParcels.egliseId))
    .where(and(eq(shipmentParcels.revueId, revueId), lt(shipmentParcels.mailedCount, shipmentParcels.count)))
    .orderBy(asc(shipmentParcels.id));
  for (const p of parcels) {
    const to = p.subscriberEmail ?? p.churchEmail;
    if (to) {
      const church = p.subscriberEmail === null;
      const greeting = church ? `Bonjour, contact de l’${p.churchName},` : `Bonjour ${p.prenom} ${p.nom},`;
      // A church parcel mailed before and grown by a later run: its contact is mailed the copies added.
      const parcel = church
        ? { kind: 'eglise' as const, count: p.count - p.mailedCount, added: p.mailedCount > 0 }
        : { kind: 'domicile' as const, count: 1, added: false };
      await ctx.mail.send({ to, ...shipmentMail(ctx, { greeting }, numero, parcel, shipmentPath(p.code, revueId)) });
    }
    // The count read is the one mailed: copies a concurrent run adds meanwhile are left for its own job.
    await ctx.db
      .update(shipmentParcels)
      .set({ mailedAt: ctx.clock.now(), mailedCount: p.count })
      .where(and(eq(shipmentParcels.id, p.id), lt(shipmentParcels.mailedCount, p.count)));
  }
  const due = await ctx.db
    .select({
      subscriberId: shipmentLines.subscriberId,
      prenom: subscribers.prenom,
      nom: subscribers.nom,
      email: subscribers.email,
    })
    .from(shipmentLines)
    .innerJoin(subscribers, eq(subscribers.id, shipmentLines.subscriberId))
    .where(
      and(eq(shipmentLines.revueId, revueId), eq(shipmentLines.reminderDue, true), isNull(shipmentLines.remindedAt)),
    );
  for (const r of due) {
    await ctx.mail.send({ to: r.email, ...renewalMail(ctx, r) });
    await ctx.db
      .update(shipmentLines)
      .set({ remindedAt: ctx.clock.now() })
      .where(and(eq(shipmentLines.revueId, revueId), eq(shipmentLines.subscriberId, r.subscriberId)));
  }
}

/** A parcel as shipped, with its confirmation (the recipient opened /exp/{code}/{idRevue}). */
export interface ShippedParcel extends Parcel {
  id: number;
  shippedAt: Date;
  confirmedAt: Date | null;
}

const numeroOf = (issue: { numRevue: number | null; titre: string }) =>
  issue.numRevue !== null ? `n° ${issue.numRevue}` : issue.titre;

/**
 * Every parcel of an issue's shipments (all runs), as the labels and lists show them, with their confirmations:
 * what the staff download again and check afterwards.
 */
export async function shipmentOfIssue(
  ctx: Ctx,
  revueId: number,
): Promise<{ revueId: number; numero: string; parcels: ShippedParcel[]; subscribersShipped: number }> {
  const [issue] = await ctx.db
    .select({ numRevue: media.numRevue, titre: media.titre })
    .from(media)
    .where(and(eq(media.id, revueId), eq(media.mediaTypeId, MediaTypeId.MAGAZINE)));
  if (!issue) throw new NotFound('Revue introuvable');
  const rows = await ctx.db
    .select({
      id: shipmentParcels.id,
      code: shipmentParcels.code,
      count: shipmentParcels.count,
      shippedAt: shipmentParcels.createdAt,
      confirmedAt: shipmentParcels.confirmedAt,
      subscriber: subscribers,
      church: churches,
    })
    .from(shipmentParcels)
    .leftJoin(subscribers, eq(subscribers.id, shipmentParcels.subscriberId))
    .leftJoin(churches, eq(churches.id, shipmentParcels.egliseId))
    .where(eq(shipmentParcels.revueId, revueId))
    .orderBy(asc(shipmentParcels.id));
  const parcels = rows.map(({ id, code, count, shippedAt, confirmedAt, subscriber: s, church: c }): ShippedParcel => {
    const base = { id, code, count, shippedAt, confirmedAt, path: shipmentPath(code, revueId) };
    // A home parcel whose subscriber was erased (decision 0086): counted still, addressed to no one.
    if (!s && !c)
      return { ...base, kind: 'domicile', nom: '', adresse: '', codePostal: '', ville: '', pays: '', email: null };
    if (s)
      return {
        ...base,
        kind: 'domicile',
        nom: `${s.prenom} ${s.nom}`,
        adresse: s.adressePostale,
        codePostal: s.codePostal,
        ville: s.ville,
        pays: s.pays,
        email: s.email,
      };
    return {
      ...base,
      kind: 'eglise',
      nom: c?.nom ?? '',
      adresse: c?.adresse ?? '',
      codePostal: c?.codePostal ?? '',
      ville: c?.ville ?? '',
      pays: c?.pays ?? '',
      email: c?.email ?? null,
    };
  });
  return {
    revueId,
    numero: numeroOf(issue),
    parcels,
    subscribersShipped: parcels.reduce((n, p) => n + p.count, 0),
  };
}

/** The magazine's issues, newest first, with what was shipped of each: parcels, copies, confirmations. */
export async function magazineIssues(ctx: Ctx) {
  const stats = ctx.db
    .select({
      revueId: shipmentParcels.revueId,
      parcels: sql<number>`count(*)::int`.as('parcels'),
      copies: sql<number>`coalesce(sum(${shipmentParcels.count}), 0)::int`.as('copies'),
      confirmed: sql<number>`count(${shipmentParcels.confirmedAt})::int`.as('confirmed'),
      shippedAt: sql<Date | null>`max(${shipmentParcels.createdAt})`.as('shipped_at'),
    })
    .from(shipmentParcels)
    .groupBy(shipmentParcels.revueId)
    .as('stats');
  const rows = await ctx.db
    .select({
      id: media.id,
      titre: media.titre,
      numRevue: media.numRevue,
      datePublication: media.datePublication,
      parcels: stats.parcels,
      copies: stats.copies,
      confirmed: stats.confirmed,
      shippedAt: stats.shippedAt,
    })
    .from(media)
    .leftJoin(stats, eq(stats.revueId, media.id))
    .where(eq(media.mediaTypeId, MediaTypeId.MAGAZINE))
    .orderBy(sql`${media.numRevue} desc nulls last`, sql`${media.id} desc`);
  return rows.map((r) => ({
    id: r.id,
    numero: numeroOf(r),
    titre: r.titre,
    datePublication: r.datePublication,
    parcels: r.parcels ?? 0,
    copies: r.copies ?? 0,
    confirmed: r.confirmed ?? 0,
    shippedAt: r.shippedAt ? new Date(r.shippedAt) : null,
  }));
}
