import { and, asc, eq, gt, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.ts';
import { schema, type Db, type DbOrTx } from '../../db/client.ts';
import { PaymentProviderError, type PaymentEvent, type PaymentIntent } from '../../platform/payments/index.ts';
import type { Ctx } from '../context.ts';
import { Conflict, NotFound } from '../errors.ts';

const { payments, paymentEvents } = schema;
export type Payment = typeof payments.$inferSelect;

/** Provider faults become domain errors: an unknown intent is not found, an outage asks to retry later. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError && err.kind === 'not_found') throw new NotFound('Paiement introuvable');
    if (err instanceof PaymentProviderError)
      throw new Conflict('Le serveur est indisponible, veuillez réessayer plus tard');
    throw err;
  }
}

/**
 * SQL for a statement about the subject: the id of its card payment already opened for this amount, or null
 * (the same idempotency key as openCardPayment's).
 */
export function openedPaymentId(purpose: string, subjectId: SQLWrapper, amountCents: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select ${payments.id} from ${payments} where ${payments.idempotencyKey} = ${purpose}::text || '-' || ${subjectId} || '-' || ${amountCents})`;
}

/**
 * The card payment of one thing (purpose + subject) for one amount: created at the provider the first time,
 * the same intent every later time (the idempotency key names purpose, subject and amount).
 */
export async function openCardPayment(
  ctx: Ctx,
  input: {
    purpose: string;
    subjectId: number;
    amountCents: number;
    description: string;
    email?: string;
    /** The payment already opened for them, if the caller knows it (see openedPaymentId): answered as it is. */
    knownPaymentId: number | null;
  },
): Promise<Payment> {
  const idempotencyKey = `${input.purpose}-${input.subjectId}-${input.amountCents}`;
  if (input.knownPaymentId !== null) {
    const [existing] = await ctx.db.select().from(payments).where(eq(payments.id, input.knownPaymentId));
    if (existing?.idempotencyKey === idempotencyKey) return existing;
  }
  // The idempotency key makes the provider answer the intent it already made, if a previous call got this far.
  const intent = await askProvider(() =>
    ctx.payments.createIntent({
      amountCents: input.amountCents,
      currency: 'eur',
      description: input.description,
      metadata: { purpose: input.purpose, subjectId: String(input.subjectId) },
      idempotencyKey,
      receiptEmail: input.email,
    }),
  );
  const [inserted] = await insertPayment(ctx.db).execute({
    provider: ctx.payments.kind,
    purpose: input.purpose,
    subjectId: input.subjectId,
    idempotencyKey,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amountCents,
    currency: intent.currency,
    status: intent.status,
    amountReceivedCents: intent.amountReceivedCents,
  });
  if (inserted) return inserted;
  // Another request opened it at the same time: answer that one.
  const [row] = await ctx.db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

const insertPayment = preparedStatement((db) =>
  db
    .insert(payments)
    .values({
      provider: sql.placeholder('provider'),
      purpose: sql.placeholder('purpose'),
      subjectId: sql.placeholder('subjectId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      intentId: sql.placeholder('intentId'),
      clientSecret: sql.placeholder('clientSecret'),
      amountCents: sql.placeholder('amountCents'),
      currency: sql.placeholder('currency'),
      status: sql.placeholder('status'),
      amountReceivedCents: sql.placeholder('amountReceivedCents'),
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning()
    .prepare('insert_payment'),
);

export async function findPaymentBySecret(ctx: Ctx, clientSecret: string): Promise<Payment | null> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
  return row ?? null;
}

export async function findPaymentByIntent(ctx: Ctx, intentId: string): Promise<Payment | null> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row ?? null;
}

/** What the provider says about the payment now (never what a browser reports). */
export function fetchIntent(ctx: Ctx, payment: Payment): Promise<PaymentIntent> {
  return askProvider(() => ctx.payments.retrieveIntent(payment.intentId));
}

/**
 * Records the provider's answer on the payment row, which is locked for the rest of the transaction. A payment
 * recorded as succeeded stays so: an answer fetched before another request recorded the success is older.
 */
export async function recordIntent(tx: DbOrTx, paymentId: number, intent: PaymentIntent): Promise<Payment> {
  const succeeded = sql`${payments.status} = 'succeeded'`;
  const [row] = await tx
    .update(payments)
    .set({
      status: sql`case when ${succeeded} then ${payments.status} else ${intent.status} end`,
      amountReceivedCents: sql`case when ${succeeded} then ${payments.amountReceivedCents} else ${intent.amountReceivedCents}::int end`,
      lastError: intent.lastError,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId))
    .returning();
  return row;
}

/** Notes a provider event as handled; false when it already was (a replay). */
export async function claimEvent(tx: DbOrTx, event: PaymentEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, intentId: event.intentId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Statuses after which a payment never changes: the reconciler leaves them alone. */
const finalStatuses = ['succeeded', 'canceled'];
/** A payment still open after this long (abandoned at the card step) is no longer asked about. */
const reconcileWindowMs = 7 * 24 * 3600_000;
/** At most this many payments asked about per pass; the others wait for the next one. */
const reconcileBatch = 200;

/** The open payments to ask about, of the window's week (its plan is tested: the job runs every five minutes). */
export const openPaymentsStatement = (db: Db, now: Date) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        notInArray(payments.status, finalStatuses),
        gt(payments.createdAt, new Date(now.getTime() - reconcileWindowMs)),
        // Asked again once as long has passed since the last answer as the payment had been open then: a payment
        // left at the card step is asked about a dozen times in its week, not every few minutes.
        sql`${payments.updatedAt} - ${payments.createdAt} <= ${now}::timestamptz - ${payments.updatedAt}`,
      ),
    )
    // Oldest first, along the index of the window (payment_created_idx).
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(reconcileBatch);

/**
 * Asks the provider about every card payment left open (a crash between the provider's charge and the database's
 * update, a lost webhook) and hands its answer to `settle`, which records it as a confirmation would. Answers how
 * many were asked; one the provider cannot answer now is asked again next time.
 */
export async function reconcileOpenPayments(
  ctx: Ctx,
  settle: (payment: Payment, intent: PaymentIntent) => Promise<unknown>,
): Promise<number> {
  const open = await openPaymentsStatement(ctx.db, ctx.clock.now());
  for (const payment of open) {
    try {
      await settle(payment, await fetchIntent(ctx, payment));
    } catch (err) {
      ctx.log.warn({ err, payment: payment.id }, 'paiement non rapproché : nouvel essai au prochain passage');
    }
  }
  return open.length;
}
