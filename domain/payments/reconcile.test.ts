import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { readOutbox } from '../accounts/index.ts';
import { createDonation, openDonationPayment } from '../donations/index.ts';
import { enqueue } from '../jobs.ts';
import { tablesReadWhole } from '../../tests/support/query-plans.ts';
import { reconcileOpenPayments } from './index.ts';
import { openPaymentsStatement } from './payments.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const donor = {
  civilite: 'Mme',
  nom: 'Rapprochée',
  prenom: 'Lise',
  montant: 40,
  adressePostale: '3 rue des Lilas',
  ville: 'Nîmes',
  pays: 'France',
  codePostal: '30000',
  tel: '0601020304',
};

/** A card charged at the provider whose answer never reached the database (a crash, a lost webhook). */
async function chargedButUnrecorded(email: string) {
  const { id } = await createDonation(t.ctx, { ...donor, email }, null);
  const { clientSecret } = await openDonationPayment(t.ctx, id, null);
  const intent = await t.ctx.payments.confirmWithTestCard!(clientSecret, {
    numero: '4242 4242 4242 4242',
    expiration: '12/34',
    cryptogramme: '123',
    titulaire: 'Lise Rapprochée',
  });
  expect(intent.status).toBe('succeeded');
  return id;
}

const donationOf = async (publicId: string) =>
  (await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.publicId, publicId)))[0];

describe('payments reconciliation', () => {
  it('records a charge the database missed: the donation paid, one receipt, mailed once', async () => {
    const id = await chargedButUnrecorded('rapproche@example.org');
    expect((await donationOf(id)).etat).toBe('PAIEMENT_CARTE');

    await enqueue(t.ctx, t.ctx.db, 'payments-reconcile', { reason: 'timer' });
    await t.runJobs();
    const paid = await donationOf(id);
    expect(paid).toMatchObject({ etat: 'PAYE', amountPaidCents: 4000 });
    const receipts = await t.ctx.db.select().from(schema.receipts).where(eq(schema.receipts.donationId, paid.id));
    expect(receipts).toHaveLength(1);
    const mails = await readOutbox(t.ctx.db, 'rapproche@example.org');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Merci pour votre don')]);

    // Asked again (the next timer, another process): nothing changes, nothing is mailed again.
    await enqueue(t.ctx, t.ctx.db, 'payments-reconcile', { reason: 'timer' });
    await t.runJobs();
    expect(await t.ctx.db.select().from(schema.receipts).where(eq(schema.receipts.donationId, paid.id))).toHaveLength(
      1,
    );
    expect(await readOutbox(t.ctx.db, 'rapproche@example.org')).toHaveLength(1);
  });

  it('leaves a payment the card step never finished open, and asks again later', async () => {
    const { id } = await createDonation(t.ctx, { ...donor, email: 'abandon@example.org' }, null);
    await openDonationPayment(t.ctx, id, null);
    await enqueue(t.ctx, t.ctx.db, 'payments-reconcile', { reason: 'timer' });
    await t.runJobs();
    const donation = await donationOf(id);
    expect(donation.etat).toBe('PAIEMENT_CARTE');
    const [payment] = await t.ctx.db.select().from(schema.payments).where(eq(schema.payments.subjectId, donation.id));
    expect(payment.status).toBe('requires_payment_method');
    // Just asked: it waits as long as it had been open before being asked again.
    const openFor = payment.updatedAt.getTime() - payment.createdAt.getTime();
    const at = (ms: number) => ({ ...t.ctx, clock: { now: () => new Date(payment.updatedAt.getTime() + ms) } });
    expect(await reconcileOpenPayments(at(openFor - 2), async () => {})).toBe(0);
    expect(await reconcileOpenPayments(at(openFor + 2), async () => {})).toBe(1);
  });

  it("reads the window's payments by index, not every payment ever made (it runs every five minutes)", async () => {
    const query = openPaymentsStatement(t.ctx.db, new Date()).toSQL();
    expect(await tablesReadWhole(t.ctx.db, query)).toEqual([]);
  });
});
