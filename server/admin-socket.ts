import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { Ctx } from '../domain/context.ts';
import { runCommand, type CommandOutcome } from '../scripts/admin/commands.ts';

/**
 * The embedded database can be opened by one process only: while the site runs, `npm run admin` hands its command
 * line to the site over a local socket in DATA_DIR (owner only), and the site runs it with its own context
 * (decision 0025). One JSON line each way.
 */
export function listenForCommands(ctx: Ctx, socketPath: string): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true }); // left by a process that died: the folder lock says none runs now
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (!received.includes('\n')) return;
      const { argv } = JSON.parse(received) as { argv: string[] };
      ctx.log.info({ command: argv[0] }, 'commande d’administration reçue');
      runCommand(ctx, argv).then(
        (outcome) => socket.end(`${JSON.stringify(outcome)}\n`),
        (err: unknown) => socket.end(`${JSON.stringify({ code: 1, text: String(err) } satisfies CommandOutcome)}\n`),
      );
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
    socket.on('end', () => resolve(JSON.parse(received) as CommandOutcome));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
  });
}
