import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { askRunningSite } from '../server/admin-socket.ts';
import { openRuntime } from '../server/context.ts';
import { FolderLockedError } from '../server/lock.ts';
import { commands, runCommand, usage } from './admin/commands.ts';

/**
 * npm run admin -- <command> [arguments]: staff operations (README, "Administration from the command line"), with
 * the same DATA_DIR and DATABASE_URL as the site. On the embedded database, while the site runs, the site itself
 * runs the command (server/admin-socket.ts); otherwise the command opens the database.
 */
const argv = process.argv.slice(2);
if (!commands.some((c) => c.name === argv[0])) {
  const help = !argv[0] || argv[0] === 'help';
  (help ? console.log : console.error)(help ? usage() : `Commande inconnue : ${argv[0]}\n\n${usage()}`);
  process.exit(help ? 0 : 1);
}

try {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const outcome =
    (!config.DATABASE_URL && (await askRunningSite(path.resolve(config.DATA_DIR, 'admin.sock'), argv))) ||
    (await runHere());
  (outcome.code === 0 ? console.log : console.error)(outcome.text);
  process.exit(outcome.code);

  async function runHere() {
    const runtime = await openRuntime(config);
    try {
      return await runCommand(runtime.ctx, argv);
    } finally {
      await runtime.close();
    }
  }
} catch (err) {
  console.error(
    err instanceof ConfigError || err instanceof FolderLockedError || err instanceof Error ? err.message : err,
  );
  process.exit(1);
}
