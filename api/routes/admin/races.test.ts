import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { createDonation, recordChoice } from '../../../domain/donations/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * Staff actions two people (or a double click) start at once: one does the work, the other waits for it and is
 * refused (409) or answers the same result; never a 500, never the work done twice. On PostgreSQL the calls run
 * truly side by side; PGlite runs them one after the other.
 */
let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
const REVUE = 7201;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values([{ id: REVUE, titre: 'Revue 131', mediaTypeId: 6, numRevue: 131 }]);
  const admin = await createMember(t.ctx, { email: 'course@exemple.fr', roles: ['ROLE_ADMIN'] });
  adminToken = (await apiSignIn(api, admin.email)).token;
});
afterAll(() => t.close());

const address = { adressePostale: '5 rue des Lilas', codePostal: '30100', ville: 'Alès', pays: 'France', tel: '06' };
const twice = <T>(start: () => Promise<T>) => Promise.all([start(), start(), start()]);
const post = (path: string, body: unknown = {}) => call(api, 'POST', path, { body, token: adminToken });

describe('staff actions started at once', () => {
  it('ships an issue once: one 200, the others 409 or nobody more to ship; no subscriber shipped twice', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(t.ctx, { email: `abonne-${i}@exemple.fr` }));
    await t.ctx.db.insert(schema.subscribers).values(
      members.map((m, i) => ({
        userId: m.id,
        nom: `Abonné ${i}`,
        prenom: 'Jean',
        email: `abonne-${i}@exemple.fr`,
        livraisonDomicile: true,
        nombreRevues: 3,
        ...address,
      })),
    );
    const answers = await twice(() => post(`/admin/issues/${REVUE}/ship`));
    expect(answers.map((a) => a.status).sort()).not.toContain(500);
    const shipped = answers.filter((a) => a.status === 200 && a.body.data.shipped > 0);
    expect(shipped).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const counted = (await t.ctx.db.execute(
      sql`select count(*)::int as lines from expedition_ligne where revue_id = ${REVUE}`,
    )) as unknown as { rows: { lines: number }[] };
    const [{ lines }] = counted.rows;
    expect(lines).toBe(5);
    const credits = await t.ctx.db.select({ n: schema.subscribers.nombreRevues }).from(schema.subscribers);
    expect(credits.every((c) => c.n === 2)).toBe(true);
  });

  it('corrects a receipt once: one new receipt, the others refused', async () => {
    const { id } = await createDonation(
      t.ctx,
      { civilite: 'M.', nom: 'Roux', prenom: 'Luc', montant: 50, email: 'roux@exemple.fr', ...address },
      null,
    );
    await recordChoice(t.ctx, id, 'CHEQUE', null);
    const [row] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.publicId, id));
    const received = await twice(() => post(`/admin/donations/${row.id}/received`));
    expect(received.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const code = received.find((a) => a.status === 200)!.body.data.receipt as string;
    const corrections = await twice(() =>
      post(`/admin/receipts/${code}/correct`, {
        civilite: 'M.',
        nom: 'Roux-Vidal',
        prenom: 'Luc',
        adressePostale: address.adressePostale,
        codePostal: address.codePostal,
        ville: address.ville,
        pays: address.pays,
      }),
    );
    expect(corrections.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const receipts = await t.ctx.db.select().from(schema.receipts).where(eq(schema.receipts.donationId, row.id));
    expect(receipts).toHaveLength(2);
  });

  it('creates a church under one address once: the others are refused, not a 500', async () => {
    const church = {
      slug: 'ales-centre',
      nom: 'Église d’Alès',
      codePostal: '30100',
      ville: 'Alès',
      pays: 'FR',
      latitude: '44.12',
      longitude: '4.08',
    };
    const answers = await twice(() => post('/admin/churches', church));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(1);
    for (const s of statuses) expect([200, 201, 400, 409]).toContain(s);
  });
});
