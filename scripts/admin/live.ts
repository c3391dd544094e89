import { setLiveMeeting } from '../../domain/live/index.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * Staff command of the live meetings (npm run admin -- live:set …), until the back office does it:
 *   live:set [--reunion reunion|pastorale] [--annonce TEXT] [--youtube URL] [--diffusion on|off] [--audio URL] [--derniere URL]
 * A field not given stays as it is; an empty address ('') clears it.
 */
export const liveCommands: AdminCommand[] = [
  {
    name: 'live:set',
    usage:
      'live:set [--reunion reunion|pastorale] [--annonce TEXTE] [--youtube URL] [--diffusion on|off] [--audio URL] [--derniere URL]',
    async run(ctx, args) {
      const known = ['reunion', 'annonce', 'youtube', 'diffusion', 'audio', 'derniere'];
      const unknown = args.filter(
        (a, i) => a.startsWith('--') && !known.includes(a.slice(2)) && args[i - 1] !== '--annonce',
      );
      if (unknown.length) throw new Error(`option inconnue : ${unknown.join(', ')}`);
      const reunion = option(args, 'reunion') ?? 'reunion';
      const live = await setLiveMeeting(ctx, {
        reunion: reunion as 'reunion',
        annonce: option(args, 'annonce'),
        youtube: option(args, 'youtube'),
        diffusion: option(args, 'diffusion') as 'on' | 'off' | undefined,
        audio: option(args, 'audio'),
        derniere: option(args, 'derniere'),
      });
      return [
        `réunion « ${reunion} » :`,
        `  diffusion : ${live.reuDirectYoutubeDiffusion ? 'en cours' : 'arrêtée'}`,
        `  vidéo : ${live.reuDirectYoutubeUrl ?? '—'}`,
        `  audio : ${live.reuDirectUrl ?? '—'}`,
        `  dernière réunion : ${live.lastRetransmissionReunionUrl ?? '—'}`,
        `  annonce : ${live.annonceReuDirect || '—'}`,
      ].join('\n');
    },
  },
];
