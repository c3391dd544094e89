import { typeScriptWorker } from '../platform/worker.ts';
import type { Exchange, StatementValues } from './pglite-engine.ts';

export type ToEngine =
  { type: 'statement'; id: number; text: string; values: StatementValues | null } | { type: 'close' };
export type FromEngine =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'reply'; id: number; reply: Uint8Array }
  | { type: 'fault'; id: number; error: string };

type Pending = { resolve(reply: Uint8Array): void; reject(err: Error): void };

/**
 * PGlite on a thread of its own (decision 0023): the engine's work (about half of a simple call's CPU) runs beside
 * the HTTP side instead of taking turns with it on the main thread. Statements go as messages, replies come back as
 * raw protocol bytes (transferred, not copied) for the main thread to read. If the thread dies, every statement
 * waiting fails and so does every later one, and `onStopped` is told: the process must restart (nothing can bring the
 * engine back in place), which the server does by exiting for its supervisor rather than answering errors forever.
 */
export async function startPgliteThread(
  dataDir?: string,
  onStopped?: (err: Error) => void,
): Promise<{ exchange: Exchange; close(): Promise<void> }> {
  const worker = typeScriptWorker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let next = 0;
  let stopped: Error | null = null;
  let closing = false;
  let ready = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const stop = (err: Error) => {
      if (ready && !stopped && !closing) setImmediate(() => onStopped?.(err));
      stopped ??= err;
      reject(err);
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    worker.on('message', (message: FromEngine) => {
      if (message.type === 'ready') {
        ready = true;
        return resolve();
      }
      if (message.type === 'failed') return stop(new Error(`the database did not start: ${message.error}`));
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'reply') waiting?.resolve(message.reply);
      else waiting?.reject(new Error(`the database thread failed: ${message.error}`));
    });
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (${code})`)));
  });

  const send = (message: ToEngine) => worker.postMessage(message);
  return {
    exchange(text, values) {
      if (stopped) return Promise.reject(stopped);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ type: 'statement', id, text, values });
      });
    },
    async close() {
      closing = true;
      if (!stopped) send({ type: 'close' });
      await exited;
    },
  };
}
