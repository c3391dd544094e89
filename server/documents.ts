import type { Worker } from 'node:worker_threads';
import { typeScriptWorker } from '../platform/worker.ts';
import type { Documents } from '../domain/context.ts';
import type { ReceiptAssets } from './receipt-pdf.ts';

type Pending = { resolve(pdf: Uint8Array): void; reject(err: Error): void };

/**
 * Receipts drawn on one worker thread, started on first use: drawing takes about 20 ms of CPU, which on the main
 * thread would hold up every other request meanwhile. The thread does not keep the process alive; if it dies, the
 * documents it was drawing fail and the next one starts a new thread.
 */
export function workerDocuments(assets: ReceiptAssets): Documents & { close(): Promise<void> } {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let next = 0;

  function start(): Worker {
    const thread = typeScriptWorker(new URL('./documents-worker.ts', import.meta.url), { workerData: assets });
    thread.unref();
    thread.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) thread.unref();
      if (error) waiting?.reject(new Error(`receipt drawing failed: ${error}`));
      else waiting?.resolve(new Uint8Array(pdf!));
    });
    const fail = (err: Error) => {
      if (worker === thread) worker = null;
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the drawing thread stopped (${code})`)));
    return thread;
  }

  return {
    receiptPdf(document) {
      worker ??= start();
      const thread = worker;
      const id = next++;
      // Kept alive while a drawing is under way, so a script waiting for its receipt does not exit first.
      thread.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, document });
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
