import './server/mode.ts';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { openRuntime } from './server/context.ts';
import { FolderLockedError } from './server/lock.ts';
import { startBackgroundWork } from './server/jobs.ts';
import { listenForCommands } from './server/admin-socket.ts';
import { createHttpApp, type WebHandler } from './server/http.ts';
import { seedIfEmpty } from './db/seed/index.ts';

/** The process: read config → open the database (migrations run) → seed when empty → mount api and web → listen. */
async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig({ NODE_ENV: dev ? 'development' : 'production', ...process.env });
  const log = createLogger(config);
  const runtime = await openRuntime(config, log, { maintainJobs: true });
  const { ctx } = runtime;
  if (config.SEED_DEMO) {
    await seedIfEmpty({ db: ctx.db, files: ctx.files, log, demoAccounts: runtime.database.kind === 'pglite' });
  }

  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  let web: WebHandler;
  let viteMiddlewares: import('vite').Connect.Server | undefined;
  if (dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    viteMiddlewares = devServer.middlewares;
    const handler = createRequestHandler(
      () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
    web = (request, loadContext) => handler(request, loadContext);
  } else {
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`Pas de build dans ${buildDir} : lancez npm run build`);
    const build = (await import(serverEntry)) as ServerBuild;
    const handler = createRequestHandler(build, 'production');
    web = (request, loadContext) => handler(request, loadContext);
  }

  const stopAsking = await startBackgroundWork(runtime);
  // Only this process may open the embedded database: staff commands reach it through a local socket.
  const stopCommands =
    runtime.database.kind === 'pglite'
      ? await listenForCommands(ctx, path.resolve(config.DATA_DIR, 'admin.sock'))
      : async () => {};
  const app = createHttpApp({
    ctx,
    database: runtime.database,
    web,
    clientDir: dev ? undefined : path.relative(process.cwd(), path.join(buildDir, 'client')),
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (viteMiddlewares) viteMiddlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    log.info({ port, database: runtime.database.kind, dev }, `site prêt sur http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'arrêt : fin des requêtes en cours');
    stopAsking();
    server.close(async () => {
      await stopCommands();
      await runtime.close();
      log.info('arrêté');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn('arrêt forcé après 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof FolderLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
