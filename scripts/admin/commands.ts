import type { Ctx } from '../../domain/context.ts';
import { DomainError, Invalid } from '../../domain/errors.ts';
import { jobHandlers } from '../../domain/job-handlers.ts';
import { accountCommands } from './accounts.ts';
import { donationCommands } from './donations.ts';
import { jobCommands } from './jobs.ts';
import { surveyCommands } from './surveys.ts';
import { liveCommands } from './live.ts';
import { voteCommands } from './votes.ts';
import { searchCommands } from './search.ts';
import { magazineCommands } from './magazine.ts';
import { fileCommands } from './files.ts';
import { givingCommands } from './giving.ts';

/** Every staff command: each area registers its own in scripts/admin/<area>.ts and adds them here. */
export const commands = [
  ...accountCommands,
  ...donationCommands,
  ...jobCommands,
  ...surveyCommands,
  ...liveCommands,
  ...voteCommands,
  ...searchCommands,
  ...magazineCommands,
  ...fileCommands,
  ...givingCommands,
];

export function usage(): string {
  return ['Usage : npm run admin -- <commande> [arguments]', '', ...commands.map((c) => `  ${c.usage}`)].join('\n');
}

export interface CommandOutcome {
  code: number;
  /** What to print: on standard output when code is 0, on standard error otherwise. */
  text: string;
}

/**
 * Runs a command line (`name arg…`) with a process's context, whichever process that is: the command's own, or
 * the running site's when it holds the embedded database (server/admin-socket.ts).
 */
export async function runCommand(
  ctx: Ctx,
  argv: string[],
  { sendMails = true }: { sendMails?: boolean } = {},
): Promise<CommandOutcome> {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const known = !name || name === 'help';
    return { code: known ? 0 : 1, text: known ? usage() : `Commande inconnue : ${name}\n\n${usage()}` };
  }
  try {
    const text = await command.run(ctx, args);
    // The mails the command queued go now (the site may be stopped); within the site, its worker sends them.
    if (sendMails) await ctx.jobs.drain(jobHandlers(ctx));
    return { code: 0, text };
  } catch (err) {
    if (err instanceof Invalid) {
      return {
        code: 1,
        text: Object.entries(err.fields)
          .map(([field, message]) => `${field} : ${message}`)
          .join('\n'),
      };
    }
    if (err instanceof DomainError || err instanceof Error) return { code: 1, text: err.message };
    throw err;
  }
}
