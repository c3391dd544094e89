/**
 * npm run dev: the server and the web app loaded through Vite (one copy of every module, as in the build), Vite's
 * middlewares in front for browser modules and hot reload. Pages reload on change; the server itself on restart.
 */
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type * as Main from './main.ts';

process.env.NODE_ENV ??= 'development';
const vite = await createServer({ server: { middlewareMode: true } });
const { startServer } = (await vite.ssrLoadModule('/server/main.ts')) as typeof Main;
await startServer({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  vite: vite.middlewares,
});
