import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { generateWav } from '../../../db/seed/audio.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { getMediaFull } from '../../../domain/media/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { storeKinds } from '../../../tests/support/s3.ts';
import { createApi } from '../../app.ts';

// The same uploads into the local folder and into a bucket on S3's protocol (decision 0091).
describe.each(storeKinds)('staff uploads into the %s store', (store) => {
  let t: TestContext;
  let api: ReturnType<typeof createApi>;
  let adminToken: string;
  let memberToken: string;
  let mediaId: number;

  beforeAll(async () => {
    // Small limits, so that "too large" needs no large file: audio 0.05 Mo (about 52 kB), images 1 Mo.
    t = await createTestContext({
      env: { UPLOAD_MAX_MB_AUDIO: '0.05', UPLOAD_MAX_MB_IMAGE: '1', MEDIA_CACHE_SECONDS: '60' },
      store,
    });
    api = createApi(t.ctx);
    await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
    const admin = await createMember(t.ctx, { email: 'regisseur@exemple.fr', roles: ['ROLE_ADMIN'] });
    const member = await createMember(t.ctx, { email: 'auditeur@exemple.fr', roles: ['ROLE_AG_VOTE'] });
    adminToken = (await apiSignIn(api, admin.email)).token;
    memberToken = (await apiSignIn(api, member.email)).token;
    const created = await call(api, 'POST', '/admin/media', {
      body: { titre: 'Marcher par la foi', mediaTypeId: '1', publique: 'on', categories: 'exhortationsAudio' },
      token: adminToken,
    });
    mediaId = created.body.data.id;
  });
  afterAll(() => t.close());

  /** Every file in the store, temporary ones included. */
  async function storedFiles(): Promise<string[]> {
    const keys: string[] = [];
    for await (const f of t.ctx.files.list()) keys.push(f.key);
    return keys;
  }

  const stored = async (key: string) => new Uint8Array(await new Response(t.ctx.files.read(key)).arrayBuffer());

  async function counts() {
    const count = async (table: typeof schema.fichiers | typeof schema.staffAudit | typeof schema.mediaFichiers) =>
      (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    return {
      fichiers: await count(schema.fichiers),
      audit: await count(schema.staffAudit),
      links: await count(schema.mediaFichiers),
      files: (await storedFiles()).length,
    };
  }

  async function upload(
    fields: Record<string, string>,
    file: { bytes: Uint8Array; name: string; type?: string },
    options: { token?: string; accept?: string } = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(
      'fichier',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.accept) headers.accept = options.accept;
    const res = await api.request('/admin/files', { method: 'POST', body: form, headers });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read by assertions
    const body = (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, any>;
    return { status: res.status, body, location: res.headers.get('location') };
  }

  const wav = (seconds: number) => generateWav({ seed: 7, seconds });

  describe('staff uploads', () => {
    it('refuses a visitor (401) and a member without ROLE_ADMIN (403), with nothing stored', async () => {
      const before = await counts();
      const file = { bytes: wav(1), name: 'predication.wav' };
      expect((await upload({ usage: 'fichier', mediaId: String(mediaId) }, file)).status).toBe(401);
      const refused = await upload({ usage: 'fichier', mediaId: String(mediaId) }, file, { token: memberToken });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(await counts()).toEqual(before);
    });

    it('stores an audio file streamed, links it to the media, records it and shows it on the public page', async () => {
      const before = await counts();
      const bytes = wav(1);
      const res = await upload(
        { usage: 'fichier', mediaId: String(mediaId), nom: 'Prédication du 1er novembre' },
        { bytes, name: 'enregistrement.mp3', type: 'audio/mpeg' },
        { token: adminToken },
      );
      expect(res.status).toBe(201);
      const saved = res.body.data;
      // The type comes from the bytes (a WAV), not from the name or the browser's word.
      expect(saved).toMatchObject({
        extension: 'wav',
        contentType: 'audio/wav',
        kind: 'audio',
        sizeBytes: bytes.length,
      });
      expect(saved.url).toMatch(new RegExp(`^/fichiers/${saved.id}/pr%C3%A9dication-du-1er-novembre\\.wav$`));
      const [row] = await t.ctx.db.select().from(schema.fichiers).where(eq(schema.fichiers.id, saved.id));
      expect(row).toMatchObject({ fichierTypeId: 4, sizeBytes: bytes.length });
      expect(await stored(row.storageKey)).toEqual(bytes);

      const full = await getMediaFull(t.ctx, mediaId);
      expect(full.fichiers.map((f) => f.fichier.id)).toContain(saved.id);

      const after = await counts();
      expect(after).toEqual({
        ...before,
        fichiers: before.fichiers + 1,
        audit: before.audit + 2,
        links: before.links + 1,
        files: before.files + 1,
      });
      const records = await t.ctx.db
        .select()
        .from(schema.staffAudit)
        .where(sql`${schema.staffAudit.action} in ('fichier.upload', 'media.file.add')`)
        .orderBy(schema.staffAudit.id);
      expect(records.map((r) => [r.action, r.subjectType, r.subjectId])).toEqual([
        ['fichier.upload', 'fichier', String(saved.id)],
        ['media.file.add', 'media', String(mediaId)],
      ]);
      expect(records[0].after).toMatchObject({ contentType: 'audio/wav', sizeBytes: bytes.length, mediaId });
    });

    it('refuses a file of the wrong type, whatever its name, with nothing stored', async () => {
      const before = await counts();
      const text = new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(200));
      const res = await upload(
        { usage: 'fichier', mediaId: String(mediaId) },
        { bytes: text, name: 'sermon.mp3', type: 'audio/mpeg' },
        { token: adminToken },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields.fichier).toMatch(/^Type de fichier refusé/);
      expect(await counts()).toEqual(before);
    });

    it('refuses a file too large for its kind, stopping the write with nothing left', async () => {
      const before = await counts();
      const res = await upload(
        { usage: 'fichier', mediaId: String(mediaId) },
        { bytes: wav(5), name: 'long.wav' },
        { token: adminToken },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields.fichier).toBe(
        'Fichier trop volumineux : 0,05 Mo au plus pour un fichier audio ; rien n’a été enregistré.',
      );
      expect(await counts()).toEqual(before);
    });

    it('makes a cover from an image with its thumbnail for the lists, and refuses a PDF as a cover', async () => {
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a5d8f' } })
        .png()
        .toBuffer();
      const res = await upload(
        { usage: 'couverture', mediaId: String(mediaId) },
        { bytes: png, name: 'affiche.png' },
        { token: adminToken },
      );
      expect(res.status).toBe(201);
      const saved = res.body.data;
      expect(saved.thumbnailUrl).toBe(`${saved.url}?taille=vignette`);
      const [row] = await t.ctx.db.select().from(schema.fichiers).where(eq(schema.fichiers.id, saved.id));
      expect(row).toMatchObject({ width: 1200, height: 800, fichierTypeId: 1, contentType: 'image/png' });
      const thumb = await sharp(await stored(row.thumbnailKey!)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 640, height: 400 });
      const [media] = await t.ctx.db.select().from(schema.media).where(eq(schema.media.id, mediaId));
      expect(media.couvertureId).toBe(saved.id);
      // The public page shows the new cover at once (caches cleared).
      expect((await getMediaFull(t.ctx, mediaId)).media.couverture).toEqual({
        sharedLink: saved.url,
        thumbnail_std: { sharedLink: saved.thumbnailUrl, publicLink: saved.thumbnailUrl },
      });

      const before = await counts();
      const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      const refused = await upload(
        { usage: 'couverture', mediaId: String(mediaId) },
        { bytes: pdf, name: 'couverture.pdf' },
        { token: adminToken },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.fields.fichier).toMatch(/^Une couverture doit être une image/);
      expect(await counts()).toEqual(before);
    });

    it('sends a plain form back to its page, with the file or the reason it was refused', async () => {
      const ok = await upload(
        { usage: 'fichier', mediaId: String(mediaId), retour: `/admin/medias/${mediaId}` },
        { bytes: wav(1), name: 'sans-js.wav' },
        { token: adminToken, accept: 'text/html,application/xhtml+xml' },
      );
      expect(ok.status).toBe(303);
      expect(ok.location).toMatch(new RegExp(`^/admin/medias/${mediaId}\\?fichier=\\d+$`));
      const refused = await upload(
        { usage: 'fichier', mediaId: String(mediaId), retour: `/admin/medias/${mediaId}` },
        { bytes: wav(5), name: 'trop-long.wav' },
        { token: adminToken, accept: 'text/html' },
      );
      expect(refused.status).toBe(303);
      expect(refused.location).toBe(`/admin/medias/${mediaId}?refus=taille`);
      // Another site's address is never followed.
      const elsewhere = await upload(
        { usage: 'fichier', mediaId: String(mediaId), retour: 'https://ailleurs.example/admin' },
        { bytes: wav(1), name: 'x.wav' },
        { token: adminToken, accept: 'text/html' },
      );
      expect(elsewhere.status).toBe(201);
    });

    it('refuses an unknown media and a body without a file', async () => {
      const before = await counts();
      const res = await upload(
        { usage: 'fichier', mediaId: '99999999' },
        { bytes: wav(1), name: 'a.wav' },
        { token: adminToken },
      );
      expect(res.status).toBe(404);
      const empty = await api.request('/admin/files', {
        method: 'POST',
        body: new URLSearchParams({ usage: 'libre' }),
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(empty.status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });
});
