import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/clock.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { seedSectionsFixture } from '../../../tests/support/sections-fixture.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seedSectionsFixture>>;
beforeAll(async () => {
  // 23:30 UTC on 31 December is already 1 January in Paris.
  t = await createTestContext({ clock: fixedClock(new Date('2026-12-31T23:30:00Z')) });
  ids = await seedSectionsFixture(t.ctx);
});
afterAll(() => t.close());

const get = (path: string) => createApi(t.ctx).request(path);

describe('GET /api/public/{plan}', () => {
  it("answers today's reading (the day in Paris) with its title and audio link", async () => {
    const res = await get('/public/bibleEnUnAn');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      date: '2027-01-01',
      titre: 'Genèse 1, Genèse 2, Matthieu 1',
      lien: `/fichiers/${ids.gen1}/genèse-1.mp3`.replace('genèse', encodeURIComponent('genèse')),
    });
  });

  it('answers another day when asked', async () => {
    const res = await get('/public/bibleEnUnAn?date=2026-01-02');
    expect(await res.json()).toMatchObject({ date: '2026-01-02', titre: 'Genèse 2' });
  });

  it('answers an empty day with null title and link', async () => {
    expect(await (await get('/public/parleTonServiteurEcoute')).json()).toEqual({
      date: '2027-01-01',
      titre: null,
      lien: null,
    });
    expect(await (await get('/public/sagesseProverbes?date=2026-06-15')).json()).toEqual({
      date: '2026-06-15',
      titre: null,
      lien: null,
    });
  });

  it('refuses a malformed or impossible date with a French message', async () => {
    const bad = await get('/public/sagesseProverbes?date=demain');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { date: 'La date doit être au format AAAA-MM-JJ' } });
    const impossible = await get('/public/bibleEnUnAn?date=2026-02-30');
    expect(impossible.status).toBe(400);
    expect(await impossible.json()).toMatchObject({ fields: { date: "Cette date n'existe pas" } });
  });
});

describe('GET /api/public/livresBible and /api/public/lecture/{id}', () => {
  it('lists the books by testament with the colour without its hash', async () => {
    const { data } = (await (await get('/public/livresBible')).json()) as {
      data: { ancien: unknown[]; nouveau: unknown[] };
    };
    expect(data.ancien).toEqual([
      { id: 1, numLivre: 1, nom: 'Genèse', testament: 'AT', couleur: '8a5a10', idMediaLivre: 1449 },
    ]);
    expect(data.nouveau).toHaveLength(1);
  });

  it('answers a reading with its chapter tracks in order', async () => {
    const res = await get('/public/lecture/1449');
    const { data } = (await res.json()) as { data: { titre: string; audios: { titre: string }[] } };
    expect(data.titre).toBe('Genèse');
    expect(data.audios.map((a) => a.titre)).toEqual(['Genèse 1', 'Genèse 2']);
  });

  it('answers 404 for a media without tracks or unknown, 400 for a bad id', async () => {
    expect((await get('/public/lecture/3')).status).toBe(404);
    expect((await get('/public/lecture/999999')).status).toBe(404);
    expect((await get('/public/lecture/abc')).status).toBe(400);
  });
});
