import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { action as accountAction } from '../../app/routes/mon-compte.tsx';
import { loader as ownDataLoader } from '../../app/routes/mon-compte-donnees.tsx';
import { createApi } from '../../api/app.ts';
import { signIn } from '../accounts/index.ts';
import { payWithTestCard } from '../payment-events.ts';
import {
  confirmSubscriptionPayment,
  createSubscription,
  openSubscriptionPayment,
  shipIssue,
  shipmentOfIssue,
} from '../magazine/index.ts';
import { apiSignIn, call, createMember, goodPassword } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { recordStaffChange } from './audit.ts';
import { personalDataMap } from './personal-data-map.ts';
import { tablesReadWhole } from '../../tests/support/query-plans.ts';
import { erasureCounts, erasurePreview } from './personal-data.ts';

/**
 * A member who has every kind of data the site holds: exported whole, then erased without error by the staff (API)
 * and by the member (/mon-compte), leaving only what decision 0086 keeps, detached. Every column of the map is checked.
 */

let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
const REVUE = 7101;
const CLOSED_BALLOT = 'ag-2021-test';
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await t.ctx.db.insert(schema.media).values({ id: REVUE, titre: 'Revue 130', mediaTypeId: 6, numRevue: 130 });
  await t.ctx.db.insert(schema.ballots).values({
    slug: CLOSED_BALLOT,
    title: 'Assemblée générale 2021',
    opensAt: new Date('2021-05-01T00:00:00Z'),
    closesAt: new Date('2021-06-01T00:00:00Z'),
    content: { introduction: [], reports: [], parts: [] },
  });
  const admin = await createMember(t.ctx, { email: 'tresorier@exemple.fr', roles: ['ROLE_ADMIN'] });
  adminToken = (await apiSignIn(api, admin.email)).token;
  // Another voter of the closed ballot, who stays.
  const other = await createMember(t.ctx, { email: 'votant@exemple.fr' });
  await t.ctx.db
    .insert(schema.ballotParticipations)
    .values({ ballotSlug: CLOSED_BALLOT, userId: other.id, votedAt: new Date('2021-05-10T09:00:00Z') });
});
afterAll(() => t.close());

/** A member (staff, so with journal rows) with every kind of data; answers the id, e-mails and a browser cookie. */
async function memberWithEverything(email: string) {
  const db = t.ctx.db;
  const member = await createMember(t.ctx, { email, roles: ['ROLE_ADMIN', 'ROLE_AG_VOTE'], lastname: 'Partant' });
  const email2 = email.replace('@', '.perso@');
  await db.update(schema.users).set({ email2, telMobile: '0611111111' }).where(eq(schema.users.id, member.id));
  await apiSignIn(api, email);
  // A wrong password: counters named by the e-mail (rate_limit).
  await call(api, 'POST', '/users/auth', { body: { login: email, pass: 'Mauvais-Mot-9' }, address: '192.0.2.8' });
  const { session } = await signIn(
    t.ctx,
    { login: email, pass: goodPassword },
    { address: '192.0.2.9', kind: 'cookie' },
  );
  await db.insert(schema.oneTimeTokens).values({
    userId: member.id,
    purpose: 'reset',
    tokenHash: `hash-${email}`,
    passwordVersion: 1,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const [fichier] = await db
    .insert(schema.fichiers)
    .values({
      nom: 'culte',
      extension: 'mp3',
      storageKey: `audio/${email}.mp3`,
      contentType: 'audio/mpeg',
      sizeBytes: 1000,
      fichierTypeId: 1,
    })
    .returning();
  await db.insert(schema.listeningPositions).values({ userId: member.id, fichierId: fichier.id, positionSeconds: 42 });
  const [donation] = await db
    .insert(schema.donations)
    .values({
      civilite: 'Mme',
      nom: 'PARTANT',
      prenom: 'Jeanne',
      amountCents: 5000,
      adressePostale: '1 rue de la Paix',
      ville: 'Lyon',
      pays: 'France',
      codePostal: '69001',
      tel: '0600000000',
      email,
      etat: 'PAYE',
      userId: member.id,
    })
    .returning();
  await db.insert(schema.receipts).values({
    year: 2026,
    number: member.id,
    code: `2026-${String(member.id).padStart(6, '0')}`,
    donationId: donation.id,
    email,
    snapshot: {} as never,
    fileKey: `receipts/${member.id}.pdf`,
    issuedAt: new Date(),
  });
  // The annual receipt of last year's monthly gifts.
  await db.insert(schema.receipts).values({
    year: 2025,
    number: member.id,
    code: `2025-${String(member.id).padStart(6, '0')}`,
    givingUserId: member.id,
    givingYear: 2025,
    email,
    snapshot: {} as never,
    fileKey: `receipts/annual-${member.id}.pdf`,
    issuedAt: new Date(),
  });
  // A paid subscription (its invoice), a draft never paid, and one issue shipped home.
  const asker = { userId: member.id };
  const draft = {
    tel: '0622334455',
    adressePostale: '5 rue des Lilas',
    codePostal: '30100',
    ville: 'Alès',
    pays: 'France',
    dateNaissance: '1970-04-02',
    lieuNaissance: 'Nîmes',
    nombreRevues: 4,
    livraisonDomicile: true,
    egliseId: null,
  };
  const paid = await createSubscription(t.ctx, draft, asker);
  const { idIntentClientSecretStripe } = await openSubscriptionPayment(t.ctx, paid.id, asker);
  await payWithTestCard(t.ctx, {
    clientSecret: idIntentClientSecretStripe,
    numero: '4242424242424242',
    expiration: '12/34',
    cryptogramme: '123',
  });
  await confirmSubscriptionPayment(t.ctx, { clientSecret: idIntentClientSecretStripe }, asker);
  await createSubscription(t.ctx, { ...draft, nombreRevues: 2 }, asker);
  await t.runJobs();
  const [survey] = await db
    .insert(schema.surveys)
    .values({ slug: `sondage-${member.id}`, titre: 'Chorale', questions: [], closesAt: new Date('2030-01-01') })
    .returning();
  await db.insert(schema.surveyParticipants).values({
    surveyId: survey.id,
    email: email2,
    firstname: 'Jeanne',
    lastname: 'Partant',
    chorale: true,
    reponses: { chorale29mai: 'oui' },
    answeredAt: new Date(),
  });
  await db.insert(schema.contactMessages).values({
    domain: 'exemple.fr',
    nom: 'Jeanne Partant',
    adresseEmail: email.toUpperCase(),
    message: 'Bonjour, une question.',
  });
  await db
    .insert(schema.ballotParticipations)
    .values({ ballotSlug: CLOSED_BALLOT, userId: member.id, votedAt: new Date('2021-05-12T09:00:00Z') });
  await recordStaffChange(
    db,
    { id: member.id, email, roles: ['ROLE_ADMIN'] },
    {
      action: 'media.update',
      subjectType: 'media',
      subjectId: REVUE,
      before: null,
      after: null,
    },
  );
  await recordStaffChange(
    db,
    { id: member.id, email, roles: ['ROLE_ADMIN'] },
    {
      action: 'member.role.grant',
      subjectType: 'member',
      subjectId: member.id,
      before: { roles: [] },
      after: { roles: ['ROLE_AG_VOTE'] },
    },
  );
  // A monthly gift, stopped, with one payment; the provider's customer.
  await regularGift(member.id, 'stopped', email);
  return { id: member.id, emails: [email, email2], cookie: `session=${session.token}` };
}

async function regularGift(userId: number, state: 'active' | 'stopped', email = `don${userId}@exemple.fr`) {
  const db = t.ctx.db;
  await db.insert(schema.givingCustomers).values({ userId, provider: 'simulated', customerId: `cus_sim_${userId}` });
  const [gift] = await db
    .insert(schema.regularGifts)
    .values({
      userId,
      amountCents: 2000,
      dayOfMonth: 5,
      meansKind: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
      state,
      provider: 'simulated',
      providerCustomerId: `cus_sim_${userId}`,
      providerSubscriptionId: `sub_sim_${userId}`,
      providerPaymentMethodId: `pm_sim_${userId}`,
      civilite: 'M.',
      nom: 'PARTANT',
      prenom: 'Paul',
      adressePostale: '5 rue des Lilas',
      codePostal: '75011',
      ville: 'Paris',
      pays: 'France',
      tel: '0600000000',
      email,
    })
    .returning();
  await db.insert(schema.regularGiftPayments).values({
    giftId: gift.id,
    providerInvoiceId: `in_sim_${userId}`,
    dueOn: '2026-11-05',
    amountCents: 2000,
    status: 'paid',
    attempts: 1,
  });
}

/** Rows of a mapped column that still name the member. */
async function rowsNaming(column: string, member: { id: number; emails: string[] }): Promise<number> {
  const [table, name] = column.split('.');
  const entry = personalDataMap[column];
  const col = sql.identifier(name);
  const emails = sql.join(
    member.emails.map((e) => sql`${e}`),
    sql`, `,
  );
  const match =
    entry.holds === 'id'
      ? sql`${col}::text = ${String(member.id)}`
      : entry.holds === 'email'
        ? sql`lower(${col}) in (${emails})`
        : sql`(${col} = ${`mail:member:${member.id}`} or ${sql.join(
            member.emails.map((e) => sql`lower(${col}) like ${`%:${e}%`}`),
            sql` or `,
          )})`;
  const subjectOnly = column === 'staff_audit.subject_id' ? sql` and subject_type = 'member'` : sql``;
  const { rows } = (await t.ctx.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${match}${subjectOnly}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

const closedTurnout = async () =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.ballotParticipations)
      .where(eq(schema.ballotParticipations.ballotSlug, CLOSED_BALLOT))
  )[0].n;

function expectExportWhole(data: Record<string, unknown>) {
  for (const [column, entry] of Object.entries(personalDataMap)) {
    if (!entry.export) continue;
    const section = data[entry.export];
    expect(section, `${column} → ${entry.export}`).toBeTruthy();
    if (Array.isArray(section)) expect(section.length, `${column} → ${entry.export}`).toBeGreaterThan(0);
  }
  expect(data.account).not.toHaveProperty('passwordHash');
  expect(data.subscriber).toMatchObject({
    adressePostale: '5 rue des Lilas',
    tel: '0622334455',
    dateNaissance: '1970-04-02',
    lieuNaissance: 'Nîmes',
    nombreRevues: 3,
  });
  expect(data.subscriptions).toHaveLength(2);
  expect(data.invoices).toEqual([expect.objectContaining({ invoiceNumber: expect.stringMatching(/^\d{4}-\d{4}$/) })]);
  expect(data.ballotParticipations).toEqual([expect.objectContaining({ ballotSlug: CLOSED_BALLOT })]);
  expect(data.oneTimeLinks).toEqual([expect.not.objectContaining({ tokenHash: expect.anything() })]);
  // A mail's body may carry a sign-in link: subjects only.
  for (const mail of data.mails as object[]) expect(Object.keys(mail).sort()).toEqual(['createdAt', 'subject', 'to']);
}

/** Every column of the map after the erasure: deleted and detached ones name the member no more, kept ones do. */
async function expectErasedAsDeclared(member: { id: number; emails: string[] }) {
  for (const [column, entry] of Object.entries(personalDataMap)) {
    if (entry.erasure === 'not-member') continue;
    const n = await rowsNaming(column, member);
    if (entry.erasure === 'delete' || entry.erasure === 'detach') expect(n, `${column}: ${entry.erasure}`).toBe(0);
    else expect(n, `${column}: ${entry.erasure}`).toBeGreaterThan(0);
  }
  const db = t.ctx.db;
  const [donation] = await db.select().from(schema.donations).where(eq(schema.donations.email, member.emails[0]));
  expect(donation).toMatchObject({ userId: null, nom: 'PARTANT', amountCents: 5000 });
  const invoices = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.email, member.emails[0]));
  expect(invoices).toEqual([
    expect.objectContaining({
      userId: null,
      etat: 'PAYE',
      invoiceNumber: expect.any(String),
      adressePostale: '5 rue des Lilas',
      tel: '',
      dateNaissance: null,
      lieuNaissance: null,
    }),
  ]);
  // The monthly gift keeps the donor its receipts name, without the phone.
  const [gift] = await db.select().from(schema.regularGifts).where(eq(schema.regularGifts.email, member.emails[0]));
  expect(gift).toMatchObject({ userId: null, nom: 'PARTANT', adressePostale: '5 rue des Lilas', tel: null });
  // The issue shipped keeps its parcel and count, detached from the subscriber.
  expect((await shipmentOfIssue(t.ctx, REVUE)).parcels.length).toBeGreaterThan(0);
}

describe('a member with every kind of data', () => {
  it('is exported whole and erased by the staff (DELETE /api/admin/members/{id})', async () => {
    const member = await memberWithEverything('depart@exemple.fr');
    await shipIssue(t.ctx, REVUE);
    const preview = await erasurePreview(t.ctx, member.id);
    expect(preview).toMatchObject({
      issuesOwed: 3,
      keptByLaw: { donations: 1, receipts: 2, invoices: 1 },
      ballots: 1,
      staffChanges: 2,
    });
    const exported = await call(api, 'GET', `/admin/members/${member.id}/export`, { token: adminToken });
    expect(exported.status).toBe(200);
    expectExportWhole(exported.body.data);

    const erased = await call(api, 'DELETE', `/admin/members/${member.id}`, { token: adminToken });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    await expectErasedAsDeclared(member);
  });

  it('is exported whole and erased by the member (« Supprimer mon compte » on /mon-compte)', async () => {
    const member = await memberWithEverything('moi@exemple.fr');
    await shipIssue(t.ctx, REVUE);
    const origin = new URL(t.ctx.config.PUBLIC_URL).origin;
    const context = { ctx: t.ctx, nonce: '', clientAddress: '198.51.100.9' };
    const file = (await ownDataLoader({
      request: new Request(`${origin}/mon-compte/donnees`, { headers: { cookie: member.cookie } }),
      url: new URL(`${origin}/mon-compte/donnees`),
      params: {},
      context,
    } as never)) as Response;
    expectExportWhole(JSON.parse(await file.text()));

    const form = new FormData();
    form.append('intent', 'delete-account');
    const answer = await accountAction({
      request: new Request(`${origin}/mon-compte`, {
        method: 'POST',
        headers: { origin, cookie: member.cookie },
        body: form,
      }),
      url: new URL(`${origin}/mon-compte`),
      params: {},
      context,
    } as never).catch((err: unknown) => err);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('set-cookie')).toContain('Max-Age=0');
    await expectErasedAsDeclared(member);
  });

  it('erased by two staff at once: one erases, the other finds no one (404), never a 500', async () => {
    const member = await memberWithEverything('double@exemple.fr');
    const answers = await Promise.all(
      [0, 1].map(() => call(api, 'DELETE', `/admin/members/${member.id}`, { token: adminToken })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    await expectErasedAsDeclared(member);
  });

  it('is not erased while a monthly gift runs: it would go on being charged (409)', async () => {
    const member = await createMember(t.ctx, { email: 'donateur-mensuel@exemple.fr' });
    await regularGift(member.id, 'active');
    const res = await call(api, 'DELETE', `/admin/members/${member.id}`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('don mensuel en cours');
  });

  it('is counted through indexes: the account page counts what erasing would keep on each load', async () => {
    const query = erasureCounts(t.ctx.db).getQuery();
    expect(await tablesReadWhole(t.ctx.db, query)).toEqual([]);
  });

  it('leaves a closed ballot its turnout', async () => {
    const voter = await createMember(t.ctx, { email: 'votant2021@exemple.fr' });
    await t.ctx.db
      .insert(schema.ballotParticipations)
      .values({ ballotSlug: CLOSED_BALLOT, userId: voter.id, votedAt: new Date('2021-05-20T09:00:00Z') });
    const before = await closedTurnout();
    expect((await call(api, 'DELETE', `/admin/members/${voter.id}`, { token: adminToken })).status).toBe(200);
    expect(await closedTurnout()).toBe(before);
  });
});
