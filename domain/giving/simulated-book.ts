import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client.ts';
import type {
  Invoice,
  InvoiceStatus,
  MeansSetup,
  SimulatedBillingBook,
  SimulatedMeans,
  SimulatedSubscription,
  SubscriptionStatus,
} from '../../platform/payments/index.ts';

const { simulatedSetups, simulatedSubscriptions, simulatedInvoices, simulatedClock } = schema;

function publicMeans(means: Record<string, string> | null): MeansSetup['means'] {
  if (!means) return null;
  const { outcome: _outcome, ...rest } = means as unknown as SimulatedMeans;
  return rest;
}

function toSetup(row: typeof simulatedSetups.$inferSelect): MeansSetup {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    customerId: row.customerId,
    kind: row.meansKind,
    status: row.status as MeansSetup['status'],
    means: publicMeans(row.paymentMethod),
    lastError: row.lastError,
  };
}

function toSubscription(row: typeof simulatedSubscriptions.$inferSelect): SimulatedSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as SubscriptionStatus,
    amountCents: row.amountCents,
    dayOfMonth: row.dayOfMonth,
    nextChargeOn: row.nextChargeOn,
    paymentMethod: row.paymentMethod as unknown as SimulatedMeans,
    metadata: row.metadata,
  };
}

function toInvoice(row: typeof simulatedInvoices.$inferSelect): Invoice {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    dueOn: row.dueOn,
    amountCents: row.amountCents,
    status: row.status as InvoiceStatus,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    paidAt: row.paidAt,
  };
}

const asJson = (means: SimulatedMeans) => means as unknown as Record<string, string>;

/** The simulated provider's side of monthly giving, in the simulated_* tables (decision 0116). */
export function simulatedBillingBook(db: Db): SimulatedBillingBook {
  return {
    async clock() {
      const [row] = await db.select().from(simulatedClock);
      return row?.now ?? null;
    },
    async setClock(to) {
      await db
        .insert(simulatedClock)
        .values({ id: 1, now: to })
        .onConflictDoUpdate({
          target: simulatedClock.id,
          set: { now: sql`greatest(${simulatedClock.now}, excluded.now)` },
        });
    },
    async insertSetup({ idempotencyKey, means: _means, ...setup }) {
      const [inserted] = await db
        .insert(simulatedSetups)
        .values({ ...setup, meansKind: setup.kind, idempotencyKey })
        .onConflictDoNothing({ target: simulatedSetups.idempotencyKey })
        .returning();
      if (inserted) return toSetup(inserted);
      const [row] = await db.select().from(simulatedSetups).where(eq(simulatedSetups.idempotencyKey, idempotencyKey));
      return toSetup(row);
    },
    async findSetup(id) {
      const [row] = await db.select().from(simulatedSetups).where(eq(simulatedSetups.id, id));
      return row ? toSetup(row) : null;
    },
    async saveSetup(id, { status, means, lastError }) {
      await db
        .update(simulatedSetups)
        .set({ status, lastError, paymentMethod: means && asJson(means) })
        .where(eq(simulatedSetups.id, id));
    },
    async findMeans(paymentMethodId) {
      const [row] = await db
        .select({ means: simulatedSetups.paymentMethod })
        .from(simulatedSetups)
        .where(sql`${simulatedSetups.paymentMethod}->>'id' = ${paymentMethodId}`);
      return (row?.means as unknown as SimulatedMeans | undefined) ?? null;
    },
    async insertSubscription({ idempotencyKey, paymentMethod, ...subscription }) {
      const [inserted] = await db
        .insert(simulatedSubscriptions)
        .values({ ...subscription, paymentMethod: asJson(paymentMethod), idempotencyKey })
        .onConflictDoNothing({ target: simulatedSubscriptions.idempotencyKey })
        .returning();
      if (inserted) return toSubscription(inserted);
      const [row] = await db
        .select()
        .from(simulatedSubscriptions)
        .where(eq(simulatedSubscriptions.idempotencyKey, idempotencyKey));
      return toSubscription(row);
    },
    async findSubscription(id) {
      const [row] = await db.select().from(simulatedSubscriptions).where(eq(simulatedSubscriptions.id, id));
      return row ? toSubscription(row) : null;
    },
    async listSubscriptions(purpose, createdSince) {
      const rows = await db
        .select()
        .from(simulatedSubscriptions)
        .where(
          and(
            ne(simulatedSubscriptions.status, 'canceled'),
            gte(simulatedSubscriptions.createdAt, createdSince),
            sql`${simulatedSubscriptions.metadata}->>'purpose' = ${purpose}`,
          ),
        )
        .orderBy(asc(simulatedSubscriptions.createdAt));
      return rows.map(toSubscription);
    },
    async updateSubscription(id, { paymentMethod, ...patch }, only = {}) {
      const changed = await db
        .update(simulatedSubscriptions)
        .set({ ...patch, ...(paymentMethod && { paymentMethod: asJson(paymentMethod) }) })
        .where(
          and(
            eq(simulatedSubscriptions.id, id),
            ne(simulatedSubscriptions.status, 'canceled'),
            only.nextChargeOn === undefined ? undefined : eq(simulatedSubscriptions.nextChargeOn, only.nextChargeOn),
            only.statuses && inArray(simulatedSubscriptions.status, only.statuses),
          ),
        )
        .returning({ id: simulatedSubscriptions.id });
      return changed.length > 0;
    },
    async dueSubscriptions(day, limit) {
      const rows = await db
        .select()
        .from(simulatedSubscriptions)
        .where(
          and(
            inArray(simulatedSubscriptions.status, ['active', 'past_due']),
            lte(simulatedSubscriptions.nextChargeOn, day),
          ),
        )
        .orderBy(asc(simulatedSubscriptions.nextChargeOn))
        .limit(limit);
      return rows.map(toSubscription);
    },
    async insertInvoice(invoice) {
      await db.insert(simulatedInvoices).values(invoice).onConflictDoNothing();
    },
    async dueInvoices(now, limit) {
      const rows = await db
        .select()
        .from(simulatedInvoices)
        .where(and(eq(simulatedInvoices.status, 'open'), lte(simulatedInvoices.nextAttemptAt, now)))
        .orderBy(asc(simulatedInvoices.nextAttemptAt))
        .limit(limit);
      return rows.map(toInvoice);
    },
    async recordAttempt(id, attemptsBefore, patch) {
      const changed = await db
        .update(simulatedInvoices)
        .set(patch)
        .where(
          and(
            eq(simulatedInvoices.id, id),
            eq(simulatedInvoices.attemptCount, attemptsBefore),
            inArray(simulatedInvoices.status, ['open', 'uncollectible']),
            // A charge only while its subscription is billed, the row held against a cancel or pause meanwhile.
            patch.status === 'void'
              ? undefined
              : sql`exists (select 1 from ${simulatedSubscriptions} s where s.id = ${simulatedInvoices.subscriptionId}
                  and s.status not in ('canceled', 'paused') for share)`,
          ),
        )
        .returning({ id: simulatedInvoices.id });
      return changed.length > 0;
    },
    async findInvoice(id) {
      const [row] = await db.select().from(simulatedInvoices).where(eq(simulatedInvoices.id, id));
      return row ? toInvoice(row) : null;
    },
    async listInvoices(subscriptionId, limit) {
      const rows = await db
        .select()
        .from(simulatedInvoices)
        .where(eq(simulatedInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(simulatedInvoices.dueOn))
        .limit(limit);
      return rows.map(toInvoice);
    },
  };
}
