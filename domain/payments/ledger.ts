import { eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/client.ts';
import type { IntentStatus, PaymentIntent, SimulatedLedger } from '../../platform/payments/index.ts';

const { simulatedIntents } = schema;

function toIntent(row: typeof simulatedIntents.$inferSelect): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    amountCents: row.amountCents,
    amountReceivedCents: row.amountReceivedCents,
    currency: row.currency,
    metadata: row.metadata,
    lastError: row.lastError,
  };
}

/** The simulated provider's book of intents, kept in the simulated_intent table. */
export function simulatedLedger(db: Db): SimulatedLedger {
  return {
    async insertOrGet(intent) {
      const [inserted] = await db
        .insert(simulatedIntents)
        .values({ ...intent })
        .onConflictDoNothing({ target: simulatedIntents.idempotencyKey })
        .returning();
      if (inserted) return toIntent(inserted);
      const [row] = await db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.idempotencyKey, intent.idempotencyKey));
      return toIntent(row);
    },
    async find(id) {
      const [row] = await db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id));
      return row ? toIntent(row) : null;
    },
    async update(id, patch) {
      await db.update(simulatedIntents).set(patch).where(eq(simulatedIntents.id, id));
    },
  };
}
