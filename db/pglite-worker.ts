import { parentPort, workerData } from 'node:worker_threads';
import { startPglite, statementExchange } from './pglite-engine.ts';
import type { ToEngine, FromEngine } from './pglite-thread.ts';

/** The database thread: PGlite, and the statements the main thread sends, run one after another as they arrive. */
const port = parentPort!;
const post = (message: FromEngine, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const client = await startPglite((workerData as { dataDir?: string }).dataDir);
  const exchange = statementExchange(client);
  port.on('message', (message: ToEngine) => {
    if (message.type === 'close') {
      void client.close().then(() => port.close());
      return;
    }
    const { id } = message;
    exchange(message.text, message.values).then(
      (reply) => post({ type: 'reply', id, reply }, [reply.buffer as ArrayBuffer]),
      (err: unknown) => post({ type: 'fault', id, error: String(err) }),
    );
  });
  post({ type: 'ready' });
} catch (err) {
  post({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  port.close();
}
