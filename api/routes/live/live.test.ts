import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { setLiveMeeting } from '../../../domain/live/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await setLiveMeeting(t.ctx, {
    annonce: 'Réunion samedi à 14 h 30',
    youtube: 'https://www.youtube.com/live/abcdefghijk',
    audio: 'https://direct.exemple.fr/reunion.mp3',
    derniere: 'https://youtu.be/ABCDEFGHIJK',
  });
  await setLiveMeeting(t.ctx, { reunion: 'pastorale', annonce: 'Pastorale dimanche', diffusion: true });
  await t.ctx.db.insert(schema.keyValuePublics).values([
    {
      cle: 'ag-reunion-information',
      valeur: { fichiersATelecharger: [{ nom: 'Ordre du jour', lien: '/fichiers/1/ordre.pdf' }], lienAudio: null },
      roles: ['ROLE_REUNION_MISSIONNAIRE', 'ROLE_AG_VOTE'],
    },
    { cle: 'horaires-accueil', valeur: { ouvert: 'du lundi au samedi' } },
  ]);
  for (const [name, roles] of Object.entries({
    direct: ['ROLE_REU_DIRECT'],
    pastorale: ['ROLE_PASTORALE'],
    reunion: ['ROLE_REUNION_MISSIONNAIRE'],
    membre: [],
    admin: ['ROLE_ADMIN'],
  })) {
    const { email } = await createMember(t.ctx, { roles, email: `${name}@exemple.fr` });
    tokens[name] = (await apiSignIn(api, email)).token;
  }
});
afterAll(() => t.close());

describe('GET /api/public/reuDirect', () => {
  it('answers the announcement to anyone, and no link without the role', async () => {
    for (const token of [undefined, tokens.membre, tokens.pastorale]) {
      const res = await call(api, 'GET', '/public/reuDirect', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          annonceReuDirect: 'Réunion samedi à 14 h 30',
          lastRetransmissionReunionUrl: null,
          reuDirectUrl: null,
          reuDirectYoutubeUrl: null,
          reuDirectYoutubeDiffusion: false,
        },
      });
    }
  });

  it('answers the five fields with their links to a holder of the role (and to an administrator)', async () => {
    for (const token of [tokens.direct, tokens.admin]) {
      const res = await call(api, 'GET', '/public/reuDirect', { token });
      expect(res.body.data).toEqual({
        annonceReuDirect: 'Réunion samedi à 14 h 30',
        lastRetransmissionReunionUrl: 'https://youtu.be/ABCDEFGHIJK',
        reuDirectUrl: 'https://direct.exemple.fr/reunion.mp3',
        reuDirectYoutubeUrl: 'https://www.youtube.com/live/abcdefghijk',
        reuDirectYoutubeDiffusion: false,
      });
    }
  });

  it('answers the Sunday pastoral by its own role, and is kept by no cache', async () => {
    const direct = await api.request('/public/reuDirect?reunion=pastorale', {
      headers: { authorization: `Bearer ${tokens.direct}` },
    });
    expect(direct.headers.get('cache-control')).toBe('no-store');
    expect(((await direct.json()) as { data: object }).data).toMatchObject({
      annonceReuDirect: 'Pastorale dimanche',
      reuDirectYoutubeDiffusion: true,
      reuDirectYoutubeUrl: null,
    });
    const pastor = await call(api, 'GET', '/public/reuDirect?reunion=pastorale', { token: tokens.pastorale });
    expect(pastor.body.data).toMatchObject({ annonceReuDirect: 'Pastorale dimanche', reuDirectUrl: null });
  });

  it('refuses an unknown meeting with a French message', async () => {
    const res = await call(api, 'GET', '/public/reuDirect?reunion=mardi');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reunion: 'Réunion inconnue (reunion ou pastorale)' });
  });
});

describe('live:set', () => {
  it('turns the broadcast on and keeps the fields not given', async () => {
    const after = await setLiveMeeting(t.ctx, { diffusion: true });
    expect(after).toMatchObject({ reuDirectYoutubeDiffusion: true, annonceReuDirect: 'Réunion samedi à 14 h 30' });
    const res = await call(api, 'GET', '/public/reuDirect', { token: tokens.direct });
    expect(res.body.data.reuDirectYoutubeDiffusion).toBe(true);
    await setLiveMeeting(t.ctx, { diffusion: false });
  });

  it('refuses an address that is no YouTube video', async () => {
    await expect(setLiveMeeting(t.ctx, { youtube: 'https://vimeo.com/12345' })).rejects.toMatchObject({
      fields: { youtube: 'Adresse YouTube invalide' },
    });
    await expect(setLiveMeeting(t.ctx, { audio: 'javascript:alert(1)' })).rejects.toMatchObject({
      fields: { audio: 'Adresse audio invalide' },
    });
  });
});

describe('GET /api/keyvaluepublics/{key}', () => {
  it('answers the item with valeur as a JSON string to a holder of one of its roles', async () => {
    const res = await call(api, 'GET', '/keyvaluepublics/ag-reunion-information', { token: tokens.reunion });
    expect(res.status).toBe(200);
    expect(typeof res.body.data.valeur).toBe('string');
    // Its links to stored files are their private addresses (decision 0088).
    expect(JSON.parse(res.body.data.valeur)).toEqual({
      fichiersATelecharger: [{ nom: 'Ordre du jour', lien: '/fichiers-prives/1/ordre.pdf' }],
      lienAudio: null,
    });
  });

  it('refuses a reserved item without a session (401) and to a member without its roles (403)', async () => {
    expect((await call(api, 'GET', '/keyvaluepublics/ag-reunion-information')).status).toBe(401);
    const member = await call(api, 'GET', '/keyvaluepublics/ag-reunion-information', { token: tokens.direct });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ message: 'Accès refusé' });
  });

  it('answers an item without roles to anyone, and 404 for an unknown key', async () => {
    const open = await call(api, 'GET', '/keyvaluepublics/horaires-accueil');
    expect(open.status).toBe(200);
    expect(JSON.parse(open.body.data.valeur)).toEqual({ ouvert: 'du lundi au samedi' });
    expect((await call(api, 'GET', '/keyvaluepublics/inconnue')).status).toBe(404);
  });
});
