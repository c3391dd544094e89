import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { apiSignIn, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { seedSectionsFixture } from '../../../tests/support/sections-fixture.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seedSectionsFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  ids = await seedSectionsFixture(t.ctx);
  await t.ctx.db
    .insert(schema.courseItems)
    .values([{ cle: 'formation-devoirs-bibliques', titre: 'Devoir 1', lien: '/fichiers/1/devoir.pdf', annee: 2020 }]);
});
afterAll(() => t.close());

const get = (path: string) => createApi(t.ctx).request(path);

describe('GET /api/public/medias/categorie/{key}', () => {
  it('answers the public media of the category, newest first, with their audio files by rank', async () => {
    const res = await get('/public/medias/categorie/exhortationsAudio');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number; audios: { fichierId: number; url: string }[] }[] };
    expect(data.map((m) => m.id)).toEqual([2, 1]);
    expect(data[0].audios.map((a) => a.fichierId)).toEqual([ids.a2a, ids.a2b]);
    expect(data[0].audios[0].url).toBe(`/fichiers/${ids.a2a}/premi%C3%A8re-partie.mp3`);
  });

  it('accepts the accented and spaced keys of the teaching and gospel lists', async () => {
    const res = await get(`/public/medias/categorie/${encodeURIComponent('decouvrir-l-evangile-messages audios')}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { id: number }[] }).data.map((m) => m.id)).toEqual([20]);
    const empty = await get(
      `/public/medias/categorie/${encodeURIComponent('Enseignement-L’au-delà'.replace('’', "'"))}`,
    );
    expect(await empty.json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get('/public/medias/categorie/nimportequoi');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/public/coursData/{key}', () => {
  it('builds the gospel audio messages from their media', async () => {
    const res = await get('/public/coursData/decouvrir-l-evangile-messages-audios');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: [
        {
          lien: `/fichiers/${ids.a1}/la-foi-qui-sauve.mp3`,
          titre: 'Jésus, le bon berger',
          contenu: null,
          couleurTitre: null,
          annee: 2025,
        },
      ],
    });
  });

  it('refuses the candidates’ course data to a visitor', async () => {
    const res = await get('/public/coursData/formation-devoirs-bibliques');
    expect(res.status).toBe(401);
  });

  it('opens the candidates’ course data to a candidate’s token only', async () => {
    const api = createApi(t.ctx);
    const candidate = await createMember(t.ctx, { email: 'candidat@exemple.fr', roles: ['ROLE_CANDIDAT'] });
    const member = await createMember(t.ctx, { email: 'membre@exemple.fr' });
    const asCandidate = await api.request('/public/coursData/formation-devoirs-bibliques', {
      headers: { authorization: `Bearer ${(await apiSignIn(api, candidate.email)).token}` },
    });
    expect(await asCandidate.json()).toEqual({
      data: [{ lien: '/fichiers/1/devoir.pdf', titre: 'Devoir 1', contenu: null, couleurTitre: null, annee: 2020 }],
    });
    const asMember = await api.request('/public/coursData/formation-devoirs-bibliques', {
      headers: { authorization: `Bearer ${(await apiSignIn(api, member.email)).token}` },
    });
    expect(asMember.status).toBe(403);
  });

  it('answers 404 for an unknown key', async () => {
    expect((await get('/public/coursData/autre-chose')).status).toBe(404);
  });
});
