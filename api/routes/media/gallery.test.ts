import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaCatalogue } from '../../../db/seed/media-catalogue.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const env = { db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false };
  await mediaReference.run(env);
  await mediaCatalogue.run(env);
});
afterAll(() => t.close());

describe('GET /api/public/gallery/{id}', () => {
  it('answers the photos of an album in rank order', async () => {
    const res = await createApi(t.ctx).request('/public/gallery/3650');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { nom: string; sharedLink: string; largeur: number }[] };
    expect(data).toHaveLength(12);
    expect(data[0]).toMatchObject({
      nom: 'Arrivée au camp',
      description: expect.any(String),
      sharedLink: expect.stringMatching(/^\/fichiers\/\d+\/.+\.svg$/),
      thumbnail_std: { sharedLink: expect.any(String) },
      largeur: 1200,
      hauteur: 800,
    });
  });

  it('answers an empty list for a media without photos and 404 for an unknown one', async () => {
    expect(await (await createApi(t.ctx).request('/public/gallery/3000')).json()).toEqual({ data: [] });
    expect((await createApi(t.ctx).request('/public/gallery/999999')).status).toBe(404);
  });
});
