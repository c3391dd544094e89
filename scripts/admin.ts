import { DomainError, Invalid } from '../domain/errors.ts';
import { jobHandlers } from '../domain/job-handlers.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';
import { FolderLockedError } from '../server/lock.ts';
import { accountCommands } from './admin/accounts.ts';
import { donationCommands } from './admin/donations.ts';

/**
 * npm run admin -- <command> [arguments]: staff operations until a back office exists (README, "Administration from the command line").
 * Same DATA_DIR and DATABASE_URL as the server. On the embedded database the site must be stopped first
 * (one process per folder): the command then stops with a clear message.
 * Each area registers its commands in scripts/admin/<area>.ts and adds them to this table.
 */
const commands = [...accountCommands, ...donationCommands];

function usage(): string {
  return ['Usage : npm run admin -- <commande> [arguments]', '', ...commands.map((c) => `  ${c.usage}`)].join('\n');
}

const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  console.error(name && name !== 'help' ? `Commande inconnue : ${name}\n\n${usage()}` : usage());
  process.exit(name && name !== 'help' ? 1 : 0);
}

try {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const runtime = await openRuntime(config);
  try {
    console.log(await command.run(runtime.ctx, args));
    // The mails the command queued go now rather than at the site's next poll (the site may be stopped).
    await runtime.ctx.jobs.drain(jobHandlers(runtime.ctx));
  } finally {
    await runtime.close();
  }
} catch (err) {
  if (err instanceof Invalid) {
    console.error(
      Object.entries(err.fields)
        .map(([field, message]) => `${field} : ${message}`)
        .join('\n'),
    );
  } else if (
    err instanceof DomainError ||
    err instanceof ConfigError ||
    err instanceof FolderLockedError ||
    err instanceof Error
  ) {
    console.error(err.message);
  }
  process.exit(1);
}
