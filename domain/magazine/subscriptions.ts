import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { PaymentIntent } from '../../platform/payments/index.ts';
import { madeOnce } from '../../platform/made-once.ts';
import { parisYear } from '../../platform/dates.ts';
import { getAccount } from '../accounts/index.ts';
import { deliveryChurches } from '../churches/index.ts';
import type { Ctx } from '../context.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../errors.ts';
import { queueMail } from '../jobs.ts';
import { centsToEuros, formatEuros } from '../money.ts';
import { fetchIntent, findPaymentBySecret, openCardPayment, recordIntent, type Payment } from '../payments/index.ts';
import { fieldErrors, parseInput } from '../validation.ts';
import { subscriptionPaidMail } from '../../emails/magazine.ts';
import {
  amountsOf,
  formulaOf,
  isFieldMissing,
  missingFieldMessage,
  paymentReportSchema,
  subscriptionSchema,
  unknownChurchMessage,
} from './formulas.ts';

const { subscribers, subscriptions, subscriptionInvoiceCounters, churches, media } = schema;
export type Subscription = typeof subscriptions.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
/** Payments of magazine subscriptions carry this purpose. */
export const SUBSCRIPTION_PURPOSE = 'abonnement';

/** The signed-in member calling, or null. */
export type Member = { userId: number } | null;

function signedIn(asker: Member): { userId: number } {
  if (!asker) throw new Unauthorized('Veuillez vous connecter pour vous abonner');
  return asker;
}

/** Transaction response (spec part 3 §3), amounts in euros. */
export interface TransactionResponse {
  id: number;
  montant: number;
  nombreRevues: number;
  livraisonDomicile: boolean;
  montantAbonnement: number;
}

function transactionOf(
  s: Pick<Subscription, 'id' | 'montantCents' | 'nombreRevues' | 'livraisonDomicile' | 'montantAbonnementCents'>,
): TransactionResponse {
  return {
    id: s.id,
    montant: centsToEuros(s.montantCents),
    nombreRevues: s.nombreRevues,
    livraisonDomicile: s.livraisonDomicile,
    montantAbonnement: centsToEuros(s.montantAbonnementCents),
  };
}

export type DeliveryChoice = { id: number; nom: string; codePostal: string };

/**
 * Each kept list's choices, made once: the same array for every page and call while the list is kept, so that the
 * magazine's page sends it as one JSON text written once (app/sent-json.ts, decision 0153). Never to be changed.
 */
const choicesOf = madeOnce((kept: DeliveryChoice[]): DeliveryChoice[] =>
  kept.map(({ id, nom, codePostal }) => ({ id, nom, codePostal })),
);

/** GET /egliseDeliveries: the delivery churches (id, nom, codePostal), by name. */
export async function listDeliveryChurches(ctx: Ctx): Promise<DeliveryChoice[]> {
  return choicesOf(await deliveryChurches(ctx));
}

/** GET /public/lastRevue: the newest issue of the magazine, or null. */
export async function lastRevue(ctx: Ctx): Promise<{ id: number; numRevue: number | null } | null> {
  const [row] = await ctx.db
    .select({ id: media.id, numRevue: media.numRevue })
    .from(media)
    .where(and(eq(media.mediaTypeId, MediaTypeId.MAGAZINE), eq(media.publique, true)))
    .orderBy(sql`${media.numRevue} desc nulls last`, desc(media.datePublication), desc(media.id))
    .limit(1);
  return row ?? null;
}

/**
 * POST /public/abonnements: the wizard's draft becomes a subscription waiting for its card payment. The amounts
 * come from the formula and the delivery choice; the member's name and e-mail from the account.
 */
export async function createSubscription(ctx: Ctx, input: unknown, asker: Member): Promise<TransactionResponse> {
  const { userId } = signedIn(asker);
  const parsed = subscriptionSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new Invalid(fields, isFieldMissing(Object.values(fields)) ? missingFieldMessage : undefined);
  }
  const draft = parsed.data;
  const formula = formulaOf(draft.nombreRevues)!;
  const egliseId = draft.livraisonDomicile ? null : draft.egliseId;
  if (egliseId !== null) {
    const [church] = await churchById(ctx.db).execute({ id: egliseId });
    if (!church) throw new Invalid({ egliseId: unknownChurchMessage });
  }
  // The member's name and address as the site keeps them (decision 0154): no statement when they are kept.
  const member = await getAccount(ctx, userId).catch((err: unknown) => {
    throw err instanceof NotFound ? new Unauthorized('Veuillez vous connecter pour vous abonner') : err;
  });
  const user = { nom: member.lastname, prenom: member.firstname, email: member.email };
  const [row] = await insertSubscription(ctx.db).execute({
    userId,
    ...user,
    tel: draft.tel,
    adressePostale: draft.adressePostale,
    codePostal: draft.codePostal,
    ville: draft.ville,
    pays: draft.pays,
    dateNaissance: draft.dateNaissance ?? null,
    lieuNaissance: draft.lieuNaissance ?? null,
    nombreRevues: formula.nombreRevues,
    livraisonDomicile: draft.livraisonDomicile,
    egliseId,
    recevoirDerniereRevue: draft.recevoirDerniereRevue,
    ...amountsOf(formula, draft.livraisonDomicile),
  });
  return transactionOf(row);
}

// The statements of a subscription's creation, the step before the card's (built once: `db/prepared.ts`).
const churchById = preparedStatement((db) =>
  db
    .select({ id: churches.id })
    .from(churches)
    .where(eq(churches.id, sql.placeholder('id')))
    .prepare('church_by_id'),
);

const insertSubscription = preparedStatement((db) =>
  db
    .insert(subscriptions)
    .values({
      userId: sql.placeholder('userId'),
      nom: sql.placeholder('nom'),
      prenom: sql.placeholder('prenom'),
      email: sql.placeholder('email'),
      tel: sql.placeholder('tel'),
      adressePostale: sql.placeholder('adressePostale'),
      codePostal: sql.placeholder('codePostal'),
      ville: sql.placeholder('ville'),
      pays: sql.placeholder('pays'),
      dateNaissance: sql.placeholder('dateNaissance'),
      lieuNaissance: sql.placeholder('lieuNaissance'),
      nombreRevues: sql.placeholder('nombreRevues'),
      livraisonDomicile: sql.placeholder('livraisonDomicile'),
      egliseId: sql.placeholder('egliseId'),
      recevoirDerniereRevue: sql.placeholder('recevoirDerniereRevue'),
      montantAbonnementCents: sql.placeholder('montantAbonnementCents'),
      montantCents: sql.placeholder('montantCents'),
    })
    .returning({
      id: subscriptions.id,
      montantCents: subscriptions.montantCents,
      nombreRevues: subscriptions.nombreRevues,
      livraisonDomicile: subscriptions.livraisonDomicile,
      montantAbonnementCents: subscriptions.montantAbonnementCents,
    })
    .prepare('insert_subscription'),
);

/** A subscription the asker may touch: unknown is 404, another member's is 403. */
async function ownSubscription(ctx: Ctx, id: string | number, asker: Member): Promise<Subscription> {
  const { userId } = signedIn(asker);
  // Decimal digits only: Number() would also read "0x10", "+16" or "16.0" as 16.
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2 ** 31 - 1) throw new NotFound('Abonnement introuvable');
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, n));
  if (!row) throw new NotFound('Abonnement introuvable');
  if (row.userId !== userId) throw new Forbidden('Cet abonnement ne vous appartient pas');
  return row;
}

/**
 * GET /public/abonnements/transaction/{id}: the transaction and the client secret of its card payment (the same
 * payment when asked again: the idempotency key names the subscription and its amount).
 */
export async function openSubscriptionPayment(
  ctx: Ctx,
  id: string | number,
  asker: Member,
): Promise<TransactionResponse & { idIntentClientSecretStripe: string; paye: boolean }> {
  const sub = await ownSubscription(ctx, id, asker);
  const payment = await openCardPayment(ctx, {
    purpose: SUBSCRIPTION_PURPOSE,
    subjectId: sub.id,
    amountCents: sub.montantCents,
    description: `Abonnement revue ${sub.id}`,
    email: sub.email,
    knownPaymentId: sub.paymentId,
  });
  return { ...transactionOf(sub), idIntentClientSecretStripe: payment.clientSecret, paye: sub.etat === 'PAYE' };
}

/**
 * Records what the provider says about a subscription's payment. The first time it succeeded, the subscription is
 * paid, numbered, and its issues are added to the subscriber's credit; a replay, a race or the reconciler changes
 * nothing more (the subscription row is locked and its state checked).
 */
export async function settleSubscriptionPayment(
  ctx: Ctx,
  payment: Payment,
  intent: PaymentIntent,
): Promise<Subscription | null> {
  if (payment.purpose !== SUBSCRIPTION_PURPOSE) return null;
  const settled = await ctx.db.transaction(async (tx) => {
    await recordIntent(tx, payment.id, intent);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subjectId)).for('update');
    // A subscription without a member is an erased member's invoice, paid already (decision 0086).
    if (!sub || sub.userId === null || intent.status !== 'succeeded' || sub.etat === 'PAYE') return sub;
    const userId = sub.userId;
    const paidAt = ctx.clock.now();
    const [paid] = await tx
      .update(subscriptions)
      .set({
        etat: 'PAYE',
        paymentId: payment.id,
        amountPaidCents: intent.amountReceivedCents,
        paidAt,
        // Numbered in the year of its payment, Paris time, as its date is printed.
        invoiceNumber: await nextInvoiceNumber(tx, parisYear(paidAt)),
      })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    const subscriber = await creditSubscriber(tx, { ...paid, userId });
    await queueMail(ctx, tx, {
      to: paid.email,
      ...subscriptionPaidMail(
        ctx,
        paid,
        formatEuros(paid.amountPaidCents ?? paid.montantCents),
        subscriber.nombreRevues,
      ),
    });
    return paid;
  });
  return settled ?? null;
}

async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx
    .insert(subscriptionInvoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: subscriptionInvoiceCounters.year,
      set: { last: sql`${subscriptionInvoiceCounters.last} + 1` },
    })
    .returning({ last: subscriptionInvoiceCounters.last });
  return `${year}-${String(row.last).padStart(4, '0')}`;
}

/** The subscriber record takes the paid subscription's details and its issues are added to the credit. */
async function creditSubscriber(tx: DbOrTx, sub: Subscription & { userId: number }): Promise<Subscriber> {
  const details = {
    nom: sub.nom,
    prenom: sub.prenom,
    email: sub.email,
    tel: sub.tel,
    adressePostale: sub.adressePostale,
    codePostal: sub.codePostal,
    ville: sub.ville,
    pays: sub.pays,
    dateNaissance: sub.dateNaissance,
    lieuNaissance: sub.lieuNaissance,
    egliseId: sub.egliseId,
    livraisonDomicile: sub.livraisonDomicile,
  };
  const [row] = await tx
    .insert(subscribers)
    .values({ userId: sub.userId, ...details, nombreRevues: sub.nombreRevues })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { ...details, nombreRevues: sql`${subscribers.nombreRevues} + ${sub.nombreRevues}`, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/**
 * PUT /public/abonnements/transaction: the browser says the card step is over. Its status and amount are ignored;
 * the provider is asked and its answer recorded. Answers the subscription's id and whether it is paid.
 */
export async function confirmSubscriptionPayment(
  ctx: Ctx,
  report: unknown,
  asker: Member,
): Promise<{ id: number; paye: boolean; nombreRevues: number }> {
  const { userId } = signedIn(asker);
  const { clientSecret } = parseInput(paymentReportSchema, report);
  const payment = await findPaymentBySecret(ctx, clientSecret);
  if (!payment || payment.purpose !== SUBSCRIPTION_PURPOSE) throw new NotFound('Paiement introuvable');
  const [owner] = await ctx.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subjectId));
  if (!owner) throw new NotFound('Abonnement introuvable');
  if (owner.userId !== userId) throw new Forbidden('Cet abonnement ne vous appartient pas');
  const sub = (await settleSubscriptionPayment(ctx, payment, await fetchIntent(ctx, payment)))!;
  const credit = await subscriberCredit(ctx, userId);
  return { id: sub.id, paye: sub.etat === 'PAYE', nombreRevues: credit };
}

async function subscriberCredit(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: subscribers.nombreRevues })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  return row?.n ?? 0;
}

/** Subscriber record (spec part 3 §3). */
export interface SubscriberRecord {
  nom: string;
  prenom: string;
  dateNaissance: string | null;
  lieuNaissance: string | null;
  adressePostale: string;
  ville: string;
  pays: string;
  codePostal: string;
  tel: string;
  email: string;
  egliseId: number | null;
  livraisonDomicile: boolean;
  nombreRevues: number;
}

/** GET /public/abonnements/user/{id}: the member's own subscriber record, or null when they have none. */
const subscriberRecord = preparedStatement((db) =>
  db
    .select()
    .from(subscribers)
    .where(eq(subscribers.userId, sql.placeholder('userId')))
    .prepare('subscriber_record'),
);

export async function getSubscriber(
  ctx: Ctx,
  userId: string | number,
  asker: Member,
): Promise<SubscriberRecord | null> {
  const me = signedIn(asker);
  if (String(userId) !== String(me.userId)) throw new Forbidden('Cet abonné n’est pas vous');
  const [row] = await subscriberRecord(ctx.db).execute({ userId: me.userId });
  if (!row) return null;
  const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, ...record } = row;
  return record;
}

/** GET /public/isRevueDejaCommande/{userId} (part 1): whether that member already has a paid subscription. */
export async function hasPaidSubscription(ctx: Ctx, userId: string | number, asker: Member): Promise<boolean> {
  const me = signedIn(asker);
  if (String(userId) !== String(me.userId)) throw new Forbidden('Ce compte n’est pas le vôtre');
  const [row] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    // Paid: its invoice numbered (the same update), read through abonnement_paid_user_idx without the attempts.
    .where(and(eq(subscriptions.userId, me.userId), isNotNull(subscriptions.invoiceNumber)))
    .limit(1);
  return row !== undefined;
}

/**
 * The member's paid subscriptions, newest first (the "Revue" tab of /mon-compte), through `abonnement_paid_user_idx`:
 * not the unpaid attempts of the form, which a member may leave by the dozen (decision 0160).
 */
export const paidSubscriptionsQuery = (db: Db) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), isNotNull(subscriptions.invoiceNumber)))
    .orderBy(desc(subscriptions.paidAt));

const paidSubscriptions = preparedStatement((db) => paidSubscriptionsQuery(db).prepare('paid_subscriptions_of_member'));

/** The member's subscriber record and the church their issues go to. */
const subscriberOfMember = preparedStatement((db) =>
  db
    .select({ s: subscribers, church: churches.nom })
    .from(subscribers)
    .leftJoin(churches, eq(churches.id, subscribers.egliseId))
    .where(eq(subscribers.userId, sql.placeholder('userId')))
    .prepare('subscriber_of_member'),
);

/** The "Revue" tab of /mon-compte: issues left, delivery, past payments. */
export interface SubscriberAccount {
  credit: number | null;
  delivery: { home: true; address: string } | { home: false; church: string } | null;
  payments: {
    invoiceNumber: string;
    paidAt: string;
    nombreRevues: number;
    livraisonDomicile: boolean;
    amountCents: number;
  }[];
}

export async function subscriberAccount(ctx: Ctx, userId: number): Promise<SubscriberAccount> {
  const [[row], paid] = await Promise.all([
    subscriberOfMember(ctx.db).execute({ userId }),
    paidSubscriptions(ctx.db).execute({ userId }),
  ]);
  return {
    credit: row?.s.nombreRevues ?? null,
    delivery: !row
      ? null
      : row.s.livraisonDomicile || !row.church
        ? { home: true, address: `${row.s.adressePostale}, ${row.s.codePostal} ${row.s.ville}, ${row.s.pays}` }
        : { home: false, church: row.church },
    payments: paid.map((s) => ({
      invoiceNumber: s.invoiceNumber!,
      paidAt: (s.paidAt ?? s.createdAt).toISOString(),
      nombreRevues: s.nombreRevues,
      livraisonDomicile: s.livraisonDomicile,
      amountCents: s.amountPaidCents ?? s.montantCents,
    })),
  };
}

/** What an invoice shows; only for the member who paid it (anyone else: not found). */
export async function invoiceForOwner(ctx: Ctx, number: string, viewer: { id: number } | null) {
  if (!viewer || !/^\d{4}-\d{4,}$/.test(number)) throw new NotFound('Facture introuvable');
  const [row] = await ctx.db
    .select({ s: subscriptions, church: churches.nom })
    .from(subscriptions)
    .leftJoin(churches, eq(churches.id, subscriptions.egliseId))
    .where(eq(subscriptions.invoiceNumber, number));
  if (!row || row.s.userId !== viewer.id || !row.s.paidAt) throw new NotFound('Facture introuvable');
  const s = row.s;
  const formula = formulaOf(s.nombreRevues);
  const c = ctx.config;
  return {
    number,
    paidAt: s.paidAt!,
    seller: { name: c.SITE_NAME, address: `${c.SITE_STREET}, ${c.SITE_POSTCODE} ${c.SITE_CITY}` },
    buyer: {
      name: `${s.prenom} ${s.nom}`,
      address: `${s.adressePostale}, ${s.codePostal} ${s.ville}, ${s.pays}`,
      email: s.email,
    },
    formula: `${formula?.years ?? '?'} an${(formula?.years ?? 1) > 1 ? 's' : ''} (${s.nombreRevues} numéros)`,
    delivery: s.livraisonDomicile ? 'à domicile' : `à l’église (${row.church ?? 'église de la mission'})`,
    subscriptionCents: s.montantAbonnementCents,
    deliveryCents: s.montantCents - s.montantAbonnementCents,
    totalCents: s.amountPaidCents ?? s.montantCents,
  };
}
