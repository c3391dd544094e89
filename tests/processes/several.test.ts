import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { readOutbox } from '../../domain/accounts/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { openRuntime, type Runtime } from '../../server/context.ts';
import { generateWav } from '../../db/seed/audio.ts';
import { createMember } from '../support/accounts.ts';
import { startLocalS3, type LocalS3 } from '../support/s3.ts';
import { api, ensureBuild, freshDatabase, startProcess, within, type SiteProcess } from './support.ts';

/**
 * The site as production runs it: two processes of the built server on one PostgreSQL database, started at the same
 * instant on an empty database. What one process does, the other sees: sessions, roles, the library; work that
 * must happen once happens once.
 */
const reconcileSeconds = 5;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let one: SiteProcess;
let two: SiteProcess;
/** The test's own view of the database (accounts, reference data, checks), opened once both processes are up. */
let runtime: Runtime;
let runtimeDir: string;
/** The one bucket both processes keep their files in (decision 0091), each with a data folder of its own. */
let bucket: LocalS3;
let startedAt: number;

beforeAll(async () => {
  const buildDir = ensureBuild();
  database = await freshDatabase();
  bucket = await startLocalS3();
  const options = {
    buildDir,
    databaseUrl: database.url,
    env: { RECONCILE_INTERVAL_SECONDS: String(reconcileSeconds), ...bucket.env },
  };
  // Both at once on the empty database: the migrations and the seed run under one advisory lock (decision 0083).
  [one, two] = await Promise.all([startProcess(options), startProcess(options)]);
  startedAt = Date.now();
  await Promise.all([one.ready(), two.ready()]);
  runtimeDir = mkdtempSync(path.join(tmpdir(), 'mission-processes-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: runtimeDir,
  });
  runtime = await openRuntime(config);
  await mediaReference.run({ db: runtime.ctx.db, files: runtime.ctx.files, log: runtime.ctx.log, demoAccounts: false });
}, 600_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await runtime?.close();
  await database?.drop();
  await bucket?.close();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

const signIn = async (site: SiteProcess, email: string, password: string) => {
  const res = await api(site, 'POST', '/users/auth', { body: { login: email, pass: password } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};

describe('two processes on one database', () => {
  it('both came up on an empty database', async () => {
    for (const site of [one, two]) expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  });

  it('a session opened on one is used on the other', async () => {
    const member = await createMember(runtime.ctx, { email: 'session@exemple.fr' });
    const token = await signIn(one, member.email, member.password);
    const res = await api(two, 'GET', '/public/getUser', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(member.email);
  });

  it('a role revoked on one is refused on the other at once', async () => {
    const chief = await createMember(runtime.ctx, { email: 'chef@exemple.fr', roles: ['ROLE_ADMIN'] });
    const staff = await createMember(runtime.ctx, { email: 'benevole@exemple.fr', roles: ['ROLE_ADMIN'] });
    const chiefToken = await signIn(one, chief.email, chief.password);
    const staffToken = await signIn(two, staff.email, staff.password);
    // Read twice on the second process: its member is now kept in memory there.
    for (let i = 0; i < 2; i++)
      expect((await api(two, 'GET', '/admin/dashboard', { token: staffToken })).status).toBe(200);
    const revoked = await api(one, 'POST', `/admin/members/${staff.id}/roles`, {
      body: { role: 'ROLE_ADMIN', grant: '0' },
      token: chiefToken,
    });
    expect(revoked.status).toBe(200);
    expect((await api(two, 'GET', '/admin/dashboard', { token: staffToken })).status).toBe(403);
    // Signed in still, as a member: the page of their own account is theirs on both processes.
    expect((await api(two, 'GET', '/public/getUser', { token: staffToken })).status).toBe(200);
  });

  it('a media edited, then unpublished, on one is seen so on the other within a second', async () => {
    const chief = await createMember(runtime.ctx, { email: 'mediatheque@exemple.fr', roles: ['ROLE_ADMIN'] });
    const token = await signIn(one, chief.email, chief.password);
    const sermon = { titre: 'La grâce qui suffit', mediaTypeId: '1', datePublication: '2026-11-01', publique: 'on' };
    const created = await api(one, 'POST', '/admin/media', { body: sermon, token });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const title = async () => {
      const res = await api(two, 'GET', `/public/mediaFull/${id}`);
      return res.status === 200 ? (res.body.data.media.titre as string) : res.status;
    };
    // Kept in memory on the second process (MEDIA_CACHE_SECONDS, 60 s).
    expect(await title()).toBe(sermon.titre);
    expect(await title()).toBe(sermon.titre);

    const edited = await api(one, 'PUT', `/admin/media/${id}`, { body: { ...sermon, titre: 'Titre corrigé' }, token });
    expect(edited.status).toBe(200);
    expect(await within(1000, async () => (await title()) === 'Titre corrigé')).not.toBeNull();

    const { publique: _, ...hidden } = sermon;
    const unpublished = await api(one, 'PUT', `/admin/media/${id}`, {
      body: { ...hidden, titre: 'Titre corrigé' },
      token,
    });
    expect(unpublished.status).toBe(200);
    expect(await within(1000, async () => (await title()) === 404)).not.toBeNull();
  });

  it('a file uploaded through one is served by the other, whole and by range, from the one bucket', async () => {
    const chief = await createMember(runtime.ctx, { email: 'fichiers@exemple.fr', roles: ['ROLE_ADMIN'] });
    const token = await signIn(one, chief.email, chief.password);
    const sermon = { titre: 'Le bon berger', mediaTypeId: '1', datePublication: '2026-11-08', publique: 'on' };
    const created = await api(one, 'POST', '/admin/media', { body: sermon, token });
    expect(created.status).toBe(201);
    const bytes = generateWav({ seed: 3, seconds: 1 });
    const form = new FormData();
    form.append('usage', 'fichier');
    form.append('mediaId', String(created.body.data.id));
    form.append('fichier', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), 'berger.wav');
    const uploaded = await fetch(`${one.url}/api/admin/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

    const whole = await fetch(`${two.url}${url}`);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const part = await fetch(`${two.url}${url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('an issue shipped from both at once is shipped once: one 200, never a 500, nobody twice', async () => {
    const revue = 9101;
    await runtime.ctx.db.insert(schema.media).values({ id: revue, titre: 'Revue 140', mediaTypeId: 6, numRevue: 140 });
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await createMember(runtime.ctx, { email: `lecteur-${i}@exemple.fr` }));
    await runtime.ctx.db.insert(schema.subscribers).values(
      members.map((m, i) => ({
        userId: m.id,
        nom: `Lecteur ${i}`,
        prenom: 'Paul',
        email: m.email,
        adressePostale: '5 rue des Lilas',
        codePostal: '30100',
        ville: 'Alès',
        pays: 'France',
        tel: '0600000000',
        livraisonDomicile: true,
        nombreRevues: 2,
      })),
    );
    const chief = await createMember(runtime.ctx, { email: 'expedition@exemple.fr', roles: ['ROLE_ADMIN'] });
    const [tokenOne, tokenTwo] = [
      await signIn(one, chief.email, chief.password),
      await signIn(two, chief.email, chief.password),
    ];
    const answers = await Promise.all([
      api(one, 'POST', `/admin/issues/${revue}/ship`, { body: {}, token: tokenOne }),
      api(two, 'POST', `/admin/issues/${revue}/ship`, { body: {}, token: tokenTwo }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 200 && a.body.data.shipped > 0)).toHaveLength(1);
    const { rows } = (await runtime.ctx.db.execute(
      sql`select subscriber_id, count(*)::int as n from expedition_ligne where revue_id = ${revue} group by subscriber_id`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1]);
  });

  it('a job is run once, though both processes work the queue', async () => {
    const marker = `Message unique ${Date.now()}`;
    const sent = await api(one, 'POST', '/websites/public/sendMessage/mission-lephare.example/domaine', {
      body: { nom: 'Jeanne Martin', adresseEmail: 'jeanne@example.org', message: marker },
    });
    expect(sent.status).toBe(200);
    const mails = async () =>
      (await readOutbox(runtime.ctx.db, runtime.ctx.config.STAFF_EMAIL)).filter((m) => m.text.includes(marker));
    expect(await within(10_000, async () => (await mails()).length > 0)).not.toBeNull();
    // Both processes poll every second: time enough for a second run, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mails()).toHaveLength(1);
  });

  it('the payment reconciler runs once per interval across both processes', async () => {
    // Long enough for each process's timer to fire twice.
    const wait = startedAt + (2 * reconcileSeconds + 2) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The timers' asks (each process's start asks once more, on its own: starts are rare).
    const { rows } = await runtime.database.sql.executeSql(
      `select created_on, singleton_on from pgboss.job where name = 'payments-reconcile' and data->>'reason' = 'timer'
       order by created_on`,
    );
    const jobs = rows as { created_on: Date; singleton_on: Date | null }[];
    const slots = new Set(jobs.map((j) => String(j.singleton_on)));
    // Slots are counted from the epoch (pg-boss's singleton slots), from the first job's to the current one.
    const slot = (ms: number) => Math.floor(ms / (reconcileSeconds * 1000));
    const spanned = slot(Date.now()) - slot(new Date(jobs[0].created_on).getTime()) + 1;
    expect(jobs.length).toBeGreaterThan(0);
    expect(slots.size).toBe(jobs.length);
    expect(jobs.length).toBeLessThanOrEqual(spanned);
  });

  it('neither process logged an error', () => {
    for (const site of [one, two]) expect(site.output()).not.toMatch(/"level":(50|60)/);
  });
});
