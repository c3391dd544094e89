import { and, asc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { fromParisDay, inParisMonths, inParisYear, parisYearsOf, untilParisDayEnd } from './paris-periods.ts';

const d = schema.donations;
let t: TestContext;

/** Gifts paid at these moments (UTC), each of its own amount: the one a period keeps are told by their amounts. */
const moments = [
  '2025-12-31T22:59:59Z', // 31 December 2025, 23:59:59 in Paris (UTC+1)
  '2025-12-31T23:00:00Z', // 1 January 2026, midnight in Paris
  '2026-03-28T23:30:00Z', // 29 March, 00:30 in Paris, the day summer time begins
  '2026-03-29T21:59:00Z', // 29 March, 23:59 in Paris (UTC+2)
  '2026-03-29T22:00:00Z', // 30 March, midnight in Paris
  '2026-10-31T22:30:00Z', // 31 October, 23:30 in Paris (UTC+1 since the 25th)
  '2026-10-31T23:00:00Z', // 1 November, midnight in Paris
  '2026-12-31T23:00:00Z', // 1 January 2027, midnight in Paris
];

beforeAll(async () => {
  t = await createTestContext();
  await t.ctx.db.insert(schema.donations).values(
    moments.map((at, i) => ({
      civilite: 'M.' as const,
      nom: 'DURAND',
      prenom: 'Paul',
      amountCents: 1000 + i,
      adressePostale: '1 rue de la Paix',
      ville: 'Nîmes',
      pays: 'France',
      codePostal: '30000',
      tel: '',
      email: 'paul.durand@exemple.fr',
      etat: 'PAYE' as const,
      paidAt: new Date(at),
    })),
  );
});
afterAll(() => t.close());

/** The moments (as given above) the condition keeps. */
async function kept(condition: SQL) {
  const rows = await t.ctx.db.select({ cents: d.amountCents }).from(d).where(condition).orderBy(asc(d.amountCents));
  return rows.map((row) => moments[row.cents - 1000]);
}

it('bounds a year by midnight in Paris at both ends', async () => {
  expect(await kept(inParisYear(d.paidAt, 2026))).toEqual(moments.slice(1, 7));
  expect(await kept(inParisYear(d.paidAt, 2025))).toEqual(moments.slice(0, 1));
});

it('bounds months by midnight in Paris, in summer time as in winter', async () => {
  expect(await kept(inParisMonths(d.paidAt, [2026, 3], [2026, 11]))).toEqual(moments.slice(2, 6));
  expect(await kept(inParisMonths(d.paidAt, [2026, 11], [2027, 1]))).toEqual(moments.slice(6, 7));
});

it('bounds days from their first moment to their last, the day summer time begins included', async () => {
  expect(await kept(and(fromParisDay(d.paidAt, '2026-03-29'), untilParisDayEnd(d.paidAt, '2026-03-29'))!)).toEqual(
    moments.slice(2, 4),
  );
  expect(await kept(and(fromParisDay(d.paidAt, '2026-10-31'), untilParisDayEnd(d.paidAt, '2026-12-31'))!)).toEqual(
    moments.slice(5, 7),
  );
});

// With the gifts of beforeAll: 2025, 2026 and 2027 (the last at midnight, 1 January 2027, in Paris).
it('finds the years of paid gifts, Paris time, over a gap of years, leaving out what the condition leaves out', async () => {
  const gift = (paidAt: string, etat: 'PAYE' | 'PROMIS') => ({
    civilite: 'M.' as const,
    nom: 'LAMBERT',
    prenom: 'Jean',
    amountCents: 5000,
    adressePostale: '1 rue de la Paix',
    ville: 'Nîmes',
    pays: 'France',
    codePostal: '30000',
    tel: '',
    email: 'jean.lambert@exemple.fr',
    etat,
    paidAt: new Date(paidAt),
  });
  await t.ctx.db.insert(schema.donations).values([
    gift('2019-06-15T10:00:00Z', 'PAYE'),
    gift('2021-06-15T10:00:00Z', 'PROMIS'),
    gift('2012-12-31T23:30:00Z', 'PAYE'), // 1 January 2013, 00:30 in Paris
  ]);
  expect(await parisYearsOf(t.ctx.db, d, d.paidAt, sql`${d.etat} = 'PAYE'`)).toEqual([2027, 2026, 2025, 2019, 2013]);
  expect(await parisYearsOf(t.ctx.db, d, d.paidAt, sql`${d.etat} = 'PROMIS'`)).toEqual([2021]);
  expect(await parisYearsOf(t.ctx.db, d, d.paidAt, sql`${d.etat} = 'NOUVEAU'`)).toEqual([]);
});
