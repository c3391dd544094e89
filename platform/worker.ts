import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A worker thread running a TypeScript module (given as a URL, e.g. `new URL('./x.ts', import.meta.url)`). */
export function typeScriptWorker(module: URL, options: WorkerOptions = {}): Worker {
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), { ...options, argv: [module.href] });
}
