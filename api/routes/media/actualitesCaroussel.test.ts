import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { mediaReference } from '../../../db/seed/media-reference.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const { db } = t.ctx;
  await mediaReference.run({ db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
  await db.insert(schema.media).values([
    { id: 1967, titre: 'À la une', mediaTypeId: 11 },
    { id: 10, titre: 'Camp d’été', mediaTypeId: 15 },
    { id: 11, titre: 'Journée portes ouvertes', mediaTypeId: 15 },
    { id: 12, titre: 'Brouillon', mediaTypeId: 15, publique: false },
  ]);
  await db.insert(schema.mediaMedias).values([
    { mediaId: 1967, mediaChildId: 11, rang: 1 },
    { mediaId: 1967, mediaChildId: 10, rang: 2 },
    { mediaId: 1967, mediaChildId: 12, rang: 3 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/public/actualitesCaroussel/{id}', () => {
  it('answers the public children of the collection in rank order', async () => {
    const res = await createApi(t.ctx).request('/public/actualitesCaroussel/1967');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; titre: string; mediaType: { id: number } }[] };
    expect(body.data.map((m) => m.id)).toEqual([11, 10]);
    expect(body.data[0]).toMatchObject({ titre: 'Journée portes ouvertes', mediaType: { id: 15, nom: 'Actualité' } });
  });

  it('answers an empty list for a collection without children', async () => {
    const res = await createApi(t.ctx).request('/public/actualitesCaroussel/10');
    expect(await res.json()).toEqual({ data: [] });
  });

  it('refuses an id that is not a number with a JSON error', async () => {
    const res = await createApi(t.ctx).request('/public/actualitesCaroussel/abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID', message: expect.any(String) });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await createApi(t.ctx).request('/public/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
