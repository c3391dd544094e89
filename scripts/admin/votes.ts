import { scheduleBallot } from '../../domain/votes/index.ts';
import { type AdminCommand, option } from './command.ts';

const paris = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * Votes commands (npm run admin -- <command> …):
 *   ballot:schedule SLUG --opens ISO --closes ISO   when a ballot opens and closes (open from --opens to --closes)
 */
export const voteCommands: AdminCommand[] = [
  {
    name: 'ballot:schedule',
    usage: 'ballot:schedule SLUG --opens AAAA-MM-JJTHH:MM[:SS]±HH:MM --closes AAAA-MM-JJTHH:MM[:SS]±HH:MM',
    async run(ctx, args) {
      const [slug] = args;
      if (!slug || slug.startsWith('--')) throw new Error('usage : ballot:schedule SLUG --opens ISO --closes ISO');
      const ballot = await scheduleBallot(ctx, {
        slug,
        opens: option(args, 'opens') ?? '',
        closes: option(args, 'closes') ?? '',
      });
      const state = { upcoming: 'à venir', open: 'ouvert', closed: 'clôturé' }[ballot.state];
      return `${ballot.slug} : ouvert du ${paris.format(new Date(ballot.opensAt))} au ${paris.format(new Date(ballot.closesAt))} (heure de Paris), ${state} maintenant`;
    },
  },
];
