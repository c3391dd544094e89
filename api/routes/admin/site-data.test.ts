import ExcelJS from 'exceljs';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { seedBallots } from '../../../db/seed/votes.ts';
import { surveysSeeder } from '../../../db/seed/surveys.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { getBallot } from '../../../domain/votes/index.ts';
import { churchesView, getChurch } from '../../../domain/churches/index.ts';
import { sendContactMessage } from '../../../domain/contact/index.ts';
import { getLiveMeeting, getReunionInformation } from '../../../domain/live/index.ts';
import { getPrivateFile } from '../../../domain/private-files/index.ts';
import { queueMail } from '../../../domain/jobs.ts';
import { sqlExecutor } from '../../../db/client.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/** The back office's sections of the site's data (issue 18 item 5): churches, messages, mails, live meetings… */
let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
let admin: { id: number; email: string };
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  admin = await createMember(t.ctx, { email: 'intendante@exemple.fr', roles: ['ROLE_ADMIN'] });
  const member = await createMember(t.ctx, { email: 'paroissien@exemple.fr', roles: ['ROLE_REU_DIRECT'] });
  await seedBallots(t.ctx.db);
  await surveysSeeder.run({ db: t.ctx.db } as Parameters<typeof surveysSeeder.run>[0]);
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
});
afterAll(() => t.close());

async function journal(subjectType: string, subjectId: number | string) {
  const a = schema.staffAudit;
  return t.ctx.db
    .select()
    .from(a)
    .where(sql`${a.subjectType} = ${subjectType} and ${a.subjectId} = ${String(subjectId)}`)
    .orderBy(a.id);
}

async function count(table: PgTable) {
  const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return n;
}

const church = {
  slug: 'eglise-de-test',
  nom: 'Église de Test',
  adresse: '3 rue du Temple',
  codePostal: '69001',
  ville: 'Lyon',
  pays: 'FR',
  lien: 'https://eglise.exemple.org',
  popup: 'on',
  popupValue:
    '<p onclick="steal()">Culte <a href="javascript:alert(1)">ici</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
  latitude: '45,764',
  longitude: '4.8357',
  horaires: 'Dimanche 10 h\nJeudi 20 h',
  chorales: 'Chorale des jeunes',
};

const operations: [string, string, unknown?][] = [
  ['GET', '/admin/churches'],
  ['GET', '/admin/churches/1'],
  ['POST', '/admin/churches', church],
  ['PUT', '/admin/churches/1', church],
  ['DELETE', '/admin/churches/1'],
  ['GET', '/admin/messages'],
  ['GET', '/admin/messages/1'],
  ['POST', '/admin/messages/1/handled', { handled: '1' }],
  ['GET', '/admin/mails'],
  ['GET', '/admin/live'],
  ['PUT', '/admin/live', { reunion: 'reunion', annonce: 'Rien' }],
  ['PUT', '/admin/key-values/ag-reunion-information', { lienAudio: '/a.mp3' }],
  ['GET', '/admin/ballots'],
  ['PUT', '/admin/ballots/vote2024/schedule', { opens: '2026-12-01T09:00', closes: '2026-12-02T18:00' }],
  ['GET', '/admin/ballots/vote2024/report'],
  ['GET', '/admin/private-files'],
  ['GET', '/admin/private-files/1'],
  ['PUT', '/admin/private-files/1', { titre: 'T', rubrique: '3-4', rang: '1', role: 'ROLE_CANDIDAT' }],
  ['DELETE', '/admin/private-files/1'],
  ['GET', '/admin/surveys'],
  ['GET', '/admin/surveys/chorale-orchestre-mai-juin-2022'],
  [
    'POST',
    '/admin/surveys/chorale-orchestre-mai-juin-2022/invitations',
    { email: 'a@exemple.fr', firstname: 'A', lastname: 'B', chorale: 'on' },
  ],
  ['GET', '/admin/surveys/chorale-orchestre-mai-juin-2022/export'],
  ['POST', '/admin/mails/00000000-0000-4000-8000-000000000000/resend', {}],
];

describe('site data, staff only', () => {
  it.each(operations)(
    '%s %s: 401 to a visitor, 403 to a member without ROLE_ADMIN, nothing changed',
    async (method, path, body) => {
      const before = await count(schema.staffAudit);
      const churches = await count(schema.churches);
      expect((await call(api, method, path, { body })).status).toBe(401);
      const refused = await call(api, method, path, { body, token: memberToken });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(await count(schema.staffAudit)).toBe(before);
      expect(await count(schema.churches)).toBe(churches);
    },
  );
});

describe('churches', () => {
  it('creates a church with its popup sanitised, moves it, records each change, shows it on the map at once', async () => {
    const created = await call(api, 'POST', '/admin/churches', { body: church, token: adminToken });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const stored = await getChurch(t.ctx, church.slug);
    expect(stored).toMatchObject({ nom: 'Église de Test', latitude: 45.764, longitude: 4.8357, popup: true });
    expect(stored.horaires).toEqual(['Dimanche 10 h', 'Jeudi 20 h']);
    expect(stored.popupValue).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored.popupValue).toContain('Culte');
    const pin = async () => (await churchesView(t.ctx)).main.pins.find((p) => p.slug === church.slug)!;
    const lyon = await pin();

    const moved = await call(api, 'PUT', `/admin/churches/${id}`, {
      body: { ...church, nom: 'Église de Marseille', ville: 'Marseille', latitude: '43.2965', longitude: '5.3698' },
      token: adminToken,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.message).toBe('L’église « Église de Marseille » a été enregistrée.');
    const marseille = await pin();
    expect(marseille.y).toBeGreaterThan(lyon.y);

    const records = await journal('church', id);
    expect(records.map((r) => r.action)).toEqual(['church.create', 'church.update']);
    expect(records[0]).toMatchObject({ actorId: admin.id, before: null });
    expect(records[1].before).toMatchObject({ nom: 'Église de Test', latitude: 45.764 });
    expect(records[1].after).toMatchObject({ nom: 'Église de Marseille', latitude: 43.2965 });

    const list = await call(api, 'GET', '/admin/churches', { token: adminToken });
    expect(list.body.data.rows.map((c: { id: number }) => c.id)).toContain(id);
    // Searched and sorted by the address; an unreadable sort falls back to the country order.
    const found = await call(api, 'GET', '/admin/churches?q=marseille&tri=nom&ordre=desc', { token: adminToken });
    expect(found.body.data).toMatchObject({ total: 1, query: { q: 'marseille', tri: 'nom', ordre: 'desc', page: 1 } });
    expect(found.body.data.rows[0]).toMatchObject({ id, ville: 'Marseille' });
    const ids = async (ordre: string) =>
      (await call(api, 'GET', `/admin/churches?tri=nom&ordre=${ordre}`, { token: adminToken })).body.data.rows.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids('desc')).toEqual((await ids('asc')).reverse());
    expect((await call(api, 'GET', '/admin/churches?tri=x', { token: adminToken })).body.data.query.tri).toBe('pays');

    const deleted = await call(api, 'DELETE', `/admin/churches/${id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    await expect(getChurch(t.ctx, church.slug)).rejects.toThrow('Église introuvable');
    expect((await journal('church', id)).map((r) => r.action)).toEqual([
      'church.create',
      'church.update',
      'church.delete',
    ]);
    expect((await call(api, 'DELETE', `/admin/churches/${id}`, { token: adminToken })).status).toBe(404);
  });

  it('refuses bad input in French, field by field, storing nothing', async () => {
    const churches = await count(schema.churches);
    const audit = await count(schema.staffAudit);
    const res = await call(api, 'POST', '/admin/churches', {
      body: { ...church, nom: ' ', latitude: 'nord', longitude: '200', pays: 'DE', lien: 'ftp://x', popupValue: '' },
      token: adminToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      nom: 'Le nom est obligatoire',
      latitude: 'Latitude attendue (nombre décimal, par exemple 48.8566)',
      longitude: 'Longitude entre -180 et 180',
      pays: 'Pays inconnu',
      lien: 'Adresse de site invalide (http ou https)',
    });
    const first = await call(api, 'POST', '/admin/churches', {
      body: { ...church, slug: 'unique' },
      token: adminToken,
    });
    expect(first.status).toBe(201);
    const taken = await call(api, 'POST', '/admin/churches', {
      body: { ...church, slug: 'unique' },
      token: adminToken,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ slug: 'Cette adresse est déjà celle d’une autre église' });
    expect(await count(schema.churches)).toBe(churches + 1);
    expect(await count(schema.staffAudit)).toBe(audit + 1);
    await call(api, 'DELETE', `/admin/churches/${first.body.data.id}`, { token: adminToken });
    const [row] = await t.ctx.db.select().from(schema.churches).where(eq(schema.churches.slug, 'unique'));
    expect(row).toBeUndefined();
  });
});

describe('contact messages', () => {
  it('lists the messages waiting, reads one, marks it handled then waiting again, each change in the journal', async () => {
    await sendContactMessage(t.ctx, {
      domain: 'mission-lephare.fr',
      address: null,
      body: {
        nom: 'Jean Dupont',
        adresseEmail: 'jean@exemple.fr',
        message: 'Bonjour, quelles sont les heures du culte ?',
      },
    });
    const [{ id }] = await t.ctx.db
      .select({ id: schema.contactMessages.id })
      .from(schema.contactMessages)
      .orderBy(desc(schema.contactMessages.id))
      .limit(1);
    const waiting = await call(api, 'GET', '/admin/messages?etat=attente', { token: adminToken });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    const waitingBefore = waiting.body.data.waiting as number;
    const read = await call(api, 'GET', `/admin/messages/${id}`, { token: adminToken });
    expect(read.body.data).toMatchObject({
      nom: 'Jean Dupont',
      message: 'Bonjour, quelles sont les heures du culte ?',
    });

    const bad = await call(api, 'POST', `/admin/messages/${id}/handled`, {
      body: { handled: 'oui' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ handled: 'Choix attendu (1 ou 0)' });
    expect(await journal('contact_message', id)).toEqual([]);

    const handled = await call(api, 'POST', `/admin/messages/${id}/handled`, {
      body: { handled: '1' },
      token: adminToken,
    });
    expect(handled.status).toBe(200);
    expect(handled.body.data.message).toBe('Le message est marqué traité.');
    const done = await call(api, 'GET', '/admin/messages?etat=traites', { token: adminToken });
    expect(done.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(done.body.data.waiting).toBe(waitingBefore - 1);
    expect((await call(api, 'GET', '/admin/dashboard', { token: adminToken })).body.data.recentMessages).toBe(
      waitingBefore - 1,
    );
    await call(api, 'POST', `/admin/messages/${id}/handled`, { body: { handled: '0' }, token: adminToken });
    const records = await journal('contact_message', id);
    expect(records.map((r) => r.action)).toEqual(['contact.handle', 'contact.reopen']);
    expect(records[0].before).toEqual({ handledAt: null });
    expect(records[1].after).toEqual({ handledAt: null });
    expect((await call(api, 'GET', '/admin/messages/999999', { token: adminToken })).status).toBe(404);
  });
});

describe('mail outbox', () => {
  it('lists sent and failed mails with the error, sends a failed one again once', async () => {
    await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, {
        to: 'destinataire@exemple.fr',
        subject: 'Un courriel qui échoue',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
      }),
    );
    // The mail fails for good (as after its retries), with the mailer's error.
    await sqlExecutor(t.ctx.db).executeSql(
      `update pgboss.job set state = 'failed', output = '{"message":"connexion SMTP refusée"}'::jsonb
       where name = 'mail' and data->>'subject' = 'Un courriel qui échoue'`,
    );
    const failed = await call(api, 'GET', '/admin/mails?etat=echecs', { token: adminToken });
    expect(failed.status).toBe(200);
    const [mail] = failed.body.data.rows;
    expect(mail).toMatchObject({
      queue: 'mail',
      state: 'failed',
      to: 'destinataire@exemple.fr',
      subject: 'Un courriel qui échoue',
      error: 'connexion SMTP refusée',
    });
    expect(mail).not.toHaveProperty('text');

    const resent = await call(api, 'POST', `/admin/mails/${mail.id}/resend`, { body: {}, token: adminToken });
    expect(resent.status).toBe(200);
    expect(resent.body.data.message).toBe('Le courriel « Un courriel qui échoue » sera renvoyé dans un instant.');
    const again = await call(api, 'POST', `/admin/mails/${mail.id}/resend`, { body: {}, token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Seul un courriel en échec peut être renvoyé.');
    const [record, ...others] = await journal('mail', mail.id);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ action: 'mail.resend', after: { state: 'retry' } });
    expect(record.before).toMatchObject({ state: 'failed', error: 'connexion SMTP refusée' });

    // The worker sends it: it is then listed as sent.
    await t.runJobs();
    const sent = await call(api, 'GET', '/admin/mails?etat=envoyes', { token: adminToken });
    expect(sent.body.data.rows.map((r: { id: string }) => r.id)).toContain(mail.id);
    expect((await call(api, 'POST', '/admin/mails/pas-un-id/resend', { body: {}, token: adminToken })).status).toBe(
      404,
    );
  });
});

describe('live meetings and the information meeting', () => {
  it('sets the fields of a meeting as live:set does, recorded with before and after', async () => {
    const body = {
      reunion: 'pastorale',
      annonce: 'Culte en direct à 10 h',
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      diffusion: 'on',
      audio: 'https://radio.exemple.org/flux.mp3',
      derniere: '',
    };
    const saved = await call(api, 'PUT', '/admin/live', { body, token: adminToken });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe('La pastorale en direct est enregistrée.');
    expect(await getLiveMeeting(t.ctx, { reunion: 'pastorale' }, ['ROLE_PASTORALE'])).toEqual({
      annonceReuDirect: 'Culte en direct à 10 h',
      lastRetransmissionReunionUrl: null,
      reuDirectUrl: 'https://radio.exemple.org/flux.mp3',
      reuDirectYoutubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      reuDirectYoutubeDiffusion: true,
    });
    // Switched off, the broadcast stops.
    await call(api, 'PUT', '/admin/live', { body: { ...body, diffusion: 'off' }, token: adminToken });
    const listed = await call(api, 'GET', '/admin/live', { token: adminToken });
    expect(listed.body.data.meetings.pastorale.reuDirectYoutubeDiffusion).toBe(false);
    const records = await journal('live_meeting', 'pastorale');
    expect(records.map((r) => r.action)).toEqual(['live.update', 'live.update']);
    expect(records[1].before).toMatchObject({ reuDirectYoutubeDiffusion: true });
    expect(records[1].after).toMatchObject({ reuDirectYoutubeDiffusion: false });

    const audit = await count(schema.staffAudit);
    const bad = await call(api, 'PUT', '/admin/live', {
      body: { reunion: 'concert', youtube: 'https://vimeo.com/1', audio: 'ftp://x' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      reunion: 'Réunion inconnue (reunion ou pastorale)',
      youtube: 'Adresse YouTube invalide',
      audio: 'Adresse audio invalide',
    });
    expect(await count(schema.staffAudit)).toBe(audit);
  });

  it('refuses a broadcast that is neither on nor off, and keeps the fields a call leaves out', async () => {
    const body = { reunion: 'reunion', annonce: 'Réunion samedi à 14 h 30', diffusion: true, audio: '' };
    expect((await call(api, 'PUT', '/admin/live', { body, token: adminToken })).status).toBe(200);
    const audit = await count(schema.staffAudit);
    for (const diffusion of ['peut-etre', 'oui', 1, null]) {
      const bad = await call(api, 'PUT', '/admin/live', { body: { reunion: 'reunion', diffusion }, token: adminToken });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ diffusion: 'La diffusion vaut on ou off' });
    }
    expect(await count(schema.staffAudit)).toBe(audit);
    // Only the broadcast given changes: the announcement stays.
    await call(api, 'PUT', '/admin/live', { body: { reunion: 'reunion', diffusion: 'off' }, token: adminToken });
    const kept = (await call(api, 'GET', '/admin/live', { token: adminToken })).body.data.meetings.reunion;
    expect(kept).toMatchObject({ annonceReuDirect: 'Réunion samedi à 14 h 30', reuDirectYoutubeDiffusion: false });
    await call(api, 'PUT', '/admin/live', {
      body: { reunion: 'reunion', annonce: 'Autre annonce' },
      token: adminToken,
    });
    const after = (await call(api, 'GET', '/admin/live', { token: adminToken })).body.data.meetings.reunion;
    expect(after).toMatchObject({ annonceReuDirect: 'Autre annonce', reuDirectYoutubeDiffusion: false });
  });

  it('edits the value of ag-reunion-information field by field, empty rows dropped', async () => {
    const saved = await call(api, 'PUT', '/admin/key-values/ag-reunion-information', {
      body: {
        fichiersATelecharger: [
          { nom: 'Rapport moral', lien: '/fichiers/rapport.pdf' },
          { nom: '', lien: '' },
          { nom: 'Comptes', lien: 'https://exemple.org/comptes.pdf' },
        ],
        lienAudio: '',
        lienYoutube: 'https://youtu.be/dQw4w9WgXcQ',
      },
      token: adminToken,
    });
    expect(saved.status).toBe(200);
    expect(await getReunionInformation(t.ctx, ['ROLE_AG_VOTE'])).toEqual({
      fichiersATelecharger: [
        { nom: 'Rapport moral', lien: '/fichiers/rapport.pdf' },
        { nom: 'Comptes', lien: 'https://exemple.org/comptes.pdf' },
      ],
      lienAudio: null,
      lienYoutube: 'https://youtu.be/dQw4w9WgXcQ',
    });
    // Still for the meeting's members and the voters only.
    expect((await call(api, 'GET', '/keyvaluepublics/ag-reunion-information', { token: memberToken })).status).toBe(
      403,
    );
    const [record] = await journal('key_value', 'ag-reunion-information');
    expect(record).toMatchObject({ action: 'keyvalue.update', before: null });

    const audit = await count(schema.staffAudit);
    const bad = await call(api, 'PUT', '/admin/key-values/ag-reunion-information', {
      body: {
        fichiersATelecharger: [
          { nom: 'Sans lien', lien: 'javascript:alert(1)' },
          { nom: '', lien: '/x.pdf' },
        ],
        lienAudio: '//ailleurs.org/a.mp3',
      },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'fichiersATelecharger.0.lien': 'Adresse attendue (https://… ou /chemin du site)',
      'fichiersATelecharger.1.nom': 'Nom du document requis',
      lienAudio: 'Adresse attendue (https://… ou /chemin du site)',
    });
    expect(await count(schema.staffAudit)).toBe(audit);
    expect((await getReunionInformation(t.ctx, ['ROLE_AG_VOTE'])).fichiersATelecharger).toHaveLength(2);
  });
});

describe('ballots', () => {
  it('lists the ballots with their turnout, schedules one in Paris time as ballot:schedule does, gives its report', async () => {
    const list = await call(api, 'GET', '/admin/ballots', { token: adminToken });
    expect(list.status).toBe(200);
    const vote2024 = list.body.data.ballots.find((b: { slug: string }) => b.slug === 'vote2024');
    expect(vote2024).toMatchObject({ state: 'closed', voters: expect.any(Number), electorate: expect.any(Number) });

    const before = await getBallot(t.ctx, 'vote2024');
    // Winter time: Paris is UTC+1; summer time: UTC+2.
    const saved = await call(api, 'PUT', '/admin/ballots/vote2024/schedule', {
      body: { opens: '2026-12-01T09:00', closes: '2027-06-30T18:00' },
      token: adminToken,
    });
    expect(saved.status).toBe(200);
    const after = await getBallot(t.ctx, 'vote2024');
    expect(after.opensAt).toBe('2026-12-01T08:00:00.000Z');
    expect(after.closesAt).toBe('2027-06-30T16:00:00.000Z');
    const [record] = await journal('ballot', 'vote2024');
    expect(record).toMatchObject({
      action: 'ballot.schedule',
      before: { opensAt: before.opensAt, closesAt: before.closesAt },
      after: { opensAt: after.opensAt, closesAt: after.closesAt },
    });

    const audit = await count(schema.staffAudit);
    const bad = await call(api, 'PUT', '/admin/ballots/vote2024/schedule', {
      body: { opens: '1er décembre', closes: '2026-11-30T18:00' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ opens: 'Date d’ouverture attendue (AAAA-MM-JJ HH:MM, heure de Paris)' });
    const reversed = await call(api, 'PUT', '/admin/ballots/vote2024/schedule', {
      body: { opens: '2026-12-01T09:00', closes: '2026-11-30T18:00' },
      token: adminToken,
    });
    expect(reversed.body.fields).toEqual({ closes: 'La clôture doit suivre l’ouverture' });
    expect(
      (
        await call(api, 'PUT', '/admin/ballots/inconnu/schedule', {
          body: { opens: '2026-12-01T09:00', closes: '2026-12-02T09:00' },
          token: adminToken,
        })
      ).status,
    ).toBe(404);
    expect(await count(schema.staffAudit)).toBe(audit);
    expect((await getBallot(t.ctx, 'vote2024')).opensAt).toBe(after.opensAt);

    const report = await api.request('/admin/ballots/vote2024/report', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await journal('ballot', 'vote2024')).map((r) => r.action)).toContain('ballot.report.download');
  });
});

describe('surveys', () => {
  it('invites a person as survey:invite does (the link mailed by the job), lists the answers, exports them', async () => {
    const [survey] = (await call(api, 'GET', '/admin/surveys', { token: adminToken })).body.data;
    expect(survey).toMatchObject({ invited: 0, answered: 0 });
    const slug = survey.slug as string;
    const invited = await call(api, 'POST', `/admin/surveys/${slug}/invitations`, {
      body: { email: 'Choriste@Exemple.fr', firstname: 'Anne', lastname: 'Martin', chorale: 'on' },
      token: adminToken,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.message).toMatch(/envoyée à choriste@exemple.fr/);
    await t.runJobs();
    const mails = await readOutbox(t.ctx.db, 'choriste@exemple.fr');
    expect(mails.length).toBe(1);
    const detail = await call(api, 'GET', `/admin/surveys/${slug}`, { token: adminToken });
    expect(detail.body.data.people).toEqual([
      expect.objectContaining({ email: 'choriste@exemple.fr', lastname: 'MARTIN', chorale: true, orchestre: false }),
    ]);
    expect(JSON.stringify(detail.body.data)).not.toContain('token');
    const [record] = await journal('survey', slug);
    expect(record).toMatchObject({ action: 'survey.invite', after: { participantId: detail.body.data.people[0].id } });

    const audit = await count(schema.staffAudit);
    const bad = await call(api, 'POST', `/admin/surveys/${slug}/invitations`, {
      body: { email: 'pas-une-adresse', firstname: '', lastname: 'X' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      email: 'L’adresse e-mail n’est pas valide',
      firstname: 'Le prénom est obligatoire',
      chorale: 'Cochez la chorale, l’orchestre ou les deux',
    });
    expect(await count(schema.staffAudit)).toBe(audit);
    expect(await count(schema.surveyParticipants)).toBe(1);

    const file = await api.request(`/admin/surveys/${slug}/export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.getWorksheet('Réponses')!;
    expect(sheet.getRow(2).getCell(3).value).toBe('choriste@exemple.fr');
    expect((await journal('survey', slug)).map((r) => r.action)).toEqual(['survey.invite', 'survey.export']);
    expect((await call(api, 'GET', '/admin/surveys/inconnu', { token: adminToken })).status).toBe(404);
  });
});

describe('course and children files', () => {
  it('lists private files, changes their listing and role, deletes one after which its address is gone', async () => {
    await t.ctx.db.insert(schema.fichierTypes).values({ id: 90, nom: 'PDF', downloadable: true }).onConflictDoNothing();
    const [file] = await t.ctx.db
      .insert(schema.fichiers)
      .values({
        nom: 'fiche-noe',
        extension: 'pdf',
        storageKey: 'prive/fiche-noe.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        fichierTypeId: 90,
      })
      .returning();
    await t.ctx.files.put('prive/fiche-noe.pdf', new TextEncoder().encode('%PDF-1.4'));
    await t.ctx.db
      .insert(schema.privateFiles)
      .values({ fichierId: file.id, role: 'ROLE_ENSEIGNEMENT_ENFANTS', rubrique: '5-6', titre: 'Noé', rang: 1 });

    const list = await call(api, 'GET', '/admin/private-files', { token: adminToken });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: file.id, titre: 'Noé', url: `/fichiers-prives/${file.id}/fiche-noe.pdf` }),
    ]);
    const saved = await call(api, 'PUT', `/admin/private-files/${file.id}`, {
      body: { titre: 'L’arche de Noé', rubrique: '7-10', rang: '2', role: 'ROLE_CANDIDAT' },
      token: adminToken,
    });
    expect(saved.status).toBe(200);
    await expect(getPrivateFile(t.ctx, file.id, ['ROLE_CONNECTED', 'ROLE_ENSEIGNEMENT_ENFANTS'])).rejects.toThrow();
    expect(await getPrivateFile(t.ctx, file.id, ['ROLE_CONNECTED', 'ROLE_CANDIDAT'])).toMatchObject({
      nom: 'fiche-noe',
    });

    const audit = await count(schema.staffAudit);
    const bad = await call(api, 'PUT', `/admin/private-files/${file.id}`, {
      body: { titre: ' ', rubrique: '7-10', rang: 'deux', role: 'ROLE_PAPE' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      titre: 'Titre requis',
      rang: 'Nombre entier attendu (0 à 9999)',
      role: 'Rôle inconnu',
    });
    expect(await count(schema.staffAudit)).toBe(audit);

    const deleted = await call(api, 'DELETE', `/admin/private-files/${file.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    await expect(getPrivateFile(t.ctx, file.id, ['ROLE_ADMIN'])).rejects.toThrow('Fichier introuvable');
    expect(await t.ctx.files.stat('prive/fiche-noe.pdf')).toBeNull();
    const records = await journal('private_file', file.id);
    expect(records.map((r) => r.action)).toEqual(['private_file.update', 'private_file.delete']);
    expect(records[0].before).toEqual({ role: 'ROLE_ENSEIGNEMENT_ENFANTS', rubrique: '5-6', titre: 'Noé', rang: 1 });
    expect(records[1].before).toMatchObject({ titre: 'L’arche de Noé', storageKey: 'prive/fiche-noe.pdf' });
    expect((await call(api, 'DELETE', `/admin/private-files/${file.id}`, { token: adminToken })).status).toBe(404);
  });
});
