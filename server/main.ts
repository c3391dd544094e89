import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Connect } from 'vite';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/logger.ts';
import { DatabaseUnreachable } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { followMemberChanges } from '../domain/accounts/index.ts';
import { prepareChurchMaps } from '../domain/churches/index.ts';
import { cleanStoredNotes } from '../domain/media/index.ts';
import { followSiteChanges } from '../platform/site-changes.ts';
import { openRuntime } from './context.ts';
import { FolderLockedError } from './lock.ts';
import { createHttpApp } from './http.ts';
import { listenForCommands } from './admin-socket.ts';
import { startBackgroundWork } from './jobs.ts';
import { withDatabaseAway } from './database-away.ts';
import { webContext } from './web-context.ts';
import { pageHandlers } from './page-handlers.ts';

interface Options {
  /** The web app: the build itself in production; in development a loader that answers its current version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middlewares (browser modules, hot reload), asked first. */
  vite?: Connect.Server;
}

/** The process: read config → open the database (migrations run) → seed when empty → mount api and web → listen. */
export async function startServer({ build, vite }: Options): Promise<void> {
  try {
    await serve(build, vite);
  } catch (err) {
    const known = err instanceof ConfigError || err instanceof FolderLockedError || err instanceof DatabaseUnreachable;
    console.error(known ? err.message : err);
    process.exit(1);
  }
}

async function serve(build: Options['build'], vite: Connect.Server | undefined) {
  const dev = vite !== undefined;
  const config = loadConfig({ NODE_ENV: dev ? 'development' : 'production', ...process.env });
  const log = createLogger(config);
  const runtime = await openRuntime(config, log, { maintainJobs: true });
  const { ctx } = runtime;
  if (config.SEED_DEMO) {
    await seedIfEmpty(runtime.database, {
      db: ctx.db,
      files: ctx.files,
      log,
      demoAccounts: runtime.database.kind === 'pglite',
    });
  }

  const cleaned = await cleanStoredNotes(ctx);
  if (cleaned) log.info({ cleaned }, 'notes des médias nettoyées');

  const stopAsking = await startBackgroundWork(runtime);
  // Signed-in requests read their member from memory while the database tells of every change (decision 0078).
  const stopFollowing = await followMemberChanges(ctx, runtime.database);
  // Media and pages kept in memory are forgotten at every library or site change, whichever process made it (0084).
  const stopFollowingSite = await followSiteChanges(runtime.database.listen, log);
  // Only this process may open the embedded database: staff commands reach it through a local socket.
  const stopCommands =
    runtime.database.kind === 'pglite'
      ? await listenForCommands(ctx, path.resolve(config.DATA_DIR, 'admin.sock'))
      : async () => {};

  // In development the build changes under the handler: React Router's own handler for the whole of it.
  const handler =
    typeof build === 'function'
      ? createRequestHandler(() => build().then(withDatabaseAway), 'development')
      : pageHandlers(withDatabaseAway(build), 'production');
  const { app, pages } = createHttpApp({
    ctx,
    database: runtime.database,
    web: (request, loadContext) => handler(request, webContext(loadContext)),
    clientDir: dev ? undefined : path.relative(process.cwd(), path.resolve(process.env.BUILD_DIR ?? 'build', 'client')),
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (vite) vite(req, res, () => listener(req, res));
    // A fresh cached page goes out before any of the app runs (server/page-cache.ts).
    else if (!pages.write(req, res)) listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    log.info({ port, database: runtime.database.kind, dev }, `site prêt sur http://localhost:${port}`);
    // The churches' maps take about a second of CPU to project: done now rather than on /eglises's first visitor.
    if (!dev) setImmediate(prepareChurchMaps);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'arrêt : fin des requêtes en cours');
    stopAsking();
    server.close(async () => {
      await stopCommands();
      await stopFollowing();
      await stopFollowingSite();
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
