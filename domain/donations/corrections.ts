import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { Conflict, NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { issueReceipt, type Receipt } from './receipts.ts';
import { receiptCorrectionSchema } from './schemas.ts';

const { receipts, donations } = schema;

/** The donor details a correction may change (a misspelt name, a wrong address). */
const correctionSchema = receiptCorrectionSchema.partial();

/**
 * Staff: corrects the donor's details of a receipt. The issued receipt stays as it is; a new one, with the
 * next number of the year, names the one it replaces, and is mailed to the donor.
 */
export async function correctReceipt(
  ctx: Ctx,
  code: string,
  changes: unknown,
  /** Runs in the same transaction once the new receipt is issued (the back office records its journal entry). */
  within?: (tx: DbOrTx, result: { old: Receipt; receipt: Receipt }) => Promise<void>,
): Promise<Receipt> {
  const patch = parseInput(correctionSchema, changes);
  return ctx.db.transaction(async (tx) => {
    // Locked: a second correction of the same receipt started meanwhile waits, then finds it replaced.
    const [old] = await tx.select().from(receipts).where(eq(receipts.code, code)).for('update');
    if (!old) throw new NotFound('Reçu introuvable');
    if (old.donationId === null) throw new Conflict('Un reçu annuel de dons réguliers se corrige depuis ses paiements');
    const [newer] = await tx
      .select({ code: receipts.code })
      .from(receipts)
      .where(eq(receipts.replacesReceiptId, old.id));
    if (newer) throw new Conflict(`Ce reçu a déjà été remplacé par le reçu n° ${newer.code}`);
    const [donation] = await tx
      .update(donations)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(donations.id, old.donationId))
      .returning();
    const receipt = await issueReceipt(ctx, tx, donation, old);
    await within?.(tx, { old, receipt });
    return receipt;
  });
}
