import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLiveMeeting } from '../../domain/live/index.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { runCommand } from './commands.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const holder = ['ROLE_REU_DIRECT', 'ROLE_PASTORALE'];

describe('npm run admin -- live:set', () => {
  it('sets the fields given, leaves the others, and turns the broadcast on and off', async () => {
    const set = await runCommand(t.ctx, [
      'live:set',
      '--annonce',
      'Réunion en direct samedi',
      '--youtube',
      'https://www.youtube.com/watch?v=abcdefghijk',
      '--audio',
      'https://direct.exemple.fr/flux.mp3',
    ]);
    expect(set).toMatchObject({ code: 0 });
    expect(set.text).toContain('diffusion : arrêtée');
    expect(await runCommand(t.ctx, ['live:set', '--diffusion', 'on'])).toMatchObject({ code: 0 });
    expect(await getLiveMeeting(t.ctx, {}, holder)).toEqual({
      annonceReuDirect: 'Réunion en direct samedi',
      reuDirectYoutubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      reuDirectUrl: 'https://direct.exemple.fr/flux.mp3',
      lastRetransmissionReunionUrl: null,
      reuDirectYoutubeDiffusion: true,
    });
    // The pastoral is another meeting.
    expect((await getLiveMeeting(t.ctx, { reunion: 'pastorale' }, holder)).reuDirectYoutubeDiffusion).toBe(false);
    await runCommand(t.ctx, ['live:set', '--diffusion', 'off', '--audio', '']);
    expect(await getLiveMeeting(t.ctx, {}, holder)).toMatchObject({
      reuDirectYoutubeDiffusion: false,
      reuDirectUrl: null,
    });
  });

  it('refuses a bad switch, an unknown option, a bad address or meeting with a message', async () => {
    expect(await runCommand(t.ctx, ['live:set', '--diffusion', 'oui'])).toEqual({
      code: 1,
      text: 'diffusion : La diffusion vaut on ou off',
    });
    expect((await runCommand(t.ctx, ['live:set', '--video', 'x'])).text).toBe('option inconnue : --video');
    expect(await runCommand(t.ctx, ['live:set', '--youtube', 'https://exemple.fr/v'])).toEqual({
      code: 1,
      text: 'youtube : Adresse YouTube invalide',
    });
    expect((await runCommand(t.ctx, ['live:set', '--reunion', 'mardi'])).text).toBe(
      'reunion : Réunion inconnue (reunion ou pastorale)',
    );
  });
});
