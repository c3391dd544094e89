import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a module named by a URL relative to its caller's (`import.meta.url`). From the sources
 * (development, tests, scripts) the TypeScript module runs through tsx; in the server build the URL names its built
 * JavaScript (vite.config.ts), which plain node runs.
 */
export function typeScriptWorker(module: URL, options: WorkerOptions = {}): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options);
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), { ...options, argv: [module.href] });
}
