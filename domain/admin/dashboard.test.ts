import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { getDashboard } from './dashboard.ts';

let t: TestContext;
beforeAll(async () => {
  // The 1st of December, Paris time (UTC+1).
  t = await createTestContext({ clock: fixedClock(new Date('2026-12-01T10:00:00Z')) });
});
afterAll(() => t.close());

const staff = { id: 1, email: 'tresorier@exemple.fr', roles: ['ROLE_ADMIN'] };

const gift = (amountCents: number, paidAt: string, etat: 'PAYE' | 'PROMIS' = 'PAYE') => ({
  civilite: 'Mme' as const,
  nom: 'MARTIN',
  prenom: 'Anne',
  amountCents,
  adressePostale: '1 rue de la Paix',
  ville: 'Nîmes',
  pays: 'France',
  codePostal: '30000',
  tel: '',
  email: 'anne.martin@exemple.fr',
  etat,
  choix: 'CHEQUE' as const,
  paidAt: new Date(paidAt),
});

it("counts the month's and the year's paid gifts from midnight in Paris, not in UTC", async () => {
  await t.ctx.db.insert(schema.donations).values([
    gift(1000, '2026-11-30T23:30:00Z'), // 1 December, 00:30 in Paris: this month
    gift(2000, '2026-11-30T22:30:00Z'), // 30 November, 23:30 in Paris: this year only
    gift(4000, '2025-12-31T23:30:00Z'), // 1 January 2026, 00:30 in Paris: this year only
    gift(8000, '2025-12-31T22:30:00Z'), // 31 December 2025, 23:30 in Paris: neither
    gift(16000, '2026-12-01T09:00:00Z', 'PROMIS'), // promised, not paid: neither
  ]);
  const { donations } = await getDashboard(t.ctx, staff);
  expect(donations).toEqual({ monthCents: 1000, monthCount: 1, yearCents: 7000, yearCount: 3 });
});
