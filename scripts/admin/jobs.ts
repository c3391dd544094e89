import type { AdminCommand } from './command.ts';

/** Background work (npm run admin -- jobs:status): jobs per queue and state, so that failures are seen. */
export const jobCommands: AdminCommand[] = [
  {
    name: 'jobs:status',
    usage: 'jobs:status',
    async run(ctx) {
      const counts = await ctx.jobs.counts();
      if (counts.length === 0) return 'aucune tâche';
      return counts.map((c) => `${c.queue.padEnd(20)} ${c.state.padEnd(10)} ${c.count}`).join('\n');
    },
  },
];
