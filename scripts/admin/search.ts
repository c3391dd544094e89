import { reindexSearch } from '../../domain/search/index.ts';
import type { AdminCommand } from './command.ts';

/** npm run admin -- search:reindex: rebuilds every search document from the media library, printing its progress. */
export const searchCommands: AdminCommand[] = [
  {
    name: 'search:reindex',
    usage: 'search:reindex',
    async run(ctx) {
      const started = Date.now();
      const done = await reindexSearch(ctx, (n, total) => {
        process.stderr.write(`recherche : ${n} / ${total} médias indexés\n`);
      });
      return `recherche : ${done} médias indexés en ${((Date.now() - started) / 1000).toFixed(1)} s`;
    },
  },
];
