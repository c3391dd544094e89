import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { Ctx } from '../domain/context.ts';
import { runCommand, type CommandOutcome } from '../scripts/admin/commands.ts';
import { siteChanged } from '../platform/site-changes.ts';

/** A command line is short: more than this, or nothing for this long, and the connection is dropped. */
const maxLine = 64 * 1024;
const idleMs = 10_000;

/** The command line of a request (`{"argv":["user:list"]}`), or null when it is not one. */
function argvOf(line: string): string[] | null {
  try {
    const { argv } = JSON.parse(line) as { argv?: unknown };
    return Array.isArray(argv) && argv.every((a) => typeof a === 'string') ? argv : null;
  } catch {
    return null;
  }
}

/**
 * The embedded database can be opened by one process only: while the site runs, `npm run admin` hands its command
 * line to the site over a local socket in DATA_DIR (owner only), and the site runs it with its own context
 * (decision 0025). One JSON line each way; anything else is answered with an error, never run.
 */
export function listenForCommands(ctx: Ctx, socketPath: string): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true }); // left by a process that died: the folder lock says none runs now
  const server = createServer((socket) => {
    let received = '';
    const answer = (outcome: CommandOutcome) => socket.end(`${JSON.stringify(outcome)}\n`);
    socket.setEncoding('utf8');
    socket.setTimeout(idleMs, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0 && received.length <= maxLine) return;
      socket.removeAllListeners('data');
      const argv = end < 0 ? null : argvOf(received.slice(0, end));
      if (!argv) return answer({ code: 1, text: 'requête illisible' });
      socket.setTimeout(0);
      ctx.log.info({ command: argv[0] }, 'commande d’administration reçue');
      // The embedded database tells no other listener: what the command changed (a ballot's dates, the live
      // meeting…) is forgotten here, as after a change in the back office.
      runCommand(ctx, argv, { sendMails: false })
        .finally(siteChanged)
        .then(answer, (err: unknown) => answer({ code: 1, text: String(err) }));
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(() => new Promise<void>((done) => server.close(() => done())));
    });
  });
}

/** Asks the running site to run a command line; null when no site listens there. */
export function askRunningSite(socketPath: string, argv: string[]): Promise<CommandOutcome | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () =>
      received
        ? resolve(JSON.parse(received) as CommandOutcome)
        : reject(new Error('le site s’est arrêté avant de répondre')),
    );
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
  });
}
