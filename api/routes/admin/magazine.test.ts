import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { saveChurch } from '../../../domain/churches/index.ts';
import { confirmShipment } from '../../../domain/magazine/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
let admin: { id: number; email: string };
const REVUE = 7101;
let home: number;
let atChurch: number;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values([{ id: REVUE, titre: 'Revue 130', mediaTypeId: 6, numRevue: 130 }]);
  const church = await saveChurch(t.ctx, {
    slug: 'nimes',
    nom: 'Église évangélique de Nîmes',
    codePostal: '30000',
    ville: 'Nîmes',
    pays: 'FR',
    latitude: 43.83,
    longitude: 4.36,
    email: 'nimes@eglise.example.org',
  });
  admin = await createMember(t.ctx, { email: 'expeditions@exemple.fr', roles: ['ROLE_ADMIN'] });
  const member = await createMember(t.ctx, { email: 'abonne@exemple.fr', roles: ['ROLE_AG_VOTE'] });
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
  const address = { adressePostale: '5 rue des Lilas', codePostal: '30100', ville: 'Alès', pays: 'France', tel: '06' };
  const [a, b] = await t.ctx.db
    .insert(schema.subscribers)
    .values([
      {
        userId: member.id,
        nom: 'Martin',
        prenom: 'Anne',
        email: 'abonne@exemple.fr',
        livraisonDomicile: true,
        nombreRevues: 4,
        ...address,
      },
      {
        userId: admin.id,
        nom: 'Bernard',
        prenom: 'Paul',
        email: 'expeditions@exemple.fr',
        egliseId: church.id,
        nombreRevues: 2,
        ...address,
      },
    ])
    .returning();
  home = a.id;
  atChurch = b.id;
});
afterAll(() => t.close());

const operations: [string, string][] = [
  ['GET', '/admin/subscribers'],
  ['GET', '/admin/subscribers/1'],
  ['GET', '/admin/issues'],
  ['POST', `/admin/issues/${REVUE}/ship`],
  ['GET', `/admin/issues/${REVUE}/shipment`],
];

describe('magazine operations', () => {
  it.each(operations)(
    '%s %s: 401 to a visitor, 403 to a member without ROLE_ADMIN, nothing changed',
    async (method, path) => {
      const count = async () => {
        const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.shipmentLines);
        const [{ a }] = await t.ctx.db.select({ a: sql<number>`count(*)::int` }).from(schema.staffAudit);
        return [n, a];
      };
      const before = await count();
      const body = method === 'GET' ? undefined : {};
      expect((await call(api, method, path, { body })).status).toBe(401);
      expect((await call(api, method, path, { body, token: memberToken })).status).toBe(403);
      expect(await count()).toEqual(before);
    },
  );

  it('lists subscribers filtered by delivery and credit, with their details', async () => {
    const list = async (q: string) =>
      (await call(api, 'GET', `/admin/subscribers?${q}`, { token: adminToken })).body.data;
    expect((await list('livraison=domicile')).rows.map((r: { id: number }) => r.id)).toEqual([home]);
    const church = await list('livraison=eglise');
    expect(church.rows).toMatchObject([{ id: atChurch, delivery: 'Église évangélique de Nîmes', credit: 2 }]);
    expect((await list('tri=credit&ordre=desc')).rows[0].id).toBe(home);
    expect((await list('credit=sans')).total).toBe(0);
    expect((await list('q=martin')).rows).toHaveLength(1);
    // By a part of the names, the e-mail or the town, in any case; the signs of LIKE as letters.
    const found = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).rows.map((r: { id: number }) => r.id).sort();
    expect(await found('ANNE')).toEqual([home]);
    expect(await found('expeditions@')).toEqual([atChurch]);
    expect(await found('alÈs')).toEqual([home, atChurch].sort());
    expect(await found('martin anne')).toEqual([home]);
    expect(await found('%')).toEqual([]);
    expect(await found('abonne_exemple')).toEqual([]);
    const detail = await call(api, 'GET', `/admin/subscribers/${home}`, { token: adminToken });
    expect(detail.body.data).toMatchObject({ nom: 'Martin', credit: 4, delivery: null, payments: [], shipments: [] });
    const dashboard = await call(api, 'GET', '/admin/dashboard', { token: adminToken });
    expect(dashboard.body.data.subscribers).toEqual({ total: 2, withCredit: 2 });
  });

  it('ships an issue as revue:ship does, once; the journal keeps it; confirmations show', async () => {
    const res = await call(api, 'POST', `/admin/issues/${REVUE}/ship`, { body: {}, token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ revueId: REVUE, shipped: 2 });
    expect(res.body.data.message).toContain('Revue n° 130 expédiée à 2 abonné(s)');
    const credits = await t.ctx.db
      .select({ id: schema.subscribers.id, n: schema.subscribers.nombreRevues })
      .from(schema.subscribers);
    expect(Object.fromEntries(credits.map((c) => [c.id, c.n]))).toEqual({ [home]: 3, [atChurch]: 1 });
    const [record] = await t.ctx.db
      .select()
      .from(schema.staffAudit)
      .where(eq(schema.staffAudit.action, 'magazine.ship'));
    expect(record).toMatchObject({ actorEmail: admin.email, subjectType: 'revue', subjectId: String(REVUE) });
    expect(record.after).toMatchObject({ subscribersShipped: 2, churchParcels: 1 });
    await t.runJobs();
    expect((await readOutbox(t.ctx.db, 'abonne@exemple.fr')).length).toBeGreaterThan(0);

    // A second time ships no one.
    const again = await call(api, 'POST', `/admin/issues/${REVUE}/ship`, { body: {}, token: adminToken });
    expect(again.body.data.shipped).toBe(0);

    // A recipient confirms: the shipment shows which.
    const shipment = async () =>
      (await call(api, 'GET', `/admin/issues/${REVUE}/shipment`, { token: adminToken })).body.data;
    const before = await shipment();
    expect(before.parcels).toHaveLength(2);
    const parcel = before.parcels.find((p: { kind: string }) => p.kind === 'domicile');
    expect(await confirmShipment(t.ctx, parcel.code, REVUE)).toBe(true);
    const after = await shipment();
    expect(after.parcels.find((p: { id: number }) => p.id === parcel.id).confirmedAt).toBeTruthy();
    expect(after.parcels.find((p: { kind: string }) => p.kind === 'eglise').confirmedAt).toBeNull();

    const issues = (await call(api, 'GET', '/admin/issues', { token: adminToken })).body.data.issues;
    expect(issues.find((i: { id: number }) => i.id === REVUE)).toMatchObject({ parcels: 2, copies: 2, confirmed: 1 });
    const detail = await call(api, 'GET', `/admin/subscribers/${home}`, { token: adminToken });
    expect(detail.body.data.shipments).toMatchObject([{ revueId: REVUE, numero: 'n° 130', church: false }]);

    // An unknown issue: 404, nothing recorded.
    expect((await call(api, 'POST', '/admin/issues/999999/ship', { body: {}, token: adminToken })).status).toBe(404);
  });
});
