import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../../db/client.ts';
import { subscriberSearchText } from '../../db/schema/magazine.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { magazineIssues, shipIssue, shipmentOfIssue } from '../magazine/index.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { matchesSearch } from './staff-search.ts';
import { shipIssueSchema, subscriberListQuerySchema } from './forms.ts';

const subscribersPageSize = 25;

const s = schema.subscribers;
const c = schema.churches;

/** The list's filters: a search on the name, e-mail or town, the delivery and the credit left. */
export function subscriberFilter(query: z.output<typeof subscriberListQuerySchema>): SQL | undefined {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) where.push(matchesSearch(subscriberSearchText(s), q));
  const atHome = or(eq(s.livraisonDomicile, true), isNull(s.egliseId))!;
  if (query.livraison === 'domicile') where.push(atHome);
  if (query.livraison === 'eglise') where.push(and(eq(s.livraisonDomicile, false), isNotNull(s.egliseId))!);
  if (query.credit === 'avec') where.push(gt(s.nombreRevues, 0));
  if (query.credit === 'sans') where.push(eq(s.nombreRevues, 0));
  return where.length ? and(...where) : undefined;
}

/** Subscribers, searched, filtered (`subscriberFilter`), sorted and paged in SQL. */
export async function listSubscribersForStaff(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(subscriberListQuerySchema, input);
  const condition = subscriberFilter(query);
  const order = query.ordre === 'asc' ? asc : desc;
  const sort = {
    nom: [order(s.nom), order(s.prenom)],
    credit: [order(s.nombreRevues)],
    updatedAt: [order(s.updatedAt)],
  }[query.tri];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: s.id,
        nom: s.nom,
        prenom: s.prenom,
        email: s.email,
        ville: s.ville,
        credit: s.nombreRevues,
        livraisonDomicile: s.livraisonDomicile,
        eglise: c.nom,
        updatedAt: s.updatedAt,
      })
      .from(s)
      .leftJoin(c, eq(c.id, s.egliseId))
      .where(condition)
      .orderBy(...sort, asc(s.id))
      .limit(subscribersPageSize)
      .offset((query.page - 1) * subscribersPageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(s)
      .where(condition),
  ]);
  return {
    rows: rows.map(({ livraisonDomicile, eglise, ...row }) => ({
      ...row,
      delivery: livraisonDomicile || !eglise ? null : eglise,
    })),
    total,
    query,
    pageSize: subscribersPageSize,
  };
}

/** A subscriber: delivery, credit, the subscriptions paid (or not) and the issues shipped with their confirmation. */
export async function getSubscriberForStaff(ctx: Ctx, staff: Staff | null, subscriberId: number) {
  assertStaff(staff);
  const [row] = await ctx.db
    .select({ subscriber: s, eglise: c.nom })
    .from(s)
    .leftJoin(c, eq(c.id, s.egliseId))
    .where(eq(s.id, subscriberId));
  if (!row) throw new NotFound('Abonné introuvable');
  const a = schema.subscriptions;
  const p = schema.shipmentParcels;
  const l = schema.shipmentLines;
  const m = schema.media;
  const [payments, shipments] = await Promise.all([
    ctx.db
      .select({
        id: a.id,
        createdAt: a.createdAt,
        nombreRevues: a.nombreRevues,
        livraisonDomicile: a.livraisonDomicile,
        montantCents: a.montantCents,
        etat: a.etat,
        paidAt: a.paidAt,
        invoiceNumber: a.invoiceNumber,
      })
      .from(a)
      .where(eq(a.userId, row.subscriber.userId))
      .orderBy(desc(a.createdAt), desc(a.id)),
    ctx.db
      .select({
        revueId: l.revueId,
        numRevue: m.numRevue,
        titre: m.titre,
        shippedAt: p.createdAt,
        confirmedAt: p.confirmedAt,
        church: isNotNull(p.egliseId),
      })
      .from(l)
      .innerJoin(p, eq(p.id, l.parcelId))
      .leftJoin(m, eq(m.id, l.revueId))
      .where(eq(l.subscriberId, subscriberId))
      .orderBy(desc(p.createdAt)),
  ]);
  const { subscriber } = row;
  return {
    id: subscriber.id,
    nom: subscriber.nom,
    prenom: subscriber.prenom,
    email: subscriber.email,
    tel: subscriber.tel,
    adresse: `${subscriber.adressePostale}, ${subscriber.codePostal} ${subscriber.ville}, ${subscriber.pays}`,
    credit: subscriber.nombreRevues,
    delivery: subscriber.livraisonDomicile || !row.eglise ? null : row.eglise,
    payments,
    shipments: shipments.map((x) => ({
      revueId: x.revueId,
      numero: x.numRevue !== null ? `n° ${x.numRevue}` : (x.titre ?? String(x.revueId)),
      shippedAt: x.shippedAt,
      confirmedAt: x.confirmedAt,
      church: x.church,
    })),
  };
}

/** The issues of the magazine with their shipments, for the shipping page and the downloads area. */
export async function issuesForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const [issues, [{ due }]] = await Promise.all([
    magazineIssues(ctx),
    ctx.db
      .select({ due: sql<number>`count(*)::int` })
      .from(s)
      .where(gt(s.nombreRevues, 0)),
  ]);
  return { issues, subscribersWithCredit: due };
}

/**
 * An issue shipped to every subscriber with credit not yet in its shipment: the same operation as
 * `npm run admin -- revue:ship` (parcels and codes, credit down, mails queued), recorded in the journal.
 */
export async function shipIssueForStaff(
  ctx: Ctx,
  staff: Staff | null,
  input: unknown,
): Promise<{ message: string; revueId: number; shipped: number }> {
  assertStaff(staff);
  const { revue } = parseInput(shipIssueSchema, input);
  const shipment = await shipIssue(ctx, revue, (tx, done) =>
    recordStaffChange(tx, staff, {
      action: 'magazine.ship',
      subjectType: 'revue',
      subjectId: revue,
      before: null,
      after: {
        numero: done.numero,
        subscribersShipped: done.subscribersShipped,
        parcels: done.parcels.length,
        churchParcels: done.parcels.filter((p) => p.kind === 'eglise').length,
        renewalReminders: done.renewalReminders,
      },
    }),
  );
  const churches = shipment.parcels.filter((p) => p.kind === 'eglise');
  const message = shipment.subscribersShipped
    ? `Revue ${shipment.numero} expédiée à ${shipment.subscribersShipped} abonné(s) : ${shipment.parcels.length - churches.length} étiquette(s) à domicile, ${churches.length} colis d’église ; ${shipment.renewalReminders} rappel(s) de renouvellement.`
    : `Revue ${shipment.numero} : personne à expédier (déjà expédiée, ou aucun abonné avec des numéros restants).`;
  return { message, revueId: revue, shipped: shipment.subscribersShipped };
}

/**
 * An issue's shipment with each parcel's confirmation, for the staff. When it is for a download (the labels' PDF or
 * the list), the download is recorded in the journal: it holds the subscribers' addresses.
 */
export async function shipmentForStaff(
  ctx: Ctx,
  staff: Staff | null,
  revueId: number,
  download?: 'etiquettes' | 'liste',
) {
  assertStaff(staff);
  const shipment = await shipmentOfIssue(ctx, revueId);
  if (download)
    await ctx.db.transaction((tx) =>
      recordStaffChange(tx, staff, {
        action: 'magazine.shipment.download',
        subjectType: 'revue',
        subjectId: revueId,
        before: null,
        after: { file: download, parcels: shipment.parcels.length },
      }),
    );
  return shipment;
}
