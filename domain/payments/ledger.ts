import { eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.ts';
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

const insertIntent = preparedStatement((db) =>
  db
    .insert(simulatedIntents)
    .values({
      id: sql.placeholder('id'),
      clientSecret: sql.placeholder('clientSecret'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      amountCents: sql.placeholder('amountCents'),
      currency: sql.placeholder('currency'),
      status: sql.placeholder('status'),
      amountReceivedCents: sql.placeholder('amountReceivedCents'),
      metadata: sql.placeholder('metadata'),
      lastError: sql.placeholder('lastError'),
    })
    .onConflictDoNothing({ target: simulatedIntents.idempotencyKey })
    .returning()
    .prepare('insert_simulated_intent'),
);

/** The simulated provider's book of intents, kept in the simulated_intent table. */
export function simulatedLedger(db: Db): SimulatedLedger {
  return {
    async insertOrGet(intent) {
      const [inserted] = await insertIntent(db).execute({ ...intent });
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
