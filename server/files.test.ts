import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { seedFile } from '../db/seed/files.ts';
import { mediaReference } from '../db/seed/media-reference.ts';
import { createApi } from '../api/app.ts';
import { apiSignIn, createMember } from '../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { storeKinds } from '../tests/support/s3.ts';
import { Hono } from 'hono';
import { compression } from './compress.ts';
import { fileRoutes, privateFileRoutes } from './files.ts';

// Every answer on both file stores: the local folder and a bucket on S3's protocol (decision 0091).
describe.each(storeKinds)('files served from the %s store', (store) => {
  let t: TestContext;
  let audioId: number;
  let hiddenId: number;
  let privateMediaFileId: number;
  const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

  beforeAll(async () => {
    t = await createTestContext({ env: { MEDIA_CACHE_SECONDS: '0' }, store });
    const { db, files, log } = t.ctx;
    await mediaReference.run({ db, files, log, demoAccounts: false });
    audioId = await seedFile(db, files, {
      key: 'test/chant.wav',
      nom: 'Chant du matin',
      data: bytes,
      fichierTypeId: 4,
    });
    hiddenId = await seedFile(db, files, { key: 'test/cache.pdf', nom: 'Cours', data: bytes, fichierTypeId: 5 });
    privateMediaFileId = await seedFile(db, files, {
      key: 'test/prive.wav',
      nom: 'Privé',
      data: bytes,
      fichierTypeId: 4,
    });
    await db.insert(schema.media).values([
      { id: 1, titre: 'Cantique', mediaTypeId: 2 },
      { id: 2, titre: 'Brouillon', mediaTypeId: 1, publique: false },
    ]);
    await db.insert(schema.mediaFichiers).values([
      { mediaId: 1, fichierId: audioId, rang: 1 },
      { mediaId: 1, fichierId: hiddenId, rang: 2, visiblePublic: false },
      { mediaId: 2, fichierId: privateMediaFileId, rang: 1 },
    ]);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => fileRoutes(t.ctx).request(path, { headers });

  describe('GET /fichiers/{id}/{name}', () => {
    it('serves a public file whole, inline, with its type, length and validators', async () => {
      const res = await get(`/fichiers/${audioId}/chant-du-matin.wav`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('content-length')).toBe('1000');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(res.headers.get('etag')).toBeTruthy();
      expect(res.headers.get('last-modified')).toBeTruthy();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    });

    it('answers a range with 206 and exactly those bytes', async () => {
      const res = await get(`/fichiers/${audioId}/chant-du-matin.wav`, { Range: 'bytes=100-199' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
      expect(res.headers.get('content-length')).toBe('100');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(100, 200));
    });

    it('answers the last bytes for a suffix range', async () => {
      const res = await get(`/fichiers/${audioId}/x.wav`, { Range: 'bytes=-10' });
      expect(res.status).toBe(206);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(990));
    });

    it('answers 416 past the end, saying so in French', async () => {
      const res = await get(`/fichiers/${audioId}/x.wav`, { Range: 'bytes=1000-1010' });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
      expect(await res.text()).toBe('Plage d’octets non disponible pour ce fichier');
    });

    it('answers 304 to a matching ETag or date, and ignores a range for another version', async () => {
      const first = await get(`/fichiers/${audioId}/x.wav`);
      const etag = first.headers.get('etag')!;
      expect((await get(`/fichiers/${audioId}/x.wav`, { 'If-None-Match': etag })).status).toBe(304);
      const since = first.headers.get('last-modified')!;
      expect((await get(`/fichiers/${audioId}/x.wav`, { 'If-Modified-Since': since })).status).toBe(304);
      const stale = await get(`/fichiers/${audioId}/x.wav`, { Range: 'bytes=0-9', 'If-Range': '"autre"' });
      expect(stale.status).toBe(200);
    });

    it('offers a download of a downloadable type on ?telechargement=1', async () => {
      const res = await get(`/fichiers/${audioId}/x.wav?telechargement=1`);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Chant du matin.wav"; filename*=UTF-8''Chant%20du%20matin.wav`,
      );
    });

    it('refuses a file hidden from the public, a file of an unpublished media and an unknown id', async () => {
      expect((await get(`/fichiers/${hiddenId}/cours.pdf`)).status).toBe(404);
      expect((await get(`/fichiers/${privateMediaFileId}/prive.wav`)).status).toBe(404);
      expect((await get(`/fichiers/999999/rien.wav`)).status).toBe(404);
      expect((await get(`/fichiers/abc/rien.wav`)).status).toBe(404);
    });

    it('compresses a small text file completely when the client accepts brotli', async () => {
      const svg = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`);
      const id = await seedFile(t.ctx.db, t.ctx.files, {
        key: 'test/image.svg',
        nom: 'Image',
        data: svg,
        fichierTypeId: 1,
      });
      const app = new Hono().use(compression()).route('/', fileRoutes(t.ctx));
      const res = await app.request(`/fichiers/${id}/image.svg`, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-length')).toBeNull();
      const { brotliDecompressSync } = await import('node:zlib');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).byteLength).toBe(svg.byteLength);
    });

    it('streams a file larger than 256 KB whole and by range, with the same ETag each time', async () => {
      const large = Uint8Array.from({ length: 700_000 }, (_, i) => (i * 13) % 256);
      const id = await seedFile(t.ctx.db, t.ctx.files, {
        key: 'test/long.wav',
        nom: 'Long',
        data: large,
        fichierTypeId: 4,
      });
      await t.ctx.db.insert(schema.mediaFichiers).values({ mediaId: 1, fichierId: id, rang: 3 });
      const whole = await get(`/fichiers/${id}/long.wav`);
      expect(whole.headers.get('content-length')).toBe('700000');
      expect(Buffer.from(await whole.arrayBuffer()).equals(large)).toBe(true);
      const part = await get(`/fichiers/${id}/long.wav`, { Range: 'bytes=400000-' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 400000-699999/700000');
      expect(Buffer.from(await part.arrayBuffer()).equals(large.subarray(400_000))).toBe(true);
      expect(part.headers.get('etag')).toBe(whole.headers.get('etag'));
      const again = await get(`/fichiers/${id}/long.wav`, { 'If-None-Match': whole.headers.get('etag')! });
      expect(again.status).toBe(304);
    });

    it('answers HEAD with the headers only', async () => {
      const res = await fileRoutes(t.ctx).request(`/fichiers/${audioId}/x.wav`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe('1000');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    });
  });

  describe('GET /fichiers/{id}/{name} before publication (decision 0107)', () => {
    it('serves a file of an unpublished media to the staff alone, never for a shared cache', async () => {
      const api = createApi(t.ctx);
      const signedIn = async (email: string, roles: string[]) => {
        await createMember(t.ctx, { email, roles });
        return (await apiSignIn(api, email)).token;
      };
      const staff = await signedIn(`equipe-${store}@exemple.fr`, ['ROLE_ADMIN']);
      const member = await signedIn(`lecteur-${store}@exemple.fr`, ['ROLE_CANDIDAT']);
      const path = `/fichiers/${privateMediaFileId}/prive.wav`;

      const byStaff = await get(path, { authorization: `Bearer ${staff}` });
      expect(byStaff.status).toBe(200);
      expect(byStaff.headers.get('cache-control')).toBe('private, no-store');
      expect(byStaff.headers.get('cross-origin-resource-policy')).toBeNull();
      expect(new Uint8Array(await byStaff.arrayBuffer())).toEqual(bytes);
      const range = await get(path, { authorization: `Bearer ${staff}`, Range: 'bytes=0-9' });
      expect(range.status).toBe(206);
      expect(range.headers.get('cache-control')).toBe('private, no-store');
      // A hidden link of a published media too: the staff see what they uploaded.
      expect((await get(`/fichiers/${hiddenId}/cours.pdf`, { authorization: `Bearer ${staff}` })).status).toBe(200);

      const callers: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${member}` },
        { authorization: 'Bearer inconnu' },
      ];
      for (const headers of callers) {
        const refused = await get(path, headers);
        expect(refused.status).toBe(404);
        expect(refused.headers.get('cache-control')).toBe('no-store');
      }
      expect((await get(`/fichiers/999999/rien.wav`, { authorization: `Bearer ${staff}` })).status).toBe(404);
    });

    it('refuses the staff at once when their role is taken away on another process', async () => {
      const email = `ancien-${store}@exemple.fr`;
      const { id } = await createMember(t.ctx, { email, roles: ['ROLE_ADMIN'] });
      const token = (await apiSignIn(createApi(t.ctx), email)).token;
      const path = `/fichiers/${privateMediaFileId}/prive.wav`;
      expect((await get(path, { authorization: `Bearer ${token}` })).status).toBe(200);
      // Straight in the database, as another process would: this process's member cache is not told.
      await t.ctx.db.delete(schema.userRoles).where(eq(schema.userRoles.userId, id));
      expect((await get(path, { authorization: `Bearer ${token}` })).status).toBe(404);
    });
  });

  describe('GET /fichiers-prives/{id}/{name}', () => {
    it('serves a private file, by range too, to its role only', async () => {
      const id = await seedFile(t.ctx.db, t.ctx.files, {
        key: 'prive/cours.pdf',
        nom: 'Cours',
        data: bytes,
        fichierTypeId: 5,
      });
      await t.ctx.db
        .insert(schema.privateFiles)
        .values({ fichierId: id, role: 'ROLE_CANDIDAT', rubrique: 'cours', titre: 'Cours' });
      const api = createApi(t.ctx);
      const token = async (email: string, roles: string[]) => {
        await createMember(t.ctx, { email, roles });
        return (await apiSignIn(api, email)).token;
      };
      const candidate = { authorization: `Bearer ${await token(`candidat-${store}@exemple.fr`, ['ROLE_CANDIDAT'])}` };
      const member = { authorization: `Bearer ${await token(`membre-${store}@exemple.fr`, [])}` };
      const path = `/fichiers-prives/${id}/cours.pdf`;
      const served = await privateFileRoutes(t.ctx).request(path, { headers: { ...candidate, Range: 'bytes=0-99' } });
      expect(served.status).toBe(206);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes.slice(0, 100));
      expect((await privateFileRoutes(t.ctx).request(path, { headers: member })).status).toBe(403);
      expect((await privateFileRoutes(t.ctx).request(path)).status).toBe(303);
      expect((await get(`/fichiers/${id}/cours.pdf`)).status).toBe(404);
    });
  });
});
