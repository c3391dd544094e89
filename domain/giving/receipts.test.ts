import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { readOutbox } from '../accounts/index.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { pdfText } from '../../tests/support/pdf-text.ts';
import { issueReceipt, receiptForOwner } from '../donations/index.ts';
import { confirmTestMeans, createRegularGift, startMeansSetup } from './gifts.ts';
import {
  issueAnnualReceipts,
  issueLastYearsReceipts,
  previewAnnualReceipts,
  recordPaymentReversal,
} from './receipts.ts';
import { advanceSimulatedClock } from './run.ts';
import { DONOR } from '../../tests/support/donor.ts';

/** The annual receipt of regular gifts (decision 0120), with the simulated provider and its clock. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const card = { moyen: 'card', numero: '4242 4242 4242 4242', expiration: '12/34', cryptogramme: '123' } as const;
const iban = { moyen: 'sepa_debit', iban: 'FR1420041010050500013M02606', titulaire: 'Paul Roux' } as const;

/** Paul never gives once: his receipt can only name him from his monthly gifts. */
const pauls = {
  ...DONOR,
  civilite: 'M.',
  nom: 'Roux',
  prenom: 'Paul',
  adressePostale: '8 chemin des Vignes',
  codePostal: '30140',
  ville: 'Anduze',
  email: 'paul@exemple.fr',
};

async function gift(userId: number, montant: number, means: typeof card | typeof iban, donor: object = DONOR) {
  const member = { userId };
  const setup = await startMeansSetup(t.ctx, member, { moyen: means.moyen });
  await confirmTestMeans(t.ctx, member, { clientSecret: setup.clientSecret, ...means });
  return createRegularGift(t.ctx, member, { ...donor, montant, jour: 28, setupId: setup.setupId, mandatAccepte: true });
}

const payments = () => t.ctx.db.select().from(schema.regularGiftPayments).orderBy(asc(schema.regularGiftPayments.id));
const allReceipts = () => t.ctx.db.select().from(schema.receipts).orderBy(asc(schema.receipts.id));

function pdfLines(pdf: Uint8Array): string[] {
  return pdfText(pdf)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

let paul: number;
let anne: number;
let marc: number;
let year: number;
describe('annual receipts of regular gifts', () => {
  it('previews the donors of a finished year, their payments paid and not given back', async () => {
    paul = (await createMember(t.ctx, { email: 'paul@exemple.fr', firstname: 'Paul', lastname: 'Roux' })).id;
    anne = (await createMember(t.ctx, { email: 'anne@exemple.fr', firstname: 'Anne', lastname: 'Blanc' })).id;
    marc = (await createMember(t.ctx, { email: 'marc@exemple.fr', firstname: 'Marc', lastname: 'Noir' })).id;
    const first = await gift(paul, 20, card, pauls);
    await gift(paul, 12.5, iban, pauls);
    await gift(anne, 7, card);
    await gift(marc, 9, card);
    year = Number(first.prochainPaiement!.slice(0, 4));
    await advanceSimulatedClock(t.ctx, new Date(`${first.prochainPaiement}T12:00:00Z`));
    expect((await payments()).map((p) => p.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    // The year is not over: no receipt yet.
    await expect(previewAnnualReceipts(t.ctx, year)).rejects.toMatchObject({ fields: { annee: expect.any(String) } });
    // Marc's payment is refunded before the receipts: left out.
    await recordPaymentReversal(t.ctx, (await payments())[3].id, 'refunded');
    await advanceSimulatedClock(t.ctx, new Date(`${year + 1}-01-20T12:00:00Z`));
    const preview = await previewAnnualReceipts(t.ctx, year);
    expect(preview.donors).toMatchObject([
      { userId: anne, payments: 1, totalCents: 700 },
      { userId: paul, payments: 2, totalCents: 3250 },
    ]);
    expect(preview.totalCents).toBe(3950);
  });

  it('issues them in the one-off receipts’ gapless series, once per donor and year however often asked', async () => {
    const [oneOff] = await t.ctx.db
      .insert(schema.donations)
      .values({
        civilite: 'Mme',
        nom: 'Blanc',
        prenom: 'Anne',
        amountCents: 5000,
        adressePostale: '2 rue Haute',
        ville: 'Nîmes',
        pays: 'France',
        codePostal: '30000',
        tel: '0466000000',
        email: 'anne@exemple.fr',
        etat: 'PAYE',
        choix: 'CHEQUE',
        amountPaidCents: 5000,
        paidAt: new Date(),
        userId: anne,
      })
      .returning();
    await t.ctx.db.transaction((tx) => issueReceipt(t.ctx, tx, oneOff));
    const preview = await previewAnnualReceipts(t.ctx, year);
    // Two staff confirming the same preview at once: one run, the other refused.
    const runs = await Promise.allSettled([
      issueAnnualReceipts(t.ctx, year, { expected: preview.token }),
      issueAnnualReceipts(t.ctx, year, { expected: preview.token }),
    ]);
    expect(runs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = runs.find((r) => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT' });
    // The January job after it: nothing left to issue.
    expect(await issueLastYearsReceipts(t.ctx)).toBe(0);
    await t.runJobs();
    const issued = await allReceipts();
    expect(issued.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(issued.map((r) => [r.donationId !== null, r.givingUserId])).toEqual([
      [true, null],
      [false, anne],
      [false, paul],
    ]);
    const subjects = (await readOutbox(t.ctx.db, 'paul@exemple.fr')).map((m) => m.subject);
    expect(subjects).toContainEqual(expect.stringContaining(`reçu fiscal ${year} pour vos dons réguliers`));
    expect((await previewAnnualReceipts(t.ctx, year)).donors).toEqual([]);
    // A donor's own second receipt of the year is refused by the database itself.
    await expect(
      t.ctx.db
        .insert(schema.receipts)
        .values({ ...issued[2], id: undefined, number: 99, code: `${issued[2].year}-000099` }),
    ).rejects.toThrow();
  });

  it('prints each payment, the total in figures and words, the mode and « dons réguliers »', async () => {
    const [, , paulsReceipt] = await allReceipts();
    const { pdf } = await receiptForOwner(t.ctx, paulsReceipt.code, { email: 'paul@exemple.fr' });
    const lines = pdfLines(pdf);
    expect(lines).toContain(`Numéro d’ordre du reçu : ${paulsReceipt.code}`);
    expect(lines).toContain('32,50 €');
    expect(lines).toContain('Somme en toutes lettres : trente-deux euros et cinquante centimes');
    expect(
      lines.filter((l) => /^\d\d\/12\/\d{4} (20,00|12,50) € (Carte bancaire|Prélèvement SEPA)$/.test(l)),
    ).toHaveLength(2);
    expect(lines).toContain('Nature : dons réguliers');
    // Named with the address his monthly gifts keep, though he never gave once.
    expect(lines).toContain('Nom, prénoms : M. ROUX Paul');
    expect(lines).toContain('Adresse : 8 chemin des Vignes, 30140 Anduze, France');
    expect(lines.join(' ')).toContain(`Détail des 2 versements`);
    // Nobody else's.
    await expect(receiptForOwner(t.ctx, paulsReceipt.code, { email: 'anne@exemple.fr' })).rejects.toThrow(
      'introuvable',
    );
  });

  it('corrects the receipt when a payment is refunded after it, and counts the refund once', async () => {
    const paulsPayments = (await payments()).filter((p) => p.amountCents === 1250);
    const { corrected } = await recordPaymentReversal(t.ctx, paulsPayments[0].id, 'disputed');
    expect(corrected).toMatchObject({ givingUserId: paul, givingYear: year });
    expect(corrected!.snapshot.montantCentimes).toBe(2000);
    expect(corrected!.snapshot.reguliers!.paiements).toHaveLength(1);
    expect((await recordPaymentReversal(t.ctx, paulsPayments[0].id, 'refunded')).corrected).toBeNull();
    const issued = await allReceipts();
    expect(issued.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(issued[3].replacesReceiptId).toBe(issued[2].id);
    const lines = pdfLines((await receiptForOwner(t.ctx, corrected!.code, { email: 'paul@exemple.fr' })).pdf);
    expect(lines).toContain(`Ce reçu annule et remplace le reçu n° ${issued[2].code}.`);
    expect(lines).toContain('Somme en toutes lettres : vingt euros');
    await t.runJobs();
    const mails = await readOutbox(t.ctx.db, 'paul@exemple.fr');
    expect(mails.find((m) => m.text.includes('annule et remplace'))).toBeDefined();
    const [payment] = await t.ctx.db
      .select()
      .from(schema.regularGiftPayments)
      .where(eq(schema.regularGiftPayments.id, paulsPayments[0].id));
    expect(payment.reversal).toBe('disputed');
  });
});
