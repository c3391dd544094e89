/**
 * The production server: built with the web app into one bundle (build/server/server.js, see vite.config.ts) and
 * run by plain node. React picks its development or production build from NODE_ENV when it loads, so it is set
 * before anything else is imported (React Router's production build is bundled in: vite.config.ts).
 */
import type { ServerBuild } from 'react-router';

process.env.NODE_ENV ??= 'production';
const { startServer } = await import('./server/main.ts');
await startServer({ build: (await import('virtual:react-router/server-build')) as ServerBuild });
