import { advanceSimulatedClock } from '../../domain/giving/index.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * Monthly giving's commands (npm run admin -- <command> …), for development and the demonstration:
 *   giving:advance --to AAAA-MM-JJ   moves the simulated provider's clock to that day (noon UTC) and runs the month
 * Refused with Stripe, whose time is its own (the simulated provider only runs without Stripe keys).
 */
export const givingCommands: AdminCommand[] = [
  {
    name: 'giving:advance',
    usage: 'giving:advance --to AAAA-MM-JJ',
    async run(ctx, args) {
      const day = option(args, 'to');
      if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('usage : giving:advance --to AAAA-MM-JJ');
      const result = await advanceSimulatedClock(ctx, new Date(`${day}T12:00:00Z`));
      return JSON.stringify(result);
    },
  },
];
