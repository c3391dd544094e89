import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { getMediaFull } from '../../../domain/media/index.ts';
import { apiSignIn, call, createMember, linkToken } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
let admin: { id: number; email: string };
let member: { id: number; email: string };
beforeAll(async () => {
  // The media caches on, as in production: a staff change must still show at once.
  t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '60' } });
  api = createApi(t.ctx);
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  admin = await createMember(t.ctx, { email: 'intendant@exemple.fr', roles: ['ROLE_ADMIN'] });
  member = await createMember(t.ctx, { email: 'fidele@exemple.fr', roles: ['ROLE_AG_VOTE'] });
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
});
afterAll(() => t.close());

const sermon = {
  titre: 'La grâce qui suffit',
  sousTitre: 'Prédication du dimanche',
  mediaTypeId: '1',
  contenu:
    '<p onclick="steal()">Texte <a href="javascript:alert(1)">lien</a> <a href="https://exemple.org">ailleurs</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
  datePublication: '2026-11-01',
  categories: 'exhortationsAudio, exhortationsAudio',
  publique: 'on',
};

async function journal(subjectType: string, subjectId: number) {
  const t2 = schema.staffAudit;
  return t.ctx.db
    .select()
    .from(t2)
    .where(sql`${t2.subjectType} = ${subjectType} and ${t2.subjectId} = ${String(subjectId)}`)
    .orderBy(t2.id);
}

const operations: [string, string, unknown?][] = [
  ['GET', '/admin/dashboard'],
  ['GET', '/admin/journal'],
  ['GET', '/admin/media'],
  ['GET', '/admin/media/1'],
  ['POST', '/admin/media', sermon],
  ['PUT', '/admin/media/1', sermon],
  ['GET', '/admin/members'],
  ['GET', '/admin/members/1'],
  ['POST', '/admin/members/1/roles', { role: 'ROLE_ADMIN', grant: '1' }],
  ['POST', '/admin/members/1/activate', {}],
  ['POST', '/admin/members/1/link', {}],
  ['POST', '/admin/members/1/sessions/revoke', {}],
  ['GET', '/admin/members/1/export'],
  ['DELETE', '/admin/members/1'],
];

describe('staff operations', () => {
  it.each(operations)(
    '%s %s: 401 to a visitor, 403 to a member without ROLE_ADMIN, nothing changed',
    async (method, path, body) => {
      const [{ before }] = await t.ctx.db.select({ before: sql<number>`count(*)::int` }).from(schema.staffAudit);
      const [{ media }] = await t.ctx.db.select({ media: sql<number>`count(*)::int` }).from(schema.media);
      expect((await call(api, method, path, { body })).status).toBe(401);
      const refused = await call(api, method, path, { body, token: memberToken });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      const [{ after }] = await t.ctx.db.select({ after: sql<number>`count(*)::int` }).from(schema.staffAudit);
      const [{ media: mediaAfter }] = await t.ctx.db.select({ media: sql<number>`count(*)::int` }).from(schema.media);
      expect(after).toBe(before);
      expect(mediaAfter).toBe(media);
    },
  );

  it('takes the categories as a list too, as the form’s checkboxes post them', async () => {
    const body = { ...sermon, categories: ['exhortationsAudio', 'Enseignement-Dieu', 'exhortationsAudio'] };
    const created = await call(api, 'POST', '/admin/media', { body, token: adminToken });
    expect(created.status).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(schema.media)
      .where(eq(schema.media.id, created.body.data.id as number));
    expect(row.categories).toEqual(['exhortationsAudio', 'Enseignement-Dieu']);
  });

  it('creates a media with its HTML sanitised, records it, and shows it on the public page at once', async () => {
    const created = await call(api, 'POST', '/admin/media', { body: sermon, token: adminToken });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const [row] = await t.ctx.db.select().from(schema.media).where(eq(schema.media.id, id));
    expect(row.contenu).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row.contenu).toContain('<a href="https://exemple.org" rel="noopener noreferrer">ailleurs</a>');
    expect(row.categories).toEqual(['exhortationsAudio']);
    expect((await getMediaFull(t.ctx, id)).media.titre).toBe(sermon.titre);
    // Found by the site's search at once (its index follows every media write).
    const found = () =>
      call(api, 'POST', '/public/search', {
        body: { category: 'toutParolePartagee', queryString: 'grâce suffit', filters: [], pageNumber: 1, pageSize: 30 },
      });
    expect((await found()).body.data.results.map((r: { id: number }) => r.id)).toContain(id);

    const [record] = await journal('media', id);
    expect(record).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'media.create', before: null });
    expect(record.after).toMatchObject({ id, titre: sermon.titre, publique: true });

    // Edited and hidden: the journal keeps before and after; the public answer changes without waiting.
    const edited = await call(api, 'PUT', `/admin/media/${id}`, {
      body: { ...sermon, titre: 'La grâce suffisante', publique: false },
      token: adminToken,
    });
    expect(edited.status).toBe(200);
    const records = await journal('media', id);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ action: 'media.update' });
    expect(records[1].before).toMatchObject({ titre: 'La grâce qui suffit', publique: true });
    expect(records[1].after).toMatchObject({ titre: 'La grâce suffisante', publique: false });
    await expect(getMediaFull(t.ctx, id)).rejects.toThrow('Média introuvable');
    expect((await found()).body.data.results.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses bad input field by field, with nothing stored', async () => {
    const [{ before }] = await t.ctx.db.select({ before: sql<number>`count(*)::int` }).from(schema.media);
    const res = await call(api, 'POST', '/admin/media', {
      body: { ...sermon, titre: ' ', mediaTypeId: '999', datePublication: '1er mai' },
      token: adminToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ titre: 'Titre requis', datePublication: 'Date attendue (AAAA-MM-JJ)' });
    const unknownType = await call(api, 'POST', '/admin/media', {
      body: { ...sermon, mediaTypeId: '999' },
      token: adminToken,
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.fields).toMatchObject({ mediaTypeId: 'Choix inconnu' });
    const [{ after }] = await t.ctx.db.select({ after: sql<number>`count(*)::int` }).from(schema.media);
    expect(after).toBe(before);
  });

  it('lists media searched, filtered, sorted and paginated on the server', async () => {
    for (const [titre, date, publique] of [
      ['Alpha cachée', '2020-01-01', false],
      ['Beta publique', '2021-06-01', true],
      ['Gamma publique', '2022-06-01', true],
    ] as const)
      await call(api, 'POST', '/admin/media', {
        body: { titre, mediaTypeId: '15', datePublication: date, publique },
        token: adminToken,
      });
    const list = async (q: string) => (await call(api, 'GET', `/admin/media?${q}`, { token: adminToken })).body.data;
    const hidden = await list('visibilite=cachee&type=15');
    expect(hidden.rows.map((r: { titre: string }) => r.titre)).toEqual(['Alpha cachée']);
    const sorted = await list('type=15&tri=titre&ordre=desc');
    expect(sorted.rows.map((r: { titre: string }) => r.titre)).toEqual([
      'Gamma publique',
      'Beta publique',
      'Alpha cachée',
    ]);
    const dated = await list('type=15&du=2021-01-01&au=2021-12-31');
    expect(dated.total).toBe(1);
    const searched = await list('q=publique&tri=datePublication&ordre=asc');
    expect(searched.rows.map((r: { titre: string }) => r.titre)).toEqual(['Beta publique', 'Gamma publique']);
    const page2 = await list('type=15&tri=titre&ordre=asc&page=2');
    expect(page2.rows).toEqual([]);
    expect(page2.total).toBe(3);
  });

  it('finds members by a part of their names or e-mail, whatever its case; what is typed is taken as it is', async () => {
    const found = await createMember(t.ctx, {
      email: 'recherche.membre@exemple.fr',
      firstname: 'Éloïse',
      lastname: 'Vautrin',
    });
    const search = async (q: string) =>
      (await call(api, 'GET', `/admin/members?q=${encodeURIComponent(q)}`, { token: adminToken })).body.data.rows.map(
        (row: { id: number }) => row.id,
      );
    for (const q of ['vautr', 'VAUTRIN', 'éloï', 'ÉLOÏSE', 'recherche.membre@', 'vautrin éloïse']) {
      expect(await search(q)).toEqual([found.id]);
    }
    // The signs of LIKE are letters like the others.
    expect(await search('%')).toEqual([]);
    expect(await search('recherche_membre')).toEqual([]);
  });

  it('grants and revokes a role, activates, revokes sessions: each one in the journal, filterable', async () => {
    const other = await createMember(t.ctx, { email: 'nouveau@exemple.fr', activated: false });
    const grant = await call(api, 'POST', `/admin/members/${other.id}/roles`, {
      body: { role: 'ROLE_REU_DIRECT', grant: '1' },
      token: adminToken,
    });
    expect(grant.status).toBe(200);
    expect((await call(api, 'GET', `/admin/members/${other.id}`, { token: adminToken })).body.data.roles).toEqual([
      'ROLE_REU_DIRECT',
    ]);
    expect(
      (
        await call(api, 'POST', `/admin/members/${other.id}/roles`, {
          body: { role: 'ROLE_PAPE', grant: '1' },
          token: adminToken,
        })
      ).status,
    ).toBe(400);
    await call(api, 'POST', `/admin/members/${other.id}/roles`, {
      body: { role: 'ROLE_REU_DIRECT', grant: '0' },
      token: adminToken,
    });
    await call(api, 'POST', `/admin/members/${other.id}/activate`, { body: {}, token: adminToken });
    const link = await call(api, 'POST', `/admin/members/${other.id}/link`, { body: {}, token: adminToken });
    expect(link.status).toBe(200);
    expect(await linkToken(t.ctx, other.email, 'changer-mot-de-passe')).toMatch(/^[A-Za-z0-9_-]+$/);
    await call(api, 'POST', `/admin/members/${member.id}/sessions/revoke`, { body: {}, token: adminToken });
    expect((await call(api, 'GET', '/admin/dashboard', { token: memberToken })).status).toBe(401);

    const records = await journal('member', other.id);
    expect(records.map((r) => [r.action, r.before, r.after])).toEqual([
      ['member.role.grant', { roles: [] }, { roles: ['ROLE_REU_DIRECT'] }],
      ['member.role.revoke', { roles: ['ROLE_REU_DIRECT'] }, { roles: [] }],
      ['member.activate', { activated: false }, { activated: true }],
      ['member.link.send', null, null],
    ]);
    const [revoked] = await journal('member', member.id);
    expect(revoked).toMatchObject({ action: 'member.sessions.revoke', before: { openSessions: 1 } });

    const filtered = await call(api, 'GET', `/admin/journal?action=role&subjectType=member&subjectId=${other.id}`, {
      token: adminToken,
    });
    expect(filtered.body.data.entries.map((e: { action: string }) => e.action)).toEqual([
      'member.role.revoke',
      'member.role.grant',
    ]);
  });

  it('keeps the journal as written: a row cannot be changed or deleted', async () => {
    await expect(t.ctx.db.update(schema.staffAudit).set({ action: 'rien' })).rejects.toThrow();
    await expect(t.ctx.db.delete(schema.staffAudit)).rejects.toThrow();
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.staffAudit);
    expect(n).toBeGreaterThan(5);
  });

  it('the dashboard counts what the data holds', async () => {
    const res = await call(api, 'GET', '/admin/dashboard', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data.members).toMatchObject({ admins: 1 });
    expect(res.body.data.members.total).toBeGreaterThanOrEqual(3);
    expect(res.body.data.donations).toEqual({ monthCents: 0, monthCount: 0, yearCents: 0, yearCount: 0 });
  });

  it("exports a member's data as JSON, then erases it: donations kept and detached, the journal without their data", async () => {
    const leaving = await createMember(t.ctx, { email: 'depart@exemple.fr', roles: ['ROLE_CANDIDAT'] });
    await apiSignIn(api, leaving.email);
    await t.ctx.db.insert(schema.donations).values({
      civilite: 'Mme',
      nom: 'DEPART',
      prenom: 'Jeanne',
      amountCents: 5000,
      adressePostale: '1 rue de la Paix',
      ville: 'Lyon',
      pays: 'France',
      codePostal: '69001',
      tel: '0600000000',
      email: leaving.email,
      userId: leaving.id,
    });
    const exported = await call(api, 'GET', `/admin/members/${leaving.id}/export`, { token: adminToken });
    expect(exported.status).toBe(200);
    expect(exported.body.data.account).toMatchObject({ id: leaving.id, email: leaving.email });
    expect(exported.body.data.account).not.toHaveProperty('passwordHash');
    expect(exported.body.data.roles).toEqual(['ROLE_CANDIDAT']);
    expect(exported.body.data.sessions).toHaveLength(1);
    expect(exported.body.data.donations).toEqual([expect.objectContaining({ amountCents: 5000, nom: 'DEPART' })]);

    const erased = await call(api, 'DELETE', `/admin/members/${leaving.id}`, { token: adminToken });
    expect(erased.status).toBe(200);
    expect(await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, leaving.id))).toEqual([]);
    expect(await t.ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, leaving.id))).toEqual([]);
    const [kept] = await t.ctx.db.select().from(schema.donations).where(eq(schema.donations.email, leaving.email));
    expect(kept).toMatchObject({ amountCents: 5000, userId: null, nom: 'DEPART' });
    const records = await journal('member', leaving.id);
    expect(records.map((r) => r.action)).toEqual(['member.data.export', 'member.data.delete']);
    expect(records[1].before).toEqual({ roles: ['ROLE_CANDIDAT'], donationsDetached: 1, invoicesDetached: 0 });
    expect(JSON.stringify(records)).not.toContain(leaving.email);
    expect((await call(api, 'DELETE', `/admin/members/${leaving.id}`, { token: adminToken })).status).toBe(404);
  });
});
